// CPU time per request, split by process: our server (or the bare one), the PostgreSQL backends and this process
// (mostly autocannon). Throughput on a shared or small machine swings with whatever else runs; CPU spent per request
// barely does, and the split shows which side a change helped. Linux only (/proc); elsewhere readings are undefined.
import fs from 'node:fs';

// USER_HZ, the unit of utime/stime in /proc/<pid>/stat; 100 on every mainstream Linux build.
const TICKS_PER_SECOND = 100;
const supported = process.platform === 'linux' && fs.existsSync('/proc/self/stat');

/** utime + stime of a process in seconds; undefined once it is gone. */
function cpuSeconds(pid: number): number | undefined {
  try {
    // The command name may hold spaces and parentheses; the fields after its closing parenthesis do not.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** CPU seconds of every process whose command line starts with the prefix (PostgreSQL backends name their database). */
function cpuByPrefix(prefix: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || !cmdline(Number(entry)).startsWith(prefix)) continue;
    const used = cpuSeconds(Number(entry));
    if (used !== undefined) seconds.set(Number(entry), used);
  }
  return seconds;
}

/** Microseconds of CPU per request in each process group over one measured run. */
export type CpuSplit = { server?: number; postgres?: number; client?: number };

/** The pid of a direct child of this process whose command line contains `needle`, if any. */
export function childPid(needle: string): number | undefined {
  if (!supported) return undefined;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && cmdline(pid).includes(needle)) return pid;
    } catch {
      // exited meanwhile
    }
  }
  return undefined;
}

/**
 * Runs `work` (one autocannon run) and returns its result with the CPU per request it cost. Backends opened during
 * the run count from zero; the pool keeps them open under load, so none are lost by closing mid-run.
 */
export async function measureCpu<T extends { requests: { total: number } }>(
  serverPid: number | undefined,
  database: string | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuSplit }> {
  // A backend's title: `postgres: <user> <database> <client address> <state>`.
  const backendPrefix = supported && database ? `postgres: postgres ${database} ` : undefined;
  const server0 = serverPid === undefined ? undefined : cpuSeconds(serverPid);
  const backends0 = backendPrefix ? cpuByPrefix(backendPrefix) : undefined;
  const client0 = process.cpuUsage();
  const result = await work();
  const client = process.cpuUsage(client0);
  const server1 = serverPid === undefined ? undefined : cpuSeconds(serverPid);
  const requests = Math.max(result.requests.total, 1);
  const perRequest = (seconds: number) => (seconds * 1e6) / requests;
  const cpu: CpuSplit = { client: (client.user + client.system) / requests };
  if (server0 !== undefined && server1 !== undefined) cpu.server = perRequest(server1 - server0);
  if (backendPrefix && backends0) {
    let seconds = 0;
    for (const [pid, used] of cpuByPrefix(backendPrefix)) seconds += used - (backends0.get(pid) ?? 0);
    cpu.postgres = perRequest(seconds);
  }
  return { result, cpu };
}
