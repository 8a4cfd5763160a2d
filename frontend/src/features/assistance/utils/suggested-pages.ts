// Pages a helper suggests, in words in the reader's language: the helper's list to choose from, and a
// suggested path said on the shopper's side ("Collection, Women, Winterwear").
import type { NamedScreen } from '@store/contracts/assistance';
import { categories, subCategories } from '@store/contracts/constants';
import type { I18n, MessageKey } from '../../../i18n/i18n';
import { categoryName, subCategoryName } from '../../../lib/catalogue-names';
import { paths } from '../../../config/paths';

const namedPaths: ReadonlyArray<readonly [string, NamedScreen]> = [
  [paths.home, 'home'],
  [paths.cart, 'cart'],
  [paths.orders, 'orders'],
  [paths.about, 'about'],
  [paths.contact, 'contact'],
  [paths.accessibility, 'accessibility'],
];
const namedKeys: Partial<Record<NamedScreen, MessageKey>> = {
  home: 'screen.named.home',
  cart: 'screen.named.cart',
  orders: 'screen.named.orders',
  about: 'screen.named.about',
  contact: 'screen.named.contact',
  accessibility: 'screen.named.accessibility',
};

const collectionPath = (category?: string, subCategory?: string) => {
  const query = new URLSearchParams();
  if (category) query.append('category', category);
  if (subCategory) query.append('subCategory', subCategory);
  const search = query.toString();
  return search ? `${paths.collection}?${search}` : paths.collection;
};

/** Every page the helper's list offers: the collection (whole, by category, by category and type), then the rest. */
export function suggestiblePaths(): string[] {
  const collection = [
    collectionPath(),
    ...categories.flatMap((category) => [
      collectionPath(category),
      ...subCategories.map((subCategory) => collectionPath(category, subCategory)),
    ]),
  ];
  return [...collection, ...namedPaths.map(([path]) => path)];
}

/** A suggested page in words; null for a path this list does not describe (a product: its card says it). */
export function pageInWords({ t }: Pick<I18n, 't'>, path: string): string | null {
  let url: URL;
  try {
    url = new URL(path, 'https://store.invalid');
  } catch {
    return null;
  }
  if (url.pathname === paths.collection) {
    const chosen = [
      ...url.searchParams.getAll('category').map(categoryName),
      ...url.searchParams.getAll('subCategory').map(subCategoryName),
    ];
    const filters = chosen.length > 0 ? chosen.join(', ') : t('screen.allProducts');
    const search = url.searchParams.get('search');
    const words = search
      ? t('chat.suggestion.collectionSearch', { filters, search })
      : t('chat.suggestion.collection', { filters });
    const page = Number(url.searchParams.get('page') ?? '1');
    return page > 1 ? t('chat.suggestion.onPage', { page: words, number: page }) : words;
  }
  const named = namedPaths.find(([candidate]) => candidate === url.pathname)?.[1];
  const key = named ? namedKeys[named] : undefined;
  return key ? t(key) : null;
}
