// `npm run create-admin -w backend -- --email you@shop.lk --name "Your Name"`: creates the first admin (or
// another one) on the database the configuration names. The password comes from ADMIN_PASSWORD, or is asked
// for on the terminal (not echoed); it must pass the same rules as any password.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { resolveJwtSecret } from '@store/server-kit/auth';
import { AppError } from '@store/server-kit/errors';
import { createLogger } from '@store/server-kit/logger';
import { registerBodySchema } from '@store/contracts/users';
import { readConfig } from '../../config/env';
import { createContainer } from '../../container';
import { openBackendDatabase } from '../../db/client';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD, or run this in a terminal to be asked.');
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: readline writes through _writeToOutput, which is replaced while the password is read.
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  process.stdout.write('Password for the new admin: ');
  output._writeToOutput = () => undefined;
  const password = await terminal.question('');
  terminal.close();
  process.stdout.write('\n');
  return password;
}

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const parsed = registerBodySchema.safeParse({
  email: values.email,
  name: values.name ?? 'Store admin',
  password: process.env.ADMIN_PASSWORD ?? (await askPassword()),
});
if (!parsed.success) {
  const issue = parsed.error.issues[0];
  console.error(`Not created: ${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}`);
  process.exit(2);
}

const config = readConfig();
const database = await openBackendDatabase(
  config.DATABASE_URL,
  config.dataDir,
  createLogger('create-admin', 'warn'),
);
try {
  const container = createContainer(config, database, resolveJwtSecret(config.JWT_SECRET, config.dataDir));
  const admin = await container.users.createAccount({ ...parsed.data, role: 'admin' });
  console.info(`Created admin ${admin.email} in ${database.location}.`);
} catch (error) {
  console.error(`Not created: ${error instanceof AppError ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
