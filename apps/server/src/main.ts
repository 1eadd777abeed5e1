import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { createDeps, prepareDatabase, type PrepareReport } from './bootstrap';
import { scrubError } from '@server/platform/logging/log-scrub';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@server/seed/demo-data';

function banner(config: Config, report: PrepareReport, url: string): string {
  const lines = [
    '',
    `  Yanxiu is running at ${url}/pc/`,
    `  API docs:           ${url}/api/docs`,
    `  Database:           ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`}`,
  ];
  if (config.DEMO_DATA) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((account) => account.username).join(', ')}`);
    const port = new URL(url).port;
    lines.push('  Tenants:');
    for (const tenant of report.tenants) lines.push(`    ${tenant.appId.padEnd(10)} http://${tenant.hostnames[0]}:${port}/pc/`);
  }
  return `${lines.join('\n')}\n\n`;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const deps = await createDeps(config);
  const report = await prepareDatabase(deps);
  const app = await buildApp(deps);
  if (report.seeded.length > 0) app.log.info({ tenants: report.seeded }, 'seeded demo data');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await deps.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  process.stdout.write(banner(config, report, `http://localhost:${port}`));
}

main().catch((error: unknown) => {
  // Scrubbed like every log line: a failed seed or migration statement must not print its parameters.
  const scrubbed = scrubError(error) as { stack?: string; message?: string; sql?: string } | string;
  const text =
    typeof scrubbed === 'object' ? [scrubbed.stack ?? scrubbed.message, scrubbed.sql].filter(Boolean).join('\n') : String(scrubbed);
  process.stderr.write(`Yanxiu failed to start: ${text}\n`);
  process.exit(1);
});
