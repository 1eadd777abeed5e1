// The results table every benchmark prints: throughput, p99, the ratio to the bare route measured in the same run,
// and CPU per request by process (see cpu.ts).
import type { Result } from 'autocannon';
import type { CpuSplit } from './cpu';

/** One endpoint's measured run. */
export type BenchRow = { name: string; result: Result; cpu: CpuSplit };

const micros = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0));

const ratio = (result: Result, base: Result | undefined) =>
  base === undefined ? '-' : result === base ? '(base)' : (result.requests.average / base.requests.average).toFixed(3);

/**
 * Prints the table; `bare` is the bare route's result, the base of the ratio; `ceiling`, when measured, is the
 * one-query ceiling's (bare Fastify + one prepared primary-key SELECT through `pg`), the base of the second ratio;
 * `footer` lines follow it.
 */
export function printResultTable(rows: BenchRow[], bare: Result, footer: string[], ceiling?: Result): void {
  const header = ['endpoint', 'req/s', 'p99 ms', 'ours/bare', 'ours/ceiling', 'server us', 'pg us', 'client us', 'non-2xx', 'errors'];
  const lines = rows.map(({ name, result, cpu }) => [
    name,
    result.requests.average.toFixed(0),
    result.latency.p99.toFixed(1),
    ratio(result, bare),
    ratio(result, ceiling),
    micros(cpu.server),
    micros(cpu.postgres),
    micros(cpu.client),
    String(result.non2xx),
    String(result.errors + result.timeouts),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
  console.log(`\n${footer.join('\n')}`);
  if (ceiling)
    console.log(
      'ours/ceiling: throughput over the one-query ceiling, a bare Fastify route running one prepared primary-key SELECT through `pg`.',
    );
  console.log('server/pg/client us: CPU microseconds per request in the server, the PostgreSQL backends and autocannon (Linux only).');
}

/** Runs a benchmark's main and exits with its status; a thrown error prints its stack and exits 1. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`bench: FAILED: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    },
  );
}
