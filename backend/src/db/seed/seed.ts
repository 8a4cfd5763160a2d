// Loads the demo catalogue into an empty store, with its Sinhala and Tamil text, and the demo accounts in
// demo mode.
import { toCents } from '@store/contracts/money';
import { translatedLanguages } from '@store/contracts/products';
import { garmentAltText, garmentImageUrl } from '../../modules/media/garment-image';
import type {
  NewProductRow,
  ProductRow,
  ProductsRepository,
  TranslationRow,
} from '../../modules/products/products.repository';
import type { StockRepository } from '../../modules/products/stock.repository';
import { demoAccounts } from '../../modules/users/demo-accounts';
import type { UsersService } from '../../modules/users/users.service';
import { catalogue } from './catalogue';
import { catalogueTranslations } from './catalogue-translations';
import { demoStock } from './stock-plan';

export function catalogueRows(now = Date.now()): NewProductRow[] {
  // Spaced a minute apart, first entry newest, so "newest first" is the catalogue's own order.
  return catalogue.map((entry, index) => ({
    name: entry.name,
    description: entry.description,
    priceCents: toCents(entry.priceLkr),
    images: (['front', 'back'] as const).map((view) => ({
      url: garmentImageUrl(entry.kind, entry.colour, view),
      alt: garmentAltText(entry.name, entry.kind, entry.colour, view),
    })),
    category: entry.category,
    subCategory: entry.subCategory,
    sizes: entry.sizes,
    bestseller: entry.bestseller,
    createdAt: new Date(now - index * 60_000),
  }));
}

/**
 * The demo garments' Sinhala and Tamil rows, for the stored products named (by English name). The
 * translated alt text describes the front picture, so it is the first picture's only: the back keeps its
 * English alt (marked `en` in answers) rather than be described as a front view.
 */
export function catalogueTranslationRows(
  stored: ReadonlyArray<Pick<ProductRow, 'id' | 'name' | 'images'>>,
): TranslationRow[] {
  return stored.flatMap((product) => {
    const entry = catalogueTranslations[product.name];
    if (!entry) return [];
    return translatedLanguages.map((language) => ({
      productId: product.id,
      language,
      name: entry[language].name.normalize('NFC'),
      description: entry[language].description.normalize('NFC'),
      imageAlts: product.images.length > 0 ? [entry[language].alt.normalize('NFC')] : [],
    }));
  });
}

export async function seedStore(
  deps: { products: ProductsRepository; stock: StockRepository; users: UsersService },
  options: { demoMode: boolean },
): Promise<{ productsAdded: number }> {
  let productsAdded = 0;
  if ((await deps.products.countActive()) === 0) {
    const inserted = await deps.products.insertMany(catalogueRows());
    productsAdded = inserted.length;
    // Names are unique in the demo catalogue, so they tie each stored row to its entry.
    const idByName = new Map(inserted.map((row) => [row.name, row.id]));
    await deps.stock.set(
      catalogue.flatMap((entry, index) => {
        const productId = idByName.get(entry.name);
        if (!productId) return [];
        return Object.entries(demoStock(entry, index)).map(([size, quantity]) => ({
          productId,
          size,
          quantity,
        }));
      }),
    );
    await deps.products.saveTranslations(catalogueTranslationRows(inserted));
  } else if ((await deps.products.countTranslations()) === 0) {
    // A store seeded before the catalogue had translations gets the demo garments' ones, once.
    const stored = await deps.products.findActiveByNames(Object.keys(catalogueTranslations));
    await deps.products.saveTranslations(catalogueTranslationRows(stored));
  }
  await deps.users.applyDemoMode(options.demoMode, demoAccounts);
  return { productsAdded };
}
