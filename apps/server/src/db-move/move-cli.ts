// `npm run db:move -- --to postgres://user:password@host/db`: copies DATA_DIR's embedded database into that empty
// PostgreSQL database (move-database.ts), then says what to set next. Exit codes: 2 usage, 3 target not empty,
// 4 copy differs, 1 anything else.
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { moveDatabase, MoveRefused } from './move-database';

const EXIT_USAGE = 2;

function targetUrl(args: readonly string[]): string | undefined {
  const at = args.indexOf('--to');
  const value = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--to='))?.slice('--to='.length);
  return value && /^postgres(ql)?:\/\//.test(value) ? value : undefined;
}

/** The URL with its password hidden, for the lines this prints. */
function shown(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '****';
  return parsed.toString();
}

async function main(): Promise<number> {
  const url = targetUrl(process.argv.slice(2));
  if (!url) {
    process.stderr.write('usage: npm run db:move -- --to postgres://user:password@host:5432/database\n');
    return EXIT_USAGE;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    process.stderr.write('DATABASE_URL is set: this server already runs on PostgreSQL; unset it to move the embedded database.\n');
    return EXIT_USAGE;
  }
  const source = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    const report = await moveDatabase(source, url);
    for (const table of report.tables) process.stdout.write(`${table.table}: ${table.rows} rows, md5 ${table.md5} on both sides\n`);
    process.stdout.write(
      [
        '',
        `Moved ${report.tables.length} tables from ${config.DATA_DIR}/pglite; counts and hashes match.`,
        'Next: stop the server, then start it with',
        `  DATABASE_URL=${shown(url)}`,
        `Uploaded files are not in the database: they stay on local disk under ${config.DATA_DIR}/files, so keep DATA_DIR`,
        'pointing there (or move them with the storage copy command). The embedded database is left as it was.',
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof MoveRefused) {
      process.stderr.write(`${error.message}\nNothing was copied.\n`);
      return error.exitCode;
    }
    throw error;
  } finally {
    await source.close();
  }
}

process.exitCode = await main();
