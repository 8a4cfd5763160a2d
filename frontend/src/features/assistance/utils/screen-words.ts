// A shopper's shared screen in the helper's words: "Product: Linen Shirt, size M chosen", "Collection, Women,
// Topwear, page 2", "Checkout, delivery form, 2 fields with errors: Street and Phone number".
import type { NamedScreen, SharedView } from '@store/contracts/assistance';
import type { I18n, MessageKey } from '../../../i18n/i18n';
import { addressFieldLabelKeys } from '../../../lib/address-field-names';
import { categoryName, subCategoryName } from '../../../lib/catalogue-names';

const namedKeys: Record<NamedScreen, MessageKey> = {
  home: 'helperLive.screen.named.home',
  about: 'helperLive.screen.named.about',
  accessibility: 'helperLive.screen.named.accessibility',
  contact: 'helperLive.screen.named.contact',
  cart: 'helperLive.screen.named.cart',
  orders: 'helperLive.screen.named.orders',
  'track-order': 'helperLive.screen.named.trackOrder',
  bill: 'helperLive.screen.named.bill',
  profile: 'helperLive.screen.named.profile',
  'live-start': 'helperLive.screen.named.liveStart',
  'live-wait': 'helperLive.screen.named.liveWait',
  'schedule-session': 'helperLive.screen.named.scheduleSession',
  other: 'helperLive.screen.named.other',
};

export function screenInWords({ t, intl }: Pick<I18n, 't' | 'intl'>, view: SharedView): string {
  switch (view.screen) {
    case 'product':
      return view.size
        ? t('helperLive.screen.product', { product: view.name, size: view.size })
        : t('helperLive.screen.productNoSize', { product: view.name });
    case 'collection': {
      const chosen = [...view.categories.map(categoryName), ...view.types.map(subCategoryName)];
      const filters = chosen.length > 0 ? chosen.join(', ') : t('helperLive.screen.allProducts');
      return t(view.searching ? 'helperLive.screen.collectionSearch' : 'helperLive.screen.collection', {
        filters,
        page: view.page,
      });
    }
    case 'checkout':
      return t('helperLive.screen.checkout', {
        count: view.fieldsWithErrors.length,
        fields: intl.formatList(
          view.fieldsWithErrors.map((field) => t(addressFieldLabelKeys[field])),
          { type: 'conjunction' },
        ),
      });
    default:
      return t(namedKeys[view.screen]);
  }
}
