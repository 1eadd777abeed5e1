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

export type HeapKind = { name: string; mib: number; count: number };
/** The live heap, its largest object kinds, and every kind by name (to compare two readings). */
export type HeapReading = { liveMiB: number; largest: HeapKind[]; kinds: Map<string, HeapKind> };

/** Signals `pid` for a snapshot, waits until it is written, and answers the live heap and its largest object kinds. */
export async function readLiveHeap(pid: number, dir: string, timeoutMs = 120_000): Promise<HeapReading> {
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
    if (file) {
      const text = await readWhenComplete(path.join(dir, file), deadline);
      // SOAK_HEAP_KEEP=1 leaves the snapshots in the directory, to open in DevTools' Memory panel (retainers).
      if (process.env.SOAK_HEAP_KEEP === '1') console.log(`heap snapshot kept: ${path.join(dir, file)}`);
      else fs.rmSync(path.join(dir, file));
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
  const kinds = new Map([...byName.entries()].map(([name, { bytes, count }]) => [name, { name, mib: bytes / 2 ** 20, count }]));
  const largest = [...kinds.values()].sort((a, b) => b.mib - a.mib).slice(0, 8);
  return { liveMiB: total / 2 ** 20, largest, kinds };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The object kinds whose size grew most from one reading to the other, with the change in size and in count. */
export function grownKinds(start: HeapReading, end: HeapReading, top = 8): Array<HeapKind & { grewMiB: number; grewCount: number }> {
  return [...end.kinds.values()]
    .map((kind) => {
      const before = start.kinds.get(kind.name);
      return { ...kind, grewMiB: kind.mib - (before?.mib ?? 0), grewCount: kind.count - (before?.count ?? 0) };
    })
    .sort((a, b) => b.grewMiB - a.grewMiB)
    .slice(0, top);
}
