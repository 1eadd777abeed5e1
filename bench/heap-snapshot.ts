// The live JavaScript heap of the benchmark's server, read from heap snapshots: the server runs with
// `--heapsnapshot-signal=SIGUSR2`, writes a snapshot (after a full garbage collection) into a directory of ours when
// signalled, and the sizes of every object in it add up to what is really alive. Resident memory alone cannot tell a
// leak from V8 and the allocator keeping pages they may use again; this can.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The server's extra Node options, and the directory its snapshots land in. */
export function heapSnapshotOptions(): { dir: string; nodeOptions: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yanxiu-heap-'));
  return { dir, nodeOptions: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${dir}` };
}

type Snapshot = { snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }; nodes: number[]; strings: string[] };

export type HeapReading = { liveMiB: number; largest: Array<{ name: string; mib: number; count: number }> };

/** Signals `pid` for a snapshot, waits until it is written, and answers the live heap and its largest object kinds. */
export async function readLiveHeap(pid: number, dir: string, timeoutMs = 120_000): Promise<HeapReading> {
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    if (file) {
      const text = await readWhenComplete(path.join(dir, file), deadline);
      fs.rmSync(path.join(dir, file));
      return summarise(JSON.parse(text) as Snapshot);
    }
    if (Date.now() > deadline) throw new Error(`no heap snapshot from process ${pid} within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** The snapshot's text once it parses (Node writes it in pieces). */
async function readWhenComplete(file: string, deadline: number): Promise<string> {
  for (;;) {
    const text = fs.readFileSync(file, 'utf8');
    if (text.trimEnd().endsWith('}')) {
      try {
        JSON.parse(text);
        return text;
      } catch {
        // Still being written.
      }
    }
    if (Date.now() > deadline) throw new Error(`the heap snapshot ${file} was not complete in time`);
    await sleep(500);
  }
}

function summarise(snapshot: Snapshot): HeapReading {
  const fields = snapshot.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = snapshot.snapshot.meta.node_types[0];
  const byName = new Map<string, { bytes: number; count: number }>();
  let total = 0;
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const size = snapshot.nodes[i + sizeAt]!;
    total += size;
    const type = types[snapshot.nodes[i + typeAt]!];
    // Objects by constructor; strings, arrays and code by their kind.
    const name = type === 'object' || type === 'closure' ? snapshot.strings[snapshot.nodes[i + nameAt]!]! : `(${type})`;
    const entry = byName.get(name) ?? { bytes: 0, count: 0 };
    entry.bytes += size;
    entry.count += 1;
    byName.set(name, entry);
  }
  const largest = [...byName.entries()]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, 8)
    .map(([name, { bytes, count }]) => ({ name, mib: bytes / 2 ** 20, count }));
  return { liveMiB: total / 2 ** 20, largest };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
