// The boundary rules in eslint.config.js must catch what they exist for: planted files (written into the
// real tree, so the rules see real paths, and removed afterwards) have to fail lint, each with its rule.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const planted: string[] = [];

function plantDir(parent: string): string {
  const dir = mkdtempSync(path.join(root, parent, 'lint-plant-'));
  planted.push(dir);
  return dir;
}

async function ruleIdsFor(file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

describe('lint boundaries', () => {
  it('refuses a feature that imports another feature', async () => {
    const dir = plantDir('frontend/src/features/cart');
    const file = path.join(dir, 'planted.ts');
    writeFileSync(file, "export { productReading } from '../../product/components/product-details';\n");
    expect(await ruleIdsFor(file)).toContain('import-x/no-restricted-paths');
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

  it('refuses contracts importing anything of ours', async () => {
    const file = path.join(plantDir('contracts/src'), 'planted.ts');
    writeFileSync(file, "export { AppError } from '../../../server-kit/src/errors';\n");
    expect(await ruleIdsFor(file)).toContain('import-x/no-restricted-paths');
  });
});
