import { describe, expect, it } from 'vitest';
import { assistanceApiOperations } from './assistance-api';
import { mainApiOperations } from './main-api';

describe.each([
  ['the main API', mainApiOperations],
  ['the assistance service', assistanceApiOperations],
])('the operation table of %s', (_name, operations) => {
  it('lists each method and path once', () => {
    const keys = operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("names each path parameter in the operation's params schema, and no other", () => {
    for (const operation of operations) {
      const inPath = [...operation.path.matchAll(/:(\w+)/g)].map((found) => found[1]).sort();
      const inSchema = Object.keys(operation.params?.shape ?? {}).sort();
      expect(inSchema, `${operation.method} ${operation.path}`).toEqual(inPath);
    }
  });

  it('gives every operation at least one successful answer', () => {
    for (const operation of operations) {
      const statuses = Object.keys(operation.responses).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 400),
        `${operation.method} ${operation.path}`,
      ).toBe(true);
    }
  });
});
