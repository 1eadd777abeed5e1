import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

async function refusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('isDatabaseUnavailable', () => {
  it('recognises node-postgres failing to reach a server (a real refused connection, as the pool sees it)', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://nobody@localhost:${await refusedPort()}/none`, max: 1 });
    const error = await pool.query('select 1').catch((caught: unknown) => caught);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises the server's shutdown codes, socket errors and the drivers' own messages", () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'timeout exceeded when trying to connect',
      'PGlite is closed',
      'Cannot use a pool after calling end on the pool',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('looks through drizzle and AggregateError wrappers', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], withCode('57P01') as Error))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''))).toBe(true);
  });

  it('leaves failures that are ours alone: they stay 500s', () => {
    for (const error of [
      withCode('23505'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('22P05'),
      new TypeError('boom'),
      'text',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(isDatabaseUnavailable(new DrizzleQueryError('select', [], withCode('23503') as Error))).toBe(false);
  });

  it('does not loop on a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
