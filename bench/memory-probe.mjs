// Loaded into the benchmark's server with `--import` (soak.bench.ts): writes the process's memory split every second
// to MEMORY_PROBE_FILE, one JSON line replacing the last, so the bench can tell what its resident memory is made of
// (V8's heap as committed and as used, ArrayBuffers and other memory outside the heap V8 knows of) without heap
// snapshots, which cost hundreds of MiB themselves. What is resident beyond these is native: code, thread stacks,
// the allocator's arenas and whatever it keeps of freed memory, and on PGlite its WebAssembly memory (an ArrayBuffer).
import fs from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const write = () => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    fs.writeFileSync(file, JSON.stringify({ at: Date.now(), rss, heapTotal, heapUsed, external, arrayBuffers }));
  };
  write();
  // Unreferenced: the probe never keeps the server alive.
  setInterval(write, 1000).unref();
}
