// What every server benchmark runs against: a throwaway PostgreSQL cluster, our built server on one database of it
// (in test mode, so the demo accounts are seeded) and the bare Fastify route, all stopped afterwards.
import { startCluster, type PgCluster } from '../scripts/lib/pg-cluster.mjs';
import { serverEntry, startServer, type RunningServer } from '../e2e/support/server';
import { startBare } from './bare';
import { childPid } from './cpu';

export type BenchStack = {
  databaseUrl: string;
  /** Our server's origin, e.g. http://localhost:40123. */
  base: string;
  /** Our server's process id, for CPU readings (undefined where /proc is missing). */
  serverPid: number | undefined;
  /** `dbUrl` is the one-query ceiling: bare Fastify and one prepared primary-key SELECT through `pg` on the same database. */
  bare: { url: string; dbUrl: string; pid: number | undefined };
};

/**
 * Starts the stack on a database named `database` (our server with `serverEnv` added to its environment), runs `work`
 * and stops everything, whatever `work` did.
 */
export async function withBenchStack(
  database: string,
  work: (stack: BenchStack) => Promise<number>,
  serverEnv: Record<string, string> = {},
): Promise<number> {
  let cluster: PgCluster | undefined;
  let ours: RunningServer | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    cluster = await startCluster({ log: (line) => console.log(line) });
    const databaseUrl = await cluster.createDatabase(database);
    // NODE_ENV=production would leave the demo data (the accounts the benchmarks sign in as) out; test mode seeds it.
    // The benchmarks measure how much one client (one address, a few sessions) can get through a process, which is
    // exactly what the general rate limits exist to stop: they are set out of reach here, still counted, so their
    // cost stays in the figures.
    const unreachable = '100000000';
    ours = await startServer({
      databaseUrl,
      env: {
        NODE_ENV: 'test',
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_ADDRESS: unreachable,
        RATE_LIMIT_ANONYMOUS_PER_ADDRESS: unreachable,
        RATE_LIMIT_PER_SESSION: unreachable,
        ...serverEnv,
      },
    });
    bare = await startBare(databaseUrl);
    return await work({
      databaseUrl,
      base: ours.baseUrl,
      serverPid: childPid(serverEntry),
      bare: { url: bare.url, dbUrl: bare.dbUrl!, pid: bare.pid },
    });
  } finally {
    await Promise.allSettled([ours?.stop(), bare?.stop()]);
    await cluster?.stop();
  }
}
