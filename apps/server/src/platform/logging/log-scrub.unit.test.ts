import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { REDACTED, scrubError, scrubLogObject, scrubMessage, scrubUrl } from './log-scrub';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

/** A driver error as node-postgres and PGlite shape a unique violation (PGlite also copies the parameters on). */
function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "users_tenant_username_key"'), {
    code: '23505',
    constraint: 'users_tenant_username_key',
    table: 'users',
    schema: 'public',
    detail: 'Key (tenant_id, lower(username))=(1, secret-user) already exists.',
    params: [1, 'secret-user', HASH],
    query: 'insert into "users" ...',
  });
}

describe('scrubError', () => {
  it('keeps a failed query statement, SQLSTATE, constraint and table, and drops its parameters everywhere', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("username", "password_hash") values ($1, $2)',
      ['secret-user', HASH],
      uniqueViolation(),
    );
    const scrubbed = scrubError(error) as Record<string, unknown>;
    const text = JSON.stringify(scrubbed);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('secret-user');
    expect(scrubbed).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      sql: 'insert into "users" ("username", "password_hash") values ($1, $2)',
      cause: { code: '23505', constraint: 'users_tenant_username_key', table: 'users', schema: 'public' },
    });
    expect(scrubbed.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
  });

  it('removes the value a data error quotes, and drizzle parameters quoted inside another message', () => {
    expect(scrubMessage('invalid input syntax for type uuid: "tok-123"')).toBe(`invalid input syntax for type uuid: "${REDACTED}"`);
    expect(scrubMessage('column "name" of relation "users" violates not-null constraint')).toBe(
      'column "name" of relation "users" violates not-null constraint',
    );
    const wrapped = new Error(`import failed: Failed query: insert into x values ($1)\nparams: ${HASH}`);
    expect(JSON.stringify(scrubError(wrapped))).not.toContain('argon2');
  });

  it('is idempotent and survives cycles', () => {
    const error = uniqueViolation() as Error & { cause?: unknown };
    error.cause = error;
    const once = scrubError(error);
    expect(scrubError(once)).toBe(once);
  });
});

describe('scrubLogObject', () => {
  it('replaces secret-named fields at any depth and scrubs errors inside', () => {
    const logged = scrubLogObject({
      tenantId: 3,
      body: { username: 'a', password: 'p', nested: [{ clientSecret: 's', accessToken: 't', client_secret_sealed: 'v1.x' }] },
      jti: 'j',
      failure: uniqueViolation(),
    });
    expect(logged).toMatchObject({
      tenantId: 3,
      body: {
        username: 'a',
        password: REDACTED,
        nested: [{ clientSecret: REDACTED, accessToken: REDACTED, client_secret_sealed: REDACTED }],
      },
      jti: REDACTED,
    });
    expect(JSON.stringify(logged)).not.toMatch(/secret-user|argon2/);
  });
});

describe('scrubUrl', () => {
  it('keeps the path and harmless parameters and replaces secret ones', () => {
    expect(scrubUrl('/pc/portal/return?code=abc&state=xyz&appId=yxdemo')).toBe(
      `/pc/portal/return?code=${REDACTED}&state=${REDACTED}&appId=yxdemo`,
    );
    expect(scrubUrl('/api/media/1?uid=2&exp=3&sig=abcdef')).toBe(`/api/media/1?uid=2&exp=3&sig=${REDACTED}`);
    expect(scrubMessage('Route GET:/api/x?access_token=abc not found')).toBe(`Route GET:/api/x?access_token=${REDACTED} not found`);
  });
});
