// Wires repositories and services for one database; the app, the socket relay and the seed share them.
import { createTokenService, type TokenService } from '@store/server-kit/auth';
import type { BackendConfig } from './config/env';
import type { BackendDatabase } from './db/client';
import { createCartRepository } from './modules/cart/cart.repository';
import { createCartService } from './modules/cart/cart.service';
import { createProductsRepository } from './modules/products/products.repository';
import { createProductsService } from './modules/products/products.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';

export function createContainer(config: BackendConfig, database: BackendDatabase, jwtSecret: string) {
  const tokens: TokenService = createTokenService(jwtSecret, config.JWT_EXPIRES_IN as `${number}d`);
  const productsRepository = createProductsRepository(database.db);
  const cartRepository = createCartRepository(database.db);
  const usersRepository = createUsersRepository(database.db);
  return {
    config,
    database,
    tokens,
    repositories: { products: productsRepository, cart: cartRepository, users: usersRepository },
    products: createProductsService(productsRepository),
    users: createUsersService(usersRepository, tokens),
    cart: createCartService(cartRepository, productsRepository),
  };
}

export type Container = ReturnType<typeof createContainer>;
