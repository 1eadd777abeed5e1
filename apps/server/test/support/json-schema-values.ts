import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations';

// Valid and certainly-invalid values for the JSON schemas of the OpenAPI document, for the generated security suite.
//
// `violates` answers true only when a value is certainly refused. JSON Schema here is the contract's zod schemas
// written out, and zod can be more lenient than its JSON form in one way that matters: query strings are coerced
// (`z.coerce.number()`), so text values are judged as the coercion would read them. Where the JSON form cannot tell
// (no type, a coerced boolean), the answer is false, and the suite does not use the value as a malformed input.

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const forbidden = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** NUL or a lone UTF-16 surrogate anywhere in a value, keys included: refused in every field, whatever its schema (issue 13). */
export function hasForbiddenText(value: unknown): boolean {
  if (typeof value === 'string') return forbidden(value);
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, inner]) => forbidden(key) || hasForbiddenText(inner));
  return false;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The JSON types a schema allows; undefined when it does not say. */
export function typesOf(schema: JsonSchema): Set<string> | undefined {
  if (schema.type === undefined) return undefined;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.nullable) types.add('null');
  return types;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function regexOf(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    return undefined;
  }
}

function stringBreaks(schema: JsonSchema, text: string): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return true;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return true;
  const pattern = schema.pattern === undefined ? undefined : regexOf(schema.pattern);
  return pattern !== undefined && !pattern.test(text);
}

function numberBreaks(schema: JsonSchema, value: number, integerOnly: boolean): boolean {
  // zod refuses NaN and the infinities, and its int() only safe integers.
  if (!Number.isFinite(value) || (integerOnly && !Number.isSafeInteger(value))) return true;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (minimum !== undefined && (value < minimum || (exclusiveMinimum === true && value === minimum))) return true;
  if (maximum !== undefined && (value > maximum || (exclusiveMaximum === true && value === maximum))) return true;
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) return true;
  return typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum;
}

function breaks(schema: JsonSchema, value: unknown, mode: 'json' | 'text'): boolean {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.every((alternative) => breaks(alternative, value, mode))) return true;
  if (schema.allOf?.some((part) => breaks(part, value, mode))) return true;
  return mode === 'text' ? textBreaks(schema, value) : jsonBreaks(schema, value);
}

/** A query or path value: a string, or several when the key is repeated. */
function textBreaks(schema: JsonSchema, value: unknown): boolean {
  const types = typesOf(schema);
  if (Array.isArray(value)) return types !== undefined && !types.has('array');
  if (typeof value !== 'string') return false;
  if (typeof schema.const === 'string') return value !== schema.const;
  if (schema.enum?.every((choice) => typeof choice === 'string')) return !schema.enum.includes(value);
  if (!types) return false;
  if (types.has('string')) return stringBreaks(schema, value);
  // What z.coerce.number() makes of the text; a number schema that does not coerce refuses every string anyway.
  if ([...types].every((type) => type === 'number' || type === 'integer')) return numberBreaks(schema, Number(value), !types.has('number'));
  return false;
}

function jsonBreaks(schema: JsonSchema, value: unknown): boolean {
  if (schema.const !== undefined) return !same(value, schema.const);
  if (schema.enum) return !schema.enum.some((choice) => same(choice, value));
  const types = typesOf(schema);
  const type = jsonType(value);
  if (types) {
    const integer = type === 'number' && Number.isInteger(value);
    if (!types.has(type) && !(integer && types.has('integer'))) return true;
  }
  if (typeof value === 'string') return stringBreaks(schema, value);
  if (typeof value === 'number') return numberBreaks(schema, value, types !== undefined && !types.has('number') && types.has('integer'));
  if (Array.isArray(value)) return arrayBreaks(schema, value);
  if (value && typeof value === 'object') return objectBreaks(schema, value as Record<string, unknown>);
  return false;
}

function arrayBreaks(schema: JsonSchema, value: unknown[]): boolean {
  if (schema.minItems !== undefined && value.length < schema.minItems) return true;
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return true;
  const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : undefined);
  if (tuple) return tuple.some((item, index) => index < value.length && jsonBreaks(item, value[index]));
  const items = schema.items;
  return items !== undefined && !Array.isArray(items) && value.some((item) => breaks(items, item, 'json'));
}

function objectBreaks(schema: JsonSchema, value: Record<string, unknown>): boolean {
  if (schema.required?.some((name) => !Object.hasOwn(value, name))) return true;
  for (const [name, inner] of Object.entries(value)) {
    const property = schema.properties?.[name];
    if (property && breaks(property, inner, 'json')) return true;
    if (!property && schema.additionalProperties === false) return true;
  }
  return false;
}

/**
 * True when the value is certainly refused: it breaks the schema, or holds NUL or a lone surrogate. `text` judges a
 * query or path value (a string, or an array of them for a repeated key) as the server's coercion would.
 */
export function violates(schema: JsonSchema, value: unknown, mode: 'json' | 'text' = 'json'): boolean {
  return hasForbiddenText(value) || breaks(schema, value, mode);
}

const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '5f0c3a2e-8d4b-4c1a-9e7f-2b3c4d5e6f70',
  'date-time': '2026-03-01T08:00:00.000Z',
  date: '2026-03-01',
  email: 'someone@example.com',
};

function stringExample(schema: JsonSchema, seed: number): string {
  const fits = (text: string) => !stringBreaks(schema, text);
  const format = schema.format === undefined ? undefined : FORMAT_EXAMPLES[schema.format];
  if (format !== undefined && fits(format)) return format;
  const plain = 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
  if (fits(plain)) return plain;
  const pattern = schema.pattern === undefined ? undefined : regexOf(schema.pattern);
  if (pattern) {
    try {
      const found = fc.sample(fc.stringMatching(pattern), { seed, numRuns: 50 }).find(fits);
      if (found !== undefined) return found;
    } catch {
      // a pattern fast-check cannot generate from: fall through to the plain value
    }
  }
  return plain;
}

function numberExample(schema: JsonSchema): number {
  const low = schema.minimum ?? (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined);
  const high = schema.maximum ?? (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined);
  if ((low === undefined || low <= 1) && (high === undefined || high >= 1)) return 1;
  return low ?? high ?? 1;
}

/** A value the schema accepts (its required parts only), chosen deterministically from `seed`. */
export function exampleOf(schema: JsonSchema, seed: number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return exampleOf(alternatives.find((alternative) => alternative.type !== 'null') ?? alternatives[0]!, seed);
  if (schema.allOf?.length) return exampleOf(Object.assign({}, ...schema.allOf) as JsonSchema, seed);
  const type = [...(typesOf(schema) ?? new Set(['string']))].find((candidate) => candidate !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return stringExample(schema, seed);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'array': {
      const tuple = schema.prefixItems ?? (Array.isArray(schema.items) ? schema.items : undefined);
      if (tuple) return tuple.map((item, index) => exampleOf(item, seed + index));
      const items = schema.items as JsonSchema | undefined;
      return Array.from({ length: schema.minItems ?? 0 }, (_, index) => exampleOf(items ?? {}, seed + index));
    }
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name, index) => [name, exampleOf(schema.properties?.[name] ?? {}, seed + index)]),
      );
    default:
      return null;
  }
}
