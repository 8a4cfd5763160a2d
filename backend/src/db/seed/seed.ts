// Loads the demo catalogue into an empty store, and the demo accounts in demo mode.
import { toCents } from '@store/contracts/money';
import { garmentAltText, garmentImageUrl } from '../../modules/media/garment-image';
import type { NewProductRow, ProductsRepository } from '../../modules/products/products.repository';
import { demoAccounts } from '../../modules/users/demo-accounts';
import type { UsersService } from '../../modules/users/users.service';
import { catalogue } from './catalogue';

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
  deps: { products: ProductsRepository; users: UsersService },
  options: { demoMode: boolean },
): Promise<{ productsAdded: number }> {
  let productsAdded = 0;
  if ((await deps.products.countActive()) === 0) {
    productsAdded = (await deps.products.insertMany(catalogueRows())).length;
  }
  if (options.demoMode) {
    for (const account of demoAccounts) await deps.users.ensureAccount(account);
  }
  return { productsAdded };
}
