import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { BlobTooLargeError } from './blob-store';

/** A pass-through that hashes and counts the bytes going by, with what it measured. */
export type Measure = {
  /** Pipe the bytes through this; it errs with `BlobTooLargeError` once they exceed the limit. */
  stream: Transform;
  /** Bytes seen so far. */
  size(): number;
  /** Hex SHA-256 of the bytes; call once, after the stream has ended. */
  digest(): string;
};

/** Creates a measuring pass-through for one stream; every store implementation uses it, so limits behave alike. */
export function createMeasure(maxBytes: number): Measure {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new BlobTooLargeError(maxBytes));
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { stream, size: () => size, digest: () => hash.digest('hex') };
}
