// Loaded into the benchmark's server with `--import` (soak.bench.ts): writes the process's memory split every second
// to MEMORY_PROBE_FILE, one JSON line replacing the last, so the bench can tell what its resident memory is made of
// (V8's heap as committed and as used, ArrayBuffers and other memory outside the heap V8 knows of) without heap
// snapshots, which cost hundreds of MiB themselves. What is resident beyond these is native: code, thread stacks,
// the allocator's arenas and whatever it keeps of freed memory, and on PGlite its WebAssembly memory (an ArrayBuffer).
//
// On SIGWINCH (ignored by Node otherwise) it runs a full garbage collection and counts it in `collections`: V8 lets
// its old generation fill with garbage up to a limit it sets at a few times the live heap before it collects, so a
// reading taken at a random moment under load lands anywhere on that saw-tooth; after a full collection it shows
// what is really held.
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  let collections = 0;
  const write = () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    // Written aside and renamed over the last, so a reader never sees a file half written.
    fs.writeFileSync(`${file}.next`, JSON.stringify({ at: Date.now(), collections, rss, heapTotal, heapUsed, external, arrayBuffers }));
    fs.renameSync(`${file}.next`, file);
  };
  // The usual way to reach V8's gc() without starting the process with --expose-gc (not allowed in NODE_OPTIONS).
  v8.setFlagsFromString('--expose-gc');
  const gc = /** @type {() => void} */ (vm.runInNewContext('gc'));
  process.on('SIGWINCH', () => {
    gc();
    collections += 1;
    write();
  });
  write();
  // Unreferenced: the probe never keeps the server alive.
  setInterval(write, 1000).unref();
}
