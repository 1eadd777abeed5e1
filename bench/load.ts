import autocannon, { type Result } from 'autocannon';
import { measureCpu, type CpuSplit } from './cpu';

export type LoadSettings = { connections: number; warmupSeconds: number; durationSeconds: number; database: string };
export type LoadRun = { name: string; result: Result; cpu: CpuSplit };

/**
 * A bench's load function: one endpoint under load after a warm-up, with the CPU per request of the server and
 * PostgreSQL (see cpu.ts). Without the server's pid the CPU split is not measured.
 */
export function endpointLoader(settings: LoadSettings) {
  return async function load(name: string, url: string, headers: Record<string, string> = {}, pid?: number): Promise<LoadRun> {
    const options = { url, headers, connections: settings.connections };
    await autocannon({ ...options, duration: settings.warmupSeconds });
    const { result, cpu } = await measureCpu(pid, pid === undefined ? undefined : settings.database, () =>
      autocannon({ ...options, duration: settings.durationSeconds }),
    );
    return { name, result, cpu };
  };
}
