// `npm run seed`: loads the demo catalogue into an empty store (and demo accounts when DEMO_MODE is on),
// against the database the configuration names. Safe to run twice.
import { resolveJwtSecret } from '@store/server-kit/auth';
import { createLogger } from '@store/server-kit/logger';
import { readConfig } from '../../config/env';
import { createContainer } from '../../container';
import { openBackendDatabase } from '../client';
import { seedStore } from './seed';

const config = readConfig();
const database = await openBackendDatabase(
  config.DATABASE_URL,
  config.dataDir,
  createLogger('seed', config.LOG_LEVEL ?? 'info'),
);
try {
  const container = createContainer(config, database, resolveJwtSecret(config.JWT_SECRET, config.dataDir));
  const { productsAdded } = await seedStore(
    {
      products: container.repositories.products,
      stock: container.repositories.stock,
      users: container.users,
    },
    { demoMode: config.DEMO_MODE },
  );
  console.info(
    productsAdded > 0
      ? `Seeded ${productsAdded} products into ${database.location}.`
      : `The catalogue in ${database.location} already has products; nothing added.`,
  );
  if (config.DEMO_MODE) console.info('Demo accounts are in place (DEMO_MODE is on).');
} finally {
  await database.close();
}
