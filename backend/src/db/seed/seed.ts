// Loads the demo catalogue into an empty store, and the demo accounts in demo mode.
import { toCents } from '@store/contracts/money';
import { garmentAltText, garmentImageUrl } from '../../modules/media/garment-image';
import type { NewProductRow, ProductsRepository } from '../../modules/products/products.repository';
import type { StockRepository } from '../../modules/products/stock.repository';
import { demoAccounts } from '../../modules/users/demo-accounts';
import type { UsersService } from '../../modules/users/users.service';
import { catalogue } from './catalogue';
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
  }
  await deps.users.applyDemoMode(options.demoMode, demoAccounts);
  return { productsAdded };
}
