import { ACCESS_EXTENSIONS } from '@server/platform/http/openapi';

/** The parts of JSON Schema (as the OpenAPI document writes the contract's zod schemas) the security suite reads. */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Parameter = { name: string; in: 'query' | 'path' | 'header' | 'cookie'; required: boolean; schema: JsonSchema };

/** One operation of the document, with who may call it as the document declares it. */
export type Operation = {
  /** `GET /api/training/orders`: how failures name the operation. */
  id: string;
  method: string;
  /** The document's path, with `{name}` placeholders. */
  path: string;
  /** Whether the document says anything about access (x-public); an operation without it is a defect. */
  declared: boolean;
  isPublic: boolean;
  tenantless: boolean;
  /** Roles allowed; undefined means any signed-in user of the tenant. */
  roles: string[] | undefined;
  parameters: Parameter[];
  body: { contentType: string; schema: JsonSchema } | undefined;
};

type DocumentOperation = {
  parameters?: Array<{ name: string; in: Parameter['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
} & Record<string, unknown>;

type Document = { paths?: Record<string, Record<string, DocumentOperation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every API operation (paths under /api/) of an OpenAPI document, in document order. */
export function readOperations(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document as Document).paths ?? {})) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const roles = operation[ACCESS_EXTENSIONS.roles];
      const content = Object.entries(operation.requestBody?.content ?? {})[0];
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        declared: typeof operation[ACCESS_EXTENSIONS.public] === 'boolean',
        isPublic: operation[ACCESS_EXTENSIONS.public] === true,
        tenantless: operation[ACCESS_EXTENSIONS.tenantless] === true,
        roles: Array.isArray(roles) ? roles.map(String) : undefined,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true || parameter.in === 'path',
          schema: parameter.schema ?? {},
        })),
        body: content ? { contentType: content[0], schema: content[1].schema ?? {} } : undefined,
      });
    }
  }
  return operations;
}

/** Who may call an operation, in words: one line of the reviewed access matrix. */
export function accessOf(operation: Operation): string {
  if (!operation.declared) return 'UNDECLARED';
  const who = operation.isPublic ? 'public' : operation.roles ? operation.roles.join(', ') : 'any signed-in user';
  return operation.tenantless ? `${who}; no tenant` : who;
}
