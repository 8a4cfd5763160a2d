// A shopper's shared screen in the helper's words: "Product: Linen Shirt, size M chosen", "Collection, Women,
// Topwear, page 2", "Checkout, delivery form, 2 fields with errors: Street and Phone number".
import type { NamedScreen, SharedView } from '@store/contracts/assistance';
import type { I18n, MessageKey } from '../../../i18n/i18n';
import { addressFieldLabelKeys } from '../../../lib/address-field-names';
import { categoryName, subCategoryName } from '../../../lib/catalogue-names';

const namedKeys: Record<NamedScreen, MessageKey> = {
  home: 'screen.named.home',
  about: 'screen.named.about',
  accessibility: 'screen.named.accessibility',
  contact: 'screen.named.contact',
  cart: 'screen.named.cart',
  orders: 'screen.named.orders',
  'track-order': 'screen.named.trackOrder',
  bill: 'screen.named.bill',
  profile: 'screen.named.profile',
  'live-start': 'screen.named.liveStart',
  'live-wait': 'screen.named.liveWait',
  'schedule-session': 'screen.named.scheduleSession',
  other: 'screen.named.other',
};

export function screenInWords({ t, list }: Pick<I18n, 't' | 'list'>, view: SharedView): string {
  switch (view.screen) {
    case 'product':
      return view.size
        ? t('helperLive.screen.product', { product: view.name, size: view.size })
        : t('helperLive.screen.productNoSize', { product: view.name });
    case 'collection': {
      const chosen = [...view.categories.map(categoryName), ...view.types.map(subCategoryName)];
      const filters = chosen.length > 0 ? chosen.join(', ') : t('screen.allProducts');
      return t(view.searching ? 'helperLive.screen.collectionSearch' : 'helperLive.screen.collection', {
        filters,
        page: view.page,
      });
    }
    case 'checkout':
      return t('helperLive.screen.checkout', {
        count: view.fieldsWithErrors.length,
        fields: list(view.fieldsWithErrors.map((field) => t(addressFieldLabelKeys[field]))),
      });
    default:
      return t(namedKeys[view.screen]);
  }
}
