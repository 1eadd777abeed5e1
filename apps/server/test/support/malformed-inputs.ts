import fc from 'fast-check';
import { exampleOf, typesOf, violates } from './json-schema-values';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';

// Malformed requests for one operation of the OpenAPI document, generated from its parameter and body schemas.
//
// Every case carries at least one "breaker": a change the server must refuse whatever else the request holds (a
// value `violates` its schema, NUL or a lone surrogate, a body the parser refuses, a wrong appId). That is what lets
// the suite require that a case writes nothing even on operations that write on valid input. On top of a breaker a
// case may carry "decorations" (prototype keys, extra fields and parameters, odd headers): hostile, but not refused
// on their own. The rest of the request is a valid example, so the breaker is what the server meets.

/** A request as app.inject takes it. */
export type MalformedRequest = { method: string; url: string; headers: Record<string, string>; payload?: string };
export type MalformedCase = {
  label: string;
  /** True when the server must refuse the request (4xx): it carries a breaker. */
  refused: boolean;
  request: MalformedRequest;
};

type Body = { json: unknown } | { raw: string; contentType: string };
type Draft = { path: Map<string, string>; query: Array<[string, string]>; body: Body | undefined; headers: Record<string, string> };
type Change = { label: string; apply(draft: Draft): void };

export type MalformedOptions = {
  /** The tenant's appId the valid part of the request carries. */
  appId: string;
  /** Fixes every random choice, so a failure reproduces. */
  seed: number;
  /** The server's JSON body limit: a longer body is refused before any schema. */
  bodyLimit: number;
  /** The fewest cases to produce. */
  minimum: number;
};

const MEGABYTE = 1_000_000;
const enc = encodeURIComponent;

// What a probe stored to crash the browser (issue 35): text one character past a field's longest, made of what pages
// lay out worst. A letter carrying stacked combining marks takes a browser time that grows as the square of their
// number, and markup tests that a refusal does not echo it. The server must refuse every one, whatever the field.
/** A letter carrying `length - 1` combining acute accents: `length` UTF-16 units, as zod counts them. */
export const stackedMarks = (length: number) => `Z${'\u0301'.repeat(Math.max(0, length - 1))}`;
// No whitespace in it: a cut that ended in a space would be trimmed back to the longest and accepted.
const MARKUP = '<svg/onload=window.__pwned=1>';
/** Markup that would set window.__pwned if a page ran it, repeated to `length` units. */
export const scriptMarkup = (length: number) => MARKUP.repeat(Math.ceil(length / MARKUP.length)).slice(0, length);

/** Text one past the schema's longest string, of each hostile kind; none when the schema states no longest. */
function pastLongest(schema: JsonSchema | undefined): Array<[string, string]> {
  if (schema?.maxLength === undefined || schema.maxLength >= MEGABYTE) return [];
  const length = schema.maxLength + 1;
  return [
    ['one past its longest, a letter with stacked combining marks', stackedMarks(length)],
    ['one past its longest, script markup', scriptMarkup(length)],
  ];
}

/** Stable per operation, so that adding an operation does not change the cases of the others. */
function seedOf(text: string, seed: number): number {
  let hash = seed | 0;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** Values of every JSON type but the allowed ones (a number with a fraction where only integers are allowed). */
function wrongTypes(schema: JsonSchema): Array<[string, unknown]> {
  const candidates: Array<[string, unknown]> = [
    ['a string', 'not the right type'],
    ['a number', 12_345],
    ['a fraction', 1.5],
    ['a boolean', true],
    ['null', null],
    ['an array', ['x']],
    ['an object', { nested: 'x' }],
  ];
  return typesOf(schema) ? candidates.filter(([, value]) => violates(schema, value)) : [];
}

/** Certainly refused values for a body field, with labels. */
function jsonBreakers(schema: JsonSchema, example: unknown, bodyLimit: number): Array<[string, unknown]> {
  const text = typeof example === 'string' && example.length > 0 ? example : 'a';
  const half = Math.ceil(text.length / 2);
  const candidates: Array<[string, unknown]> = [
    ...wrongTypes(schema),
    ['a NUL byte', `${text.slice(0, half)}\u0000${text.slice(half)}`],
    ['a lone high surrogate', `${text.slice(0, half)}\ud800${text.slice(half)}`],
    ['a lone low surrogate', '\udfff'],
    ['an empty string', ''],
    ['a value outside its choices', 'zz-not-a-choice'],
    ['path traversal', '../../../../etc/passwd'],
    ['SQL', "1' OR '1'='1'; drop table users; --"],
    ['a 1 MB string', 'a'.repeat(MEGABYTE)],
    ['a negative number', -1],
    ['a huge negative number', -1e308],
    ['a huge number', 1e308],
    ['an unsafe integer', 2 ** 53 + 2],
    ['an empty object', {}],
    ['an array of wrong items', [{ nested: [null] }]],
  ];
  candidates.push(...pastLongest(schema));
  const items = schema.items && !Array.isArray(schema.items) ? schema.items : undefined;
  // Each item of a list of texts (tags, choices) is bounded too.
  for (const [label, text] of pastLongest(items)) candidates.push([`an item ${label}`, [text]]);
  const found = candidates.filter(([, value]) => violates(schema, value));
  if (typesOf(schema)?.has('string') && !found.some(([label]) => label === 'a 1 MB string')) {
    // No length limit the schema states: a string past the body limit is refused by the parser instead.
    found.push(['a string past the body limit', 'a'.repeat(bodyLimit + 1)]);
  }
  if (schema.maxItems !== undefined && schema.maxItems < 10_000 && schema.items && !Array.isArray(schema.items)) {
    found.push(['one item too many', Array.from({ length: schema.maxItems + 1 }, () => exampleOf(schema.items as JsonSchema, 1))]);
  }
  return found;
}

/** Certainly refused raw (already percent-encoded) query or path values, with labels. */
function textBreakers(parameter: Parameter, example: string): Array<[string, string]> {
  const raw: Array<[string, string, string[]]> = [
    // label, raw text on the wire, the values the server may decode it to
    ['a NUL byte', `${enc(example)}%00`, [`${example}\u0000`]],
    ['not a number', 'abc', ['abc']],
    ['a fraction', '1.5', ['1.5']],
    ['a negative number', '-1', ['-1']],
    ['an overflowing number', '1e400', ['1e400']],
    ['an unsafe integer', '99999999999999999999', ['99999999999999999999']],
    ['an empty value', '', ['']],
    ['a value outside its choices', 'zz-not-a-choice', ['zz-not-a-choice']],
    ['path traversal', '..%2F..%2F..%2Fetc%2Fpasswd', ['../../../etc/passwd']],
    ['SQL', enc("1' OR '1'='1"), ["1' OR '1'='1"]],
    ['a prototype key', '__proto__', ['__proto__']],
    ['a lone surrogate in UTF-8', '%ED%A0%80', ['%ED%A0%80', '\ufffd\ufffd\ufffd']],
    ['an overlong NUL', '%C0%80', ['%C0%80', '\ufffd\ufffd', '\u0000']],
    ['a 1 MB value', 'a'.repeat(MEGABYTE), ['a'.repeat(MEGABYTE)]],
  ];
  for (const [label, text] of pastLongest(parameter.schema)) raw.push([label, enc(text), [text]]);
  return raw
    .filter(([, , decoded]) => decoded.every((value) => violates(parameter.schema, value, 'text')))
    .map(([label, text]) => [label, text]);
}

/** Changes a body field: a value, or an unparsed JSON token (`1e400` parses to Infinity). */
function setField(draft: Draft, name: string, value: unknown, token?: string): void {
  const body = draft.body as { json: Record<string, unknown> };
  if (token === undefined) {
    body.json = { ...body.json, [name]: value };
    return;
  }
  const marker = '__RAW_TOKEN__';
  draft.body = { raw: JSON.stringify({ ...body.json, [name]: marker }).replace(`"${marker}"`, token), contentType: 'application/json' };
}

function fieldBreakers(operation: Operation, base: Draft, options: MalformedOptions): Change[] {
  const changes: Change[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.name === 'appId' || (parameter.in !== 'query' && parameter.in !== 'path')) continue;
    const where = `${parameter.in} ${parameter.name}`;
    const example = String(exampleOf(parameter.schema, options.seed));
    for (const [label, text] of textBreakers(parameter, example)) {
      changes.push({
        label: `${where}: ${label}`,
        apply: (draft) => {
          if (parameter.in === 'path') draft.path.set(parameter.name, text);
          else draft.query = [...draft.query.filter(([key]) => key !== parameter.name), [parameter.name, text]];
        },
      });
    }
    if (parameter.in === 'query' && !typesOf(parameter.schema)?.has('array')) {
      changes.push({
        label: `${where}: repeated`,
        apply: (draft) => void draft.query.push([parameter.name, enc(example)], [parameter.name, enc(example)]),
      });
    }
    if (parameter.in === 'query' && parameter.required) {
      changes.push({
        label: `${where}: missing`,
        apply: (draft) => void (draft.query = draft.query.filter(([key]) => key !== parameter.name)),
      });
    }
  }
  const schema = operation.body?.schema;
  const json = base.body && 'json' in base.body ? base.body.json : undefined;
  if (!schema?.properties || !json || typeof json !== 'object' || Array.isArray(json)) return changes;
  for (const [name, property] of Object.entries(schema.properties)) {
    const example = (json as Record<string, unknown>)[name] ?? exampleOf(property, options.seed);
    for (const [label, value] of jsonBreakers(property, example, options.bodyLimit)) {
      changes.push({ label: `body ${name}: ${label}`, apply: (draft) => setField(draft, name, value) });
    }
    if (typesOf(property)?.has('number') || typesOf(property)?.has('integer')) {
      changes.push({ label: `body ${name}: an infinite number`, apply: (draft) => setField(draft, name, undefined, '1e400') });
    }
    if (schema.required?.includes(name)) {
      changes.push({
        label: `body ${name}: missing`,
        apply: (draft) => {
          const { [name]: _dropped, ...rest } = (draft.body as { json: Record<string, unknown> }).json;
          draft.body = { json: rest };
        },
      });
    }
  }
  return changes;
}

/** Fastify's parser refuses the body before any schema sees it. */
const REFUSED_BY_PARSER = Symbol('refused by the body parser');

/** Whole-body changes: kept when the parser refuses them or the schema refuses what the parser makes of them. */
function bodyBreakers(operation: Operation, base: Draft, options: MalformedOptions): Change[] {
  if (!operation.body || !base.body || !('json' in base.body)) return [];
  const schema = operation.body.schema;
  const valid = JSON.stringify(base.body.json);
  const inner = valid.startsWith('{') && valid !== '{}' ? `,${valid.slice(1)}` : '}';
  const nested = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
  // label, body, content type, what the parser makes of it
  const candidates: Array<[string, string, string, unknown]> = [
    ['a prototype key', `{"__proto__":{"isAdmin":true,"roles":["district_admin"]}${inner}`, 'application/json', REFUSED_BY_PARSER],
    ['a constructor prototype', `{"constructor":{"prototype":{"isAdmin":true}}${inner}`, 'application/json', REFUSED_BY_PARSER],
    ['nested prototype keys', `{"a":{"__proto__":{"polluted":1}}${inner}`, 'application/json', REFUSED_BY_PARSER],
    ['malformed JSON', valid.slice(0, -1), 'application/json', REFUSED_BY_PARSER],
    ['empty with a JSON content type', '', 'application/json', REFUSED_BY_PARSER],
    ['JSON past the body limit', JSON.stringify({ padding: 'a'.repeat(options.bodyLimit) }), 'application/json', REFUSED_BY_PARSER],
    ['an array instead of an object', `[${valid}]`, 'application/json', [base.body.json]],
    ['deeply nested arrays', nested, 'application/json', []],
    ['null', 'null', 'application/json', null],
    ['a bare number', '42', 'application/json', 42],
    ['a bare string', '"text"', 'application/json', 'text'],
    ['no fields', '{}', 'application/json', {}],
    ['the same JSON as text/plain', valid, 'text/plain', valid],
    ['a form instead of JSON', 'a=1&b=2', 'application/x-www-form-urlencoded', { a: '1', b: '2' }],
    ['broken multipart', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n', 'multipart/form-data; boundary=x', undefined],
    ['XML', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', 'application/xml', REFUSED_BY_PARSER],
  ];
  return candidates
    .filter(([, , , parsed]) => parsed === REFUSED_BY_PARSER || violates(schema, parsed))
    .map(([label, text, contentType]) => ({ label: `body: ${label}`, apply: (draft) => void (draft.body = { raw: text, contentType }) }));
}

/** The appId must name the host's tenant exactly; anything else is refused before the route. */
function appIdBreakers(operation: Operation, options: MalformedOptions): Change[] {
  if (operation.tenantless) return [];
  const set = (label: string, values: string[]): Change => ({
    label: `appId: ${label}`,
    apply: (draft) =>
      void (draft.query = [
        ...draft.query.filter(([key]) => key !== 'appId'),
        ...values.map((value): [string, string] => ['appId', value]),
      ]),
  });
  const appId = enc(options.appId);
  return [
    set('missing', []),
    set('empty', ['']),
    set('repeated', [appId, appId]),
    set('a NUL byte', [`${appId}%00`]),
    set('upper case', [appId.toUpperCase()]),
    set('a prototype key', ['__proto__']),
    set('a 1 MB value', ['a'.repeat(MEGABYTE)]),
    set('a look-alike letter', [enc(options.appId.replace('o', '\u043e'))]),
  ];
}

/** Hostile extras that are not refused on their own; only ever added to a breaker. */
const DECORATIONS: Change[] = [
  {
    label: 'prototype keys in the query',
    apply: (draft) => void draft.query.push(['__proto__[polluted]', '1'], ['constructor[prototype][polluted]', '1']),
  },
  { label: 'NUL in a query key', apply: (draft) => void draft.query.push(['%00', '%00']) },
  {
    label: 'extra query parameters',
    apply: (draft) => void draft.query.push(['debug', 'true'], ['tenantId', '2'], ['role', 'district_admin']),
  },
  { label: 'an odd request id', apply: (draft) => void (draft.headers['x-request-id'] = `../../${'A'.repeat(300)}<script>`) },
  { label: 'forwarded addresses', apply: (draft) => void (draft.headers['x-forwarded-for'] = '10.0.0.1, 127.0.0.1, ::1') },
  { label: 'an unknown language', apply: (draft) => void (draft.headers['accept-language'] = 'xx-YY;q=2, *;q=-1') },
  {
    label: 'extra body fields',
    apply: (draft) => {
      if (draft.body && 'json' in draft.body && draft.body.json && typeof draft.body.json === 'object' && !Array.isArray(draft.body.json)) {
        draft.body.json = { ...draft.body.json, isAdmin: true, tenantId: 2, roles: ['district_admin'], userId: '1', constructor: 'x' };
      }
    },
  },
];

function baseDraft(operation: Operation, options: Pick<MalformedOptions, 'appId' | 'seed'>): Draft {
  const draft: Draft = { path: new Map(), query: [], body: undefined, headers: {} };
  if (!operation.tenantless) draft.query.push(['appId', enc(options.appId)]);
  for (const parameter of operation.parameters) {
    if (parameter.name === 'appId') continue;
    const example = exampleOf(parameter.schema, options.seed);
    if (parameter.in === 'path') draft.path.set(parameter.name, enc(String(example)));
    else if (parameter.in === 'query' && parameter.required) draft.query.push([parameter.name, enc(String(example))]);
  }
  if (operation.body) draft.body = { json: exampleOf(operation.body.schema, options.seed) };
  return draft;
}

function render(operation: Operation, draft: Draft): MalformedRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.path.get(name) ?? '1');
  const query = draft.query.map(([key, value]) => `${key}=${value}`).join('&');
  const request: MalformedRequest = {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers: { host: 'localhost', ...draft.headers },
  };
  if (draft.body && 'raw' in draft.body) {
    request.headers['content-type'] = draft.body.contentType;
    request.payload = draft.body.raw;
  } else if (draft.body) {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(draft.body.json);
  }
  return request;
}

/** The operation called with valid example values: what the access probes send, so only the caller is wrong. */
export function exampleRequest(operation: Operation, options: Pick<MalformedOptions, 'appId' | 'seed'>): MalformedRequest {
  return render(operation, baseDraft(operation, options));
}

function apply(operation: Operation, base: Draft, changes: Change[], refused: boolean): MalformedCase {
  const draft = structuredClone(base);
  for (const change of changes) change.apply(draft);
  return { label: changes.map((change) => change.label).join(' + '), refused, request: render(operation, draft) };
}

/**
 * At least `options.minimum` malformed requests for the operation: each breaker alone, then seeded combinations of a
 * breaker with decorations. The same seed gives the same cases. An operation that takes no input at all (health)
 * has nothing to break: it gets the decorations alone, which it may accept.
 */
export function malformedCases(operation: Operation, options: MalformedOptions): MalformedCase[] {
  const base = baseDraft(operation, options);
  const breakers = [
    ...fieldBreakers(operation, base, options),
    ...bodyBreakers(operation, base, options),
    ...appIdBreakers(operation, options),
  ];
  const refused = breakers.length > 0;
  const cases = breakers.map((breaker) => apply(operation, base, [breaker], true));
  const combinations = Math.max(options.minimum - cases.length, 8);
  const decorations = fc.subarray(DECORATIONS, { minLength: 1, maxLength: 3 });
  const picks = fc.sample(fc.tuple(refused ? fc.constantFrom(...breakers) : fc.constant(undefined), decorations), {
    seed: seedOf(operation.id, options.seed),
    numRuns: combinations,
  });
  // Decorations first: the breaker is applied last, so no decoration can undo it.
  for (const [breaker, extras] of picks) cases.push(apply(operation, base, breaker ? [...extras, breaker] : extras, refused));
  return cases;
}
