import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { parseInput } from './validate';

const schema = z.object({
  address: z.object({
    phone: z.string().regex(/^\d{10}$/, { message: 'Phone number must be exactly 10 digits.' }),
    firstName: z.string().regex(/^[A-Za-z ]+$/, { message: 'Please enter only letters.' }),
  }),
  quantity: z.number(),
});

const failure = (input: unknown): AppError => {
  try {
    parseInput(schema, input);
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error('expected a validation failure');
};

describe('parseInput', () => {
  it('returns the parsed value', () => {
    const value = { address: { phone: '0771234567', firstName: 'Nimal' }, quantity: 2 };
    expect(parseInput(schema, value)).toEqual(value);
  });

  it('keeps a message that already names its field', () => {
    const error = failure({ address: { phone: '12', firstName: 'Nimal' }, quantity: 1 });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Phone number must be exactly 10 digits.');
  });

  it('puts the field in front of a message that does not name it', () => {
    expect(failure({ address: { phone: '0771234567', firstName: 'N1mal' }, quantity: 1 }).message).toBe(
      'address.firstName: Please enter only letters.',
    );
    expect(
      failure({ address: { phone: '0771234567', firstName: 'Nimal' }, quantity: 'two' }).message,
    ).toMatch(/^quantity: /);
  });

  it('refuses a NUL character anywhere, naming the field', () => {
    expect(failure({ address: { phone: '0771234567', firstName: 'Ni\u0000mal' }, quantity: 1 }).message).toBe(
      'address.firstName: must not contain the NUL character.',
    );
  });

  it('lists every issue in the details', () => {
    const error = failure({});
    expect(Array.isArray(error.details)).toBe(true);
    expect((error.details as unknown[]).length).toBeGreaterThanOrEqual(2);
  });
});
