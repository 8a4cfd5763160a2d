import type { z } from 'zod';
import { AppError } from './errors';

/** Parses input with a contract schema; a failure is a 400 whose message names the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where = 'body'): z.output<S> {
  const nulField = findNulCharacter(input, where);
  // PostgreSQL text cannot hold NUL, so it is refused here rather than failing later as a 500.
  if (nulField)
    throw new AppError(400, `${nulField}: must not contain the NUL character.`, 'validation_failed');
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
  // A contract message that already names its field ("Phone number must be exactly 10 digits.", "Please
  // select a product size") stands alone; any other gets the field in front so the caller knows what to fix.
  const lastSegment = field.split('.').pop() ?? field;
  const letters = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
  return letters(message).includes(letters(lastSegment)) ? message : `${field}: ${message}`;
}

function findNulCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = depth === 0 ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return childPath;
    const found = findNulCharacter(child, childPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}
