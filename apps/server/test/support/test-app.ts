import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LoginInfo } from '@yanxiu/contract/auth';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@server/app';
import { createDeps } from '@server/bootstrap';
import { loadConfig } from '@server/config';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import type { AppDeps } from '@server/platform/deps';
import {
  adminQuery,
  BASE_TEST_ENV,
  buildPgliteTemplate,
  buildPostgresTemplate,
  databaseUrl,
  readPgliteTemplate,
  TEMPLATE_ENV,
} from './database-template';

/** A tenant as tests address it: the Host header the page would have and its appId. */
export type TestTenant = { host: string; appId: string };
export const DEMO: TestTenant = { host: 'localhost', appId: 'yxdemo' };
export const DONGCHENG: TestTenant = { host: 'dongcheng.localhost', appId: 'yx110101' };
export const DEMO_PASSWORD = 'Yanxiu@2026';

export type CallOptions = {
  tenant?: TestTenant;
  /** Bearer token; omitted means no Authorization header. */
  token?: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** Leave out the appId query parameter. */
  withoutAppId?: boolean;
};

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /** Calls the API through the real app (in-process HTTP injection). */
  call(method: InjectOptions['method'], path: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Signs a demo account in and returns its login info. */
  login(username: string, tenant?: TestTenant, password?: string): Promise<LoginInfo>;
  /**
   * Another app on this app's database, as a second server process would be (its own connection pool on PostgreSQL;
   * on PGlite, which one process owns, the same database). Closing it leaves the database to this app.
   */
  twin(env?: Record<string, string>): Promise<TestApp>;
  close(): Promise<void>;
};

// The demo seed writes sample media into the blob store under DATA_DIR; a throwaway folder per test process keeps
// that out of the checkout's ./data (which `npm start` uses) and is removed when the process ends.
const TEST_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-api-test-'));
process.once('exit', () => fs.rmSync(TEST_DATA_DIR, { recursive: true, force: true }));
// A test file sends one session's calls as fast as the machine allows, which is what the general rate limits stop:
// out of reach (still counted, so their code runs in every test) unless a test sets them (rate-limit.test.ts).
const RATE_LIMITS_OUT_OF_REACH = {
  RATE_LIMIT_PER_ADDRESS: '100000000',
  RATE_LIMIT_ANONYMOUS_PER_ADDRESS: '100000000',
  RATE_LIMIT_PER_SESSION: '100000000',
};
const TEST_ENV = { ...BASE_TEST_ENV, ...RATE_LIMITS_OUT_OF_REACH, DATA_DIR: TEST_DATA_DIR };

type Fresh = {
  handle: DatabaseHandle;
  drop(): Promise<void>;
  /** Opens another handle on it (PGlite: the same one). */ reopen(): Promise<Fresh>;
};

// The global setups build one template per run and name it in the environment; a file run without them (or a
// template missing) builds its own once per process, as every file did before.
const sharedSeedDir = process.env[process.env.TEST_DB === 'postgres' ? TEMPLATE_ENV.postgresDataDir : TEMPLATE_ENV.pgliteDataDir];
if (sharedSeedDir && fs.existsSync(sharedSeedDir)) fs.cpSync(sharedSeedDir, TEST_DATA_DIR, { recursive: true });
let pgliteTemplate: Promise<Blob> | undefined;
let postgresTemplate: Promise<string> | undefined;

/** A fresh, migrated and demo-seeded database of the kind the run asks for (TEST_DB): PGlite or PostgreSQL. */
async function freshDatabase(): Promise<Fresh> {
  if (process.env.TEST_DB !== 'postgres') {
    const archive = process.env[TEMPLATE_ENV.pglite];
    pgliteTemplate ??= archive && sharedSeedDir ? readPgliteTemplate(archive) : buildPgliteTemplate(TEST_DATA_DIR);
    const handle = await openDatabase({ dataDir: 'memory://', pgliteSnapshot: await pgliteTemplate });
    const shared: Fresh = { handle: { ...handle, close: async () => undefined }, drop: async () => undefined, reopen: async () => shared };
    return { handle, drop: async () => undefined, reopen: async () => shared };
  }
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) throw new Error('TEST_PG_ADMIN_URL is not set: the api-postgres global setup did not run');
  const templateName = process.env[TEMPLATE_ENV.postgres];
  postgresTemplate ??= templateName && sharedSeedDir ? Promise.resolve(templateName) : buildPostgresTemplate(adminUrl, TEST_DATA_DIR);
  const template = await postgresTemplate;
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolMax: 5 });
  const reopen = async (): Promise<Fresh> => ({
    handle: await openDatabase({ databaseUrl: url, poolMax: 5 }),
    drop: async () => undefined,
    reopen,
  });
  return { handle, drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`), reopen };
}

/** What buildApp takes besides the dependencies (`logStream`: where the log lines go, for tests that read them). */
type BuildOptions = NonNullable<Parameters<typeof buildApp>[1]>;

/**
 * Builds the real app on a fresh, migrated and demo-seeded database. `env` overrides settings; `extend` adds test
 * routes; `options` reaches buildApp.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  options: BuildOptions = {},
): Promise<TestApp> {
  return appOn(await freshDatabase(), env, extend, options);
}

async function appOn(
  database: Fresh,
  env: Record<string, string>,
  extend?: (app: FastifyInstance) => void,
  options: BuildOptions = {},
): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const deps = await createDeps(config, database.handle);
  const app = await buildApp(deps, options);
  extend?.(app);
  await app.ready();

  const call: TestApp['call'] = (method, path, options = {}) => {
    const tenant = options.tenant ?? DEMO;
    const query = options.withoutAppId ? { ...options.query } : { appId: tenant.appId, ...options.query };
    const headers: Record<string, string> = { host: tenant.host, ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return app.inject({
      method,
      url: `/api${path}`,
      query,
      headers,
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
  };

  return {
    app,
    deps,
    call,
    async login(username, tenant = DEMO, password = DEMO_PASSWORD) {
      const response = await call('POST', '/oauthService/login', { tenant, body: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.body}`);
      return response.json().data as LoginInfo;
    },
    twin: async (twinEnv = {}) => appOn(await database.reopen(), { ...env, ...twinEnv }),
    async close() {
      await app.close();
      await database.handle.close();
      await database.drop();
    },
  };
}
