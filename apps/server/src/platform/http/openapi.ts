import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import '@server/platform/fastify-augment';

/**
 * Who may call an operation, as the OpenAPI document declares it. The values are the routes' own `config` (what the
 * tenant and session hooks enforce), so the document cannot drift from the hooks, and tools (the generated security
 * suite in apps/server/test/security) read the access rules of every operation from the document alone.
 */
export const ACCESS_EXTENSIONS = {
  /** true: no session needed (`config.public`). */
  public: 'x-public',
  /** The roles allowed (`config.roles`); absent means any signed-in user of the tenant. */
  roles: 'x-roles',
  /** true: serves no tenant in particular, no appId check (`config.tenantless`). */
  tenantless: 'x-tenantless',
} as const;

/** The contract's zod schemas as JSON schemas, plus each operation's access declaration. */
export const openApiTransform: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (!input.schema) return transformed;
  const config = input.route.config ?? {};
  const access: FastifySchema & Record<string, unknown> = { [ACCESS_EXTENSIONS.public]: config.public === true };
  if (config.roles) access[ACCESS_EXTENSIONS.roles] = [...config.roles];
  if (config.tenantless) access[ACCESS_EXTENSIONS.tenantless] = true;
  // An empty requirement list is OpenAPI's way of saying that the operation takes no bearer token.
  if (config.public) access.security = [];
  return { ...transformed, schema: { ...transformed.schema, ...access } };
};
