// Loads the demo catalogue into an empty store, and the demo accounts in demo mode.
import type { UserRole } from '@store/contracts/users';
import { toCents } from '@store/contracts/money';
import { garmentAltText, garmentImageUrl } from '../../modules/media/garment-image';
import type { NewProductRow, ProductsRepository } from '../../modules/products/products.repository';
import type { UsersService } from '../../modules/users/users.service';
import { catalogue } from './catalogue';

export const demoAccounts: Array<{
  label: string;
  name: string;
  email: string;
  password: string;
  role: UserRole;
}> = [
  {
    label: 'User Login',
    name: 'Demo Shopper',
    email: 'shopper@example.com',
    password: 'shopper-demo-123',
    role: 'shopper',
  },
  {
    label: 'Helper Login',
    name: 'Demo Helper',
    email: 'helper@example.com',
    password: 'helper-demo-123',
    role: 'helper',
  },
  {
    label: 'Admin Login',
    name: 'Demo Admin',
    email: 'admin@example.com',
    password: 'admin-demo-123',
    role: 'admin',
  },
];

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
