import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

// LibreOffice's `soffice` is a launcher: it starts `oosplash`, which starts `soffice.bin`, the process doing the work.
// Killing the launcher alone left `soffice.bin` running, orphaned, holding the profile every later conversion needed
// (issue 35). So each run gets a process group of its own and ends with the whole group killed and gone; memory is
// bounded by an address-space limit and CPU time by a limit the kernel enforces even if this process dies meanwhile.

/** Bounds of one contained run. */
export type RunLimits = {
  timeoutMs: number;
  /** Address space of each process of the run (RLIMIT_AS); an allocation past it fails. */
  memoryMb: number;
};

// The shell sets the limits (inherited by every process the command starts), then becomes the command; dash, bash
// and busybox all know `ulimit -v` (KiB) and `-t` (CPU seconds), one per call.
const LIMITED = 'ulimit -v "$1" && ulimit -t "$2" && shift 2 && exec "$@"';
// After a kill, how long to wait for the group's processes to be gone before calling the run a failure.
const GONE_WITHIN_MS = 10_000;

/** Why a contained run did not succeed (no command line, no paths: it is logged). */
export class ContainedRunError extends Error {
  constructor(
    readonly outcome: 'timeout' | 'failed' | 'lingered' | 'notStarted',
    detail: string,
  ) {
    super(`${outcome}: ${detail}`);
    this.name = 'ContainedRunError';
  }
}

/**
 * Runs a command in a new process group under memory and CPU limits; resolves when it exited with 0 and nothing of
 * its group is left, rejects (after killing the whole group and seeing it gone) on a timeout or a failure.
 */
export function runContained(command: string, args: readonly string[], limits: RunLimits): Promise<void> {
  const cpuSeconds = Math.max(1, Math.ceil((2 * limits.timeoutMs) / 1000));
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', LIMITED, 'sh', String(limits.memoryMb * 1024), String(cpuSeconds), command, ...args], {
      detached: true,
      stdio: 'ignore',
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, limits.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new ContainedRunError('notStarted', (error as NodeJS.ErrnoException).code ?? 'spawn failed'));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const pgid = child.pid!;
      // The launcher is gone; whatever it started goes too (a normal exit leaves nothing, so this is usually a no-op).
      killGroup(pgid);
      void groupGone(pgid).then((gone) => {
        if (!gone) reject(new ContainedRunError('lingered', `processes still running ${GONE_WITHIN_MS} ms after SIGKILL`));
        else if (timedOut) reject(new ContainedRunError('timeout', `after ${limits.timeoutMs} ms`));
        else if (code !== 0) reject(new ContainedRunError('failed', signal ? `signal ${signal}` : `exit code ${code}`));
        else resolve();
      });
    });
  });
}

function killGroup(pgid: number | undefined): void {
  if (!pgid) return;
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // ESRCH: the group is already empty.
  }
}

/** Waits (bounded) until no live process is left in the group, killing again meanwhile; answers whether none is. */
async function groupGone(pgid: number): Promise<boolean> {
  const deadline = Date.now() + GONE_WITHIN_MS;
  for (;;) {
    if (!(await groupHasLiveMember(pgid))) return true;
    if (Date.now() > deadline) return false;
    killGroup(pgid);
    // Reaping an orphan is up to its new parent (init); there is no event to wait on, so look again shortly.
    await delay(20);
  }
}

async function groupHasLiveMember(pgid: number): Promise<boolean> {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  // Something of the group exists; a killed process not yet reaped (a zombie) holds nothing and counts as gone.
  let pids: string[];
  try {
    pids = (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name));
  } catch {
    return true;
  }
  for (const pid of pids) {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'latin1').catch(() => '');
    // "pid (comm) state ppid pgrp ...": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') return true;
  }
  return false;
}
