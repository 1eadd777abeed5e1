import type { Readable } from 'node:stream';

/** What the store knows of a blob once it is written. */
export type StoredBlob = {
  /** Opaque key to get or delete the blob by; store it beside the row that owns the blob. */
  key: string;
  size: number;
  /** Hex SHA-256 of the bytes, computed while they streamed in. */
  sha256: string;
};

/** An inclusive byte range, as HTTP Range requests name it. */
export type ByteRange = { start: number; end: number };

/** Options of a write. */
export type PutOptions = {
  /** Refuse (and leave nothing behind) once more than this many bytes have streamed in. */
  maxBytes: number;
  /** Groups keys, e.g. by tenant, so an operator can find and move one tenant's blobs. Letters, digits, `-`, `_`. */
  keyPrefix?: string;
  /**
   * Write under this exact key instead of a new one, replacing a blob already there. For content written again on
   * every seeding (demo material), so it is rewritten rather than piled up. Same characters as keys the store makes.
   */
  key?: string;
};

/**
 * Where file bytes live. Modules never see paths or buckets: they stream in, keep the key, and stream out. The local
 * disk implements it now; an S3-compatible store can implement the same type later without touching modules.
 */
export type BlobStore = {
  /**
   * Streams `source` into a new blob. Visible under its key only once complete; on any failure (the source erring,
   * the size limit) nothing is left behind and the source's error is rethrown.
   */
  put(source: Readable, options: PutOptions): Promise<StoredBlob>;
  /** Streams a blob, or the inclusive `range` of it; the caller checks the range against `stat` first. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size of a blob, or undefined when there is none under the key. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes a blob; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
};

/** Thrown by `put` when the source is longer than `maxBytes`. */
export class BlobTooLargeError extends Error {
  /** The limit that was passed. */
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    super(`blob larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}
