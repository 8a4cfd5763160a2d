// The boundary rules in eslint.config.js must catch what they exist for: planted files have to fail lint,
// each with its rule. They are planted in a temporary copy of the tree (sources and config, with the
// installed packages linked in), so the rules see the real layout and a crashed run leaves nothing behind.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
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

async function messagesFor(file: string): Promise<Linter.LintMessage[]> {
  // The import rules resolve the config's relative zones and tsconfig paths against the process's folder.
  const previous = process.cwd();
  process.chdir(root);
  try {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintFiles([file]);
    return result?.messages ?? [];
  } finally {
    process.chdir(previous);
  }
}

async function ruleIdsFor(file: string): Promise<string[]> {
  return (await messagesFor(file)).map((message) => message.ruleId ?? message.message);
}

async function problemsFor(file: string, ruleId: string): Promise<{ line: number; message: string }[]> {
  return (await messagesFor(file))
    .filter((message) => message.ruleId === ruleId)
    .map(({ line, message }) => ({ line, message }));
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

  it('refuses an import cycle, naming the way round, through re-exports and dynamic imports too', async () => {
    const dir = plantDir('backend/src/modules');
    const plant = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
    plant('a.ts', "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
    plant('b.ts', "import { c } from './index';\nexport const b = (): number => c() - 1;\n");
    plant('index.ts', "export { c } from './c';\n");
    plant('c.ts', "import { a } from './a';\nexport const c = (): number => a() * 2;\n");
    const [problem] = await problemsFor(path.join(dir, 'a.ts'), 'store/no-import-cycle');
    const folder = path.relative(root, dir);
    expect(problem).toEqual({
      line: 1,
      message: `Import cycle: ${['a.ts', 'b.ts', 'index.ts', 'c.ts', 'a.ts'].map((name) => path.join(folder, name)).join(' → ')}.`,
    });
    // Every file on the way is told, each at its own import.
    expect(await problemsFor(path.join(dir, 'index.ts'), 'store/no-import-cycle')).toHaveLength(1);

    plant('lazy-a.ts', "export const load = () => import('./lazy-b');\n");
    plant('lazy-b.ts', "import { load } from './lazy-a';\nexport const again = load;\n");
    expect(await ruleIdsFor(path.join(dir, 'lazy-a.ts'))).toContain('store/no-import-cycle');
  });

  it('lets types go both ways: a type-only import loads nothing', async () => {
    const dir = plantDir('backend/src/modules');
    const plant = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
    plant('shape.ts', "import type { Maker } from './maker';\nexport interface Shape { made: Maker }\n");
    plant(
      'maker.ts',
      "import { type Shape } from './shape';\nexport type Maker = (shape: Shape) => void;\nexport const make: Maker = () => {};\n",
    );
    plant('user.ts', "export type { Shape } from './shape';\nexport { make } from './maker';\n");
    for (const name of ['shape.ts', 'maker.ts', 'user.ts'])
      expect(await ruleIdsFor(path.join(dir, name))).not.toContain('store/no-import-cycle');
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
