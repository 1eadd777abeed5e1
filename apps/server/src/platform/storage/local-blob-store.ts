import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, ByteRange, PutOptions, StoredBlob } from './blob-store';
import { createMeasure } from './measure';

// Keys are generated here, but they come back from the database: anything else could walk out of the root.
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const PREFIX_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Resolves once a stream has closed (a failed pipeline destroys it; its 'close' follows its 'error', if any). */
function closed(stream: Writable): Promise<void> {
  if (stream.closed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

/**
 * A blob store on the local disk under `root`. A write streams into `root/.tmp/` and is renamed into place when
 * complete; rename within one file system is atomic, so a reader never sees a partial blob and a failed write
 * leaves nothing under a key. Directories are made on the first write, so an app that never stores a file never
 * touches the disk.
 */
export function createLocalBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, '.tmp');

  function pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key: ${key}`);
    return path.join(root, ...key.split('/'));
  }

  return {
    async put(source: Readable, options: PutOptions): Promise<StoredBlob> {
      const prefix = options.keyPrefix ?? 'blobs';
      if (!PREFIX_PATTERN.test(prefix)) throw new Error(`invalid key prefix: ${prefix}`);
      const id = randomUUID();
      // Two levels of fan-out keep any one directory small.
      const key = options.key ?? `${prefix}/${id.slice(0, 2)}/${id}`;
      if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key: ${key}`);
      const tmpPath = path.join(tmpDir, `${id}.part`);
      await fs.mkdir(tmpDir, { recursive: true });
      const measure = createMeasure(options.maxBytes);
      // Opened here rather than by createWriteStream, which opens in the background: a write refused on its first
      // bytes rejected while that open was still queued, the removal below could run first, and the open then
      // made a file nobody removed (issue 35). Now the file exists before a byte is read, and is closed before it
      // is removed.
      const file = await fs.open(tmpPath, 'wx');
      const sink = file.createWriteStream();
      try {
        await pipeline(source, measure.stream, sink);
        const finalPath = pathOf(key);
        await fs.mkdir(path.dirname(finalPath), { recursive: true });
        await fs.rename(tmpPath, finalPath);
      } catch (error) {
        // Stop reading the rest of an upload nobody will keep.
        source.destroy();
        await closed(sink);
        // Waits for a write still in flight; resolves at once when the stream has closed the file already.
        await file.close();
        await fs.rm(tmpPath, { force: true });
        throw error;
      }
      return { key, size: measure.size(), sha256: measure.digest() };
    },

    async get(key: string, range?: ByteRange): Promise<Readable> {
      const filePath = pathOf(key);
      // Open before returning, so a missing blob fails here rather than mid-response.
      const handle = await fs.open(filePath, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async stat(key: string) {
      try {
        const stats = await fs.stat(pathOf(key));
        return { size: stats.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
