// The boundary rules in eslint.config.js must catch what they exist for: planted files have to fail lint,
// each with its rule. They are planted in a temporary copy of the tree (sources and config, with the
// installed packages linked in), so the rules see the real layout and a crashed run leaves nothing behind.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const notCopied = new Set(['node_modules', '.git', 'data', 'dist', 'artifacts']);
let root = '';

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lint-plant-'));
  cpSync(repositoryRoot, root, {
    recursive: true,
    filter: (source) => !notCopied.has(path.basename(source)),
  });
  for (const folder of ['.', 'contracts', 'server-kit', 'backend', 'assistance-service', 'frontend', 'e2e']) {
    const installed = path.join(repositoryRoot, folder, 'node_modules');
    if (existsSync(installed)) symlinkSync(installed, path.join(root, folder, 'node_modules'), 'dir');
  }
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

function plantDir(parent: string): string {
  return mkdtempSync(path.join(root, parent, 'lint-plant-'));
}

async function ruleIdsFor(file: string): Promise<string[]> {
  // The import rules resolve the config's relative zones and tsconfig paths against the process's folder.
  const previous = process.cwd();
  process.chdir(root);
  try {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintFiles([file]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  } finally {
    process.chdir(previous);
  }
}

describe('lint boundaries', () => {
  it('refuses a feature that imports another feature', async () => {
    const dir = plantDir('frontend/src/features/cart');
    const file = path.join(dir, 'planted.ts');
    writeFileSync(file, "export { productReading } from '../../product/components/product-details';\n");
    expect(await ruleIdsFor(file)).toContain('import-x/no-restricted-paths');
  });

  it("refuses the app reaching into a feature's internals instead of its public index.ts", async () => {
    const file = path.join(plantDir('frontend/src/app/routes'), 'planted.tsx');
    writeFileSync(
      file,
      "export { ProductDetails } from '../../../features/product/components/product-details';\n",
    );
    expect(await ruleIdsFor(file)).toContain('import-x/no-restricted-paths');
    const testing = path.join(plantDir('frontend/src/testing'), 'planted.ts');
    writeFileSync(testing, "export { getProductList } from '../../features/product/api/products-api';\n");
    expect(await ruleIdsFor(testing)).toContain('import-x/no-restricted-paths');

    const allowed = path.join(plantDir('frontend/src/app/routes'), 'planted.tsx');
    writeFileSync(allowed, "export { ProductDetails } from '../../../features/product';\n");
    expect(await ruleIdsFor(allowed)).not.toContain('import-x/no-restricted-paths');
    // Inside the feature (its tests too) the internals are its own.
    const inside = path.join(plantDir('frontend/src/features/product/components'), 'planted.test.ts');
    writeFileSync(inside, "export { getProductList } from '../../api/products-api';\n");
    expect(await ruleIdsFor(inside)).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    const dir = plantDir('backend/src/modules');
    writeFileSync(
      path.join(dir, 'a.ts'),
      "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
    );
    writeFileSync(
      path.join(dir, 'b.ts'),
      "import { a } from './a';\nexport const b = (): number => a() - 1;\n",
    );
    expect(await ruleIdsFor(path.join(dir, 'a.ts'))).toContain('import-x/no-cycle');
  });

  it('refuses a lower layer importing a service, and one service importing another', async () => {
    const kit = path.join(plantDir('server-kit/src'), 'planted.ts');
    writeFileSync(kit, "export { createApp } from '../../../backend/src/app';\n");
    expect(await ruleIdsFor(kit)).toContain('import-x/no-restricted-paths');

    const assist = path.join(plantDir('assistance-service/src'), 'planted.ts');
    writeFileSync(assist, "export { createApp } from '../../../backend/src/app';\n");
    const ids = await ruleIdsFor(assist);
    expect(ids).toContain('import-x/no-restricted-paths');
    expect(ids).toContain('no-restricted-imports');
  });

  it('refuses a screen that imports axios instead of calling its api/ folder', async () => {
    const file = path.join(plantDir('frontend/src/app/routes'), 'planted.tsx');
    writeFileSync(file, "import axios from 'axios';\nexport const get = () => axios.get('/api/config');\n");
    expect(await ruleIdsFor(file)).toContain('no-restricted-imports');
    const allowed = path.join(plantDir('frontend/src/features/cart/api'), 'planted.ts');
    writeFileSync(allowed, "import axios from 'axios';\nexport const isHttp = axios.isAxiosError;\n");
    expect(await ruleIdsFor(allowed)).not.toContain('no-restricted-imports');
  });

  it('refuses contracts importing anything of ours', async () => {
    const file = path.join(plantDir('contracts/src'), 'planted.ts');
    writeFileSync(file, "export { AppError } from '../../../server-kit/src/errors';\n");
    expect(await ruleIdsFor(file)).toContain('import-x/no-restricted-paths');
  });
});
