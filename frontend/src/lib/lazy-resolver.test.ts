import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Form = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false };
const accepting: Resolver<Form> = (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('fetches the real resolver on first use only, and answers as it does', async () => {
    const load = vi.fn(() => Promise.resolve(accepting));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ email: 'a@example.com' }, undefined, options)).toEqual({
      values: { email: 'a@example.com' },
      errors: {},
    });
    await resolver({ email: 'b@example.com' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails when the fetch fails, and fetches again on the next use', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Form>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(accepting);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a@example.com' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect(await resolver({ email: 'a@example.com' }, undefined, options)).toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
