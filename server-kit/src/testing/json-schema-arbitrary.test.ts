import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { createAssistBodySchema } from '@store/contracts/assistance';
import { cartMergeBodySchema } from '@store/contracts/cart';
import { placeOrderBodySchema } from '@store/contracts/orders';
import { productListQuerySchema } from '@store/contracts/products';
import { jsonSchemaOf } from '../openapi';
import { arbitraryOf, isFilePart } from './json-schema-arbitrary';

// Formats (uuid) come with their patterns in these schemas, so the patterns check them.
const ajv = new Ajv2020({ strict: false, validateFormats: false });

describe('arbitraryOf', () => {
  it.each([
    ['an order (patterns, nested objects, arrays, string or number)', placeOrderBodySchema],
    ['a guest cart (a record keyed by ids)', cartMergeBodySchema],
    ['a help request (consts, enums and defaults)', createAssistBodySchema],
    ['the catalogue query (string or array, integers in bounds)', productListQuerySchema],
  ])('makes values that fit the JSON Schema of %s', (_name, schema: z.ZodType) => {
    const jsonSchema = jsonSchemaOf(schema, 'input');
    const fits = ajv.compile(jsonSchema);
    for (const value of fc.sample(arbitraryOf(jsonSchema), { seed: 1, numRuns: 40 })) {
      expect(fits(value), JSON.stringify({ value, errors: fits.errors })).toBe(true);
    }
  });

  it('mostly picks the known values for a named field', () => {
    const values = fc.sample(arbitraryOf({ type: 'string' }, { id: ['the-real-id'] }, 'id'), {
      seed: 2,
      numRuns: 40,
    });
    expect(values.filter((value) => value === 'the-real-id').length).toBeGreaterThan(20);
  });

  it('makes a file part for a binary field', () => {
    const [value] = fc.sample(arbitraryOf({ type: 'string', format: 'binary' }), { seed: 3, numRuns: 1 });
    expect(isFilePart(value)).toBe(true);
  });
});
