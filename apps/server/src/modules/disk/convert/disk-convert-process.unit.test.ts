import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContainedRunError, runContained } from './disk-convert-process';
import { processAlive } from './disk-convert.fixtures';

// A stand-in for LibreOffice's launcher with a real process tree: it starts a worker that shrugs off SIGTERM (as the
// orphaned soffice.bin of issue 35 outlived its launcher) and a worker with a child of its own, writes their ids and
// its limits, then exits with the code it is given or, given none, waits for them forever.
let dir: string;
let launcher: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'yanxiu-contained-'));
  launcher = path.join(dir, 'fake-soffice');
  await fs.writeFile(
    launcher,
    `#!/bin/sh
out="$1"
( trap '' TERM HUP; exec sleep 600 ) &
echo $! >> "$out/pids"
sh -c 'sleep 600 & echo $! >> "$1/pids"; wait' sh "$out" &
echo $! >> "$out/pids"
echo "$(ulimit -v) $(ulimit -t)" > "$out/limits"
if [ -n "$2" ]; then exit "$2"; fi
wait
`,
    { mode: 0o755 },
  );
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function runDir(): Promise<string> {
  return fs.mkdtemp(path.join(dir, 'run-'));
}

async function pidsOf(run: string): Promise<number[]> {
  return (await fs.readFile(path.join(run, 'pids'), 'utf8')).trim().split('\n').map(Number);
}

describe('runContained', () => {
  it('on a timeout kills the whole process group, and answers only once none of it is alive', async () => {
    const run = await runDir();
    const error = await runContained(launcher, [run], { timeoutMs: 3000, memoryMb: 512 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContainedRunError);
    expect((error as ContainedRunError).outcome).toBe('timeout');
    // Three workers: the one ignoring SIGTERM, the intermediate shell and its child.
    const pids = await pidsOf(run);
    expect(pids).toHaveLength(3);
    for (const pid of pids) expect(await processAlive(pid), `process ${pid}`).toBe(false);
  });

  it('when the launcher fails and leaves workers behind, kills them too', async () => {
    const run = await runDir();
    const error = await runContained(launcher, [run, '3'], { timeoutMs: 60_000, memoryMb: 512 }).catch((caught: unknown) => caught);
    expect((error as ContainedRunError).outcome).toBe('failed');
    expect((error as ContainedRunError).message).toBe('failed: exit code 3');
    for (const pid of await pidsOf(run)) expect(await processAlive(pid), `process ${pid}`).toBe(false);
  });

  it('runs under the memory limit and a CPU limit of twice the timeout, and resolves on a clean exit', async () => {
    const run = await runDir();
    await runContained(launcher, [run, '0'], { timeoutMs: 60_000, memoryMb: 768 });
    expect((await fs.readFile(path.join(run, 'limits'), 'utf8')).trim()).toBe(`${768 * 1024} 120`);
    for (const pid of await pidsOf(run)) expect(await processAlive(pid), `process ${pid}`).toBe(false);
  });

  it('a command that cannot be run fails without throwing', async () => {
    const error = await runContained(path.join(dir, 'missing'), [], { timeoutMs: 60_000, memoryMb: 512 }).catch(
      (caught: unknown) => caught,
    );
    expect((error as ContainedRunError).outcome).toBe('failed');
  });
});
