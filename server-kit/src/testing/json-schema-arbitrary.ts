// Valid values for the JSON Schemas of an OpenAPI document (the subset z.toJSONSchema writes for the
// contracts), as fast-check arbitraries: the hostile sweep builds each request from one of these before it
// breaks one part of it.
import fc from 'fast-check';

export type JsonSchema = Record<string, unknown>;

/** A `format: binary` field: sent as a file part of a multipart body. */
export interface FilePart {
  kind: 'file';
  bytes: Buffer;
  filename: string;
  contentType: string;
}

export const filePart = (bytes: Buffer, filename: string, contentType: string): FilePart => ({
  kind: 'file',
  bytes,
  filename,
  contentType,
});

export const isFilePart = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'file';

/**
 * Real values by field or parameter name (ids that exist, files the server accepts), mixed into generated
 * ones so that valid requests also get past "not found" and reach the code behind it.
 */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

/** Generated strings stay short: valid requests are about shape, the hostile values bring the size. */
const LONGEST_STRING = 40;
const MOST_ITEMS = 3;

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const schemaList = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : []);
const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null ? (value as JsonSchema) : {};

/** Values valid for `schema`; `name` picks known values for a property or parameter of that name. */
export function arbitraryOf(
  schema: JsonSchema,
  known: KnownValues = {},
  name?: string,
): fc.Arbitrary<unknown> {
  const generated = generate(schema, known);
  const real = name === undefined ? undefined : known[name];
  if (!real || real.length === 0) return generated;
  return fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: generated, weight: 1 });
}

function generate(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = [...schemaList(schema.anyOf), ...schemaList(schema.oneOf)];
  if (choices.length > 0) return fc.oneof(...choices.map((choice) => generate(choice, known)));
  const { type } = schema;
  if (Array.isArray(type)) return fc.oneof(...type.map((each) => generate({ ...schema, type: each }, known)));
  switch (type) {
    case 'string':
      return schema.format === 'binary'
        ? fc.constant(filePart(Buffer.from('not really a file'), 'file.bin', 'application/octet-stream'))
        : stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.oneof(integerOf(schema), doubleOf(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = numberOr(schema.minItems, 0);
      const maxLength = Math.max(minLength, Math.min(numberOr(schema.maxItems, MOST_ITEMS), MOST_ITEMS));
      return fc.array(generate(asSchema(schema.items), known), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, known);
    default:
      // An unconstrained schema (`{}`): any small JSON value fits.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = Math.max(minLength, Math.min(numberOr(schema.maxLength, LONGEST_STRING), LONGEST_STRING));
  const fits = (value: string) =>
    value.length >= minLength && value.length <= numberOr(schema.maxLength, Infinity);
  if (typeof schema.pattern === 'string') {
    // A pattern may ask for more characters than LONGEST_STRING (a 43-character token): its own length wins.
    return fc
      .stringMatching(new RegExp(schema.pattern, 'u'), { maxLength: Math.max(maxLength, 128) })
      .filter(fits);
  }
  // Printable text that does not start or end with a space, since the contracts trim before they check.
  return fc
    .string({ minLength, maxLength })
    .map((value) => value.trim())
    .filter((value) => value.length >= minLength);
}

function bounds(schema: JsonSchema): { min: number; max: number } {
  return {
    min: numberOr(schema.minimum, numberOr(schema.exclusiveMinimum, -1_000)),
    max: numberOr(schema.maximum, numberOr(schema.exclusiveMaximum, 1_000)),
  };
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  const low = Math.ceil(typeof schema.exclusiveMinimum === 'number' ? min + 1e-9 : min);
  const high = Math.floor(typeof schema.exclusiveMaximum === 'number' ? max - 1e-9 : max);
  return fc.integer({ min: low, max: Math.max(low, high) });
}

function doubleOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema);
  return fc.double({
    min,
    max,
    minExcluded: typeof schema.exclusiveMinimum === 'number',
    maxExcluded: typeof schema.exclusiveMaximum === 'number',
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectOf(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = Object.entries(asSchema(schema.properties));
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  if (properties.length === 0 && typeof schema.additionalProperties === 'object') {
    const keys = schema.propertyNames
      ? stringOf(asSchema(schema.propertyNames))
      : fc.string({ maxLength: 12 });
    return fc.dictionary(keys, generate(asSchema(schema.additionalProperties), known), {
      maxKeys: MOST_ITEMS,
    });
  }
  return fc.record(
    Object.fromEntries(properties.map(([key, child]) => [key, arbitraryOf(asSchema(child), known, key)])),
    { requiredKeys: required.filter((key) => properties.some(([name]) => name === key)) },
  );
}
