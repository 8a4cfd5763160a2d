import { z } from 'zod';

/** Every id the API hands out is a UUID string, under the spec's field name `_id`. */
export const idSchema = z.uuid({ message: 'must be a valid id' });

export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** Capped text: trimmed, required, at most `max` characters. */
export const text = (max: number, label = 'This field') =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.` })
    .max(max, { message: `${label} must be at most ${max} characters.` });

/**
 * A number, or a string of plain decimal digits (forms and query strings send numbers as text).
 * `Number()` would also read "0x10" as 16, "1e3" as 1000 and "" as 0; those are refused.
 */
export const decimalNumber = <Schema extends z.ZodType<number>>(schema: Schema) =>
  z.preprocess((value) => (typeof value === 'string' ? readDecimal(value) : value), schema);

/** Plain decimal digits (a minus and a fraction allowed, spaces around) as their number, anything else NaN. */
export const readDecimal = (value: string): number =>
  /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : NaN;

/** LKR amounts travel as numbers with at most two decimals, as the spec shows them. */
export const lkrAmount = z
  .number()
  .nonnegative()
  .max(100_000_000)
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      message: 'must have at most two decimals',
    },
  );

export { CURRENCY, DELIVERY_FEE_LKR } from './constants';

/** What a socket.io request answers through its acknowledgement (both services). */
export type SocketAck<T extends object = object> =
  ({ success: true } & T) | { success: false; message: string; status?: number };
