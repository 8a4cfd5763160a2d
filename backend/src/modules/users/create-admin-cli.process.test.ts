// The one-off command that makes the first admin when the store runs without demo accounts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestBackend } from '../../testing/test-backend';
import { temporaryDirectory } from '@store/server-kit/testing/temporary-directory';

const cli = path.join(import.meta.dirname, 'create-admin-cli.ts');

function createAdmin(dataDir: string, password: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    // Only what the command needs: no DATABASE_URL, so it uses the embedded database under DATA_DIR.
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Three cold starts of the command (about 15–23 s on two cores beside other files): the time limit of the other
// process tests, not the API files' 30 s.
describe('npm run create-admin', { timeout: 120_000 }, () => {
  it('creates an admin who can sign in, refuses a second one with the same email, and refuses weak passwords', async () => {
    const dataDir = temporaryDirectory('create-admin-');
    const made = createAdmin(
      dataDir,
      'a strong admin passphrase',
      '--email',
      'boss@shop.lk',
      '--name',
      'Boss',
    );
    expect(made.output).toContain('Created admin boss@shop.lk');
    expect(made.status).toBe(0);

    const again = createAdmin(dataDir, 'a strong admin passphrase', '--email', 'boss@shop.lk');
    expect(again.status).toBe(1);
    expect(again.output).toContain('already exists');

    const weak = createAdmin(dataDir, 'password', '--email', 'other@shop.lk');
    expect(weak.status).toBe(1);
    expect(weak.output).toMatch(/password: this password is one of the most common/);

    const backend = await startTestBackend({
      seed: false,
      env: { DATABASE_URL: `pglite:${path.join(dataDir, 'backend')}`, DEMO_MODE: 'false' },
    });
    try {
      const res = await backend
        .api()
        .post('/api/user/login')
        .send({ email: 'boss@shop.lk', password: 'a strong admin passphrase' })
        .expect(200);
      expect(res.body.role).toBe('admin');
    } finally {
      await backend.close();
    }
  });
});
