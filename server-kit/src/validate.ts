import type { z } from 'zod';
import { AppError } from './errors';

/** Parses input with a contract schema; a failure is a 400 whose message names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where = 'body'): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || where,
    message: issue.message,
  }));
  const first = issues[0];
  const message = first ? describeIssue(first.field, first.message) : `Invalid ${where}.`;
  throw new AppError(400, message, 'validation_failed', issues);
}

function describeIssue(field: string, message: string): string {
  // Contract messages that already speak to the shopper ("Phone number must be exactly 10 digits.") stand
  // alone; zod's generic ones get the field name in front so the caller knows what to fix.
  if (/^[A-Z]/.test(message) && message.endsWith('.')) return message;
  return `${field}: ${message}`;
}
