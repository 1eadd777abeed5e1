import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

// Office Open XML (.docx, .xlsx, .pptx) and OpenDocument files are ZIP archives. A few hundred KB of ZIP can unpack
// to gigabytes (a "zip bomb"), which LibreOffice would try to load: so an archive is checked before any conversion,
// first by what its central directory declares (cheap), then by inflating each part without keeping it, so that a
// declared size that lies is caught too (yauzl fails a part that inflates past its declared size).

/** How far an Office archive may unpack; past any of them it is not converted. */
export type UnpackLimits = {
  /** All parts together, unpacked. */
  totalBytes: number;
  /** One part, unpacked. */
  partBytes: number;
  /** Unpacked over packed size of one part larger than RATIO_FROM_BYTES. */
  ratio: number;
  /** Parts in the archive (each costs LibreOffice a look even when empty). */
  parts: number;
};

/** Why an archive is refused; logged, never shown. */
export type ZipRefusal = 'malformed' | 'undecodable' | 'tooManyParts' | 'partTooLarge' | 'tooLarge' | 'ratio';

/** Small parts (styles, relations of repeated whitespace) reach high ratios harmlessly; the ratio counts above this. */
const RATIO_FROM_BYTES = 1024 * 1024;
const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Whether a file is a ZIP archive (by its first bytes: the older Office formats and RTF are not). */
export async function isZipFile(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(LOCAL_FILE_HEADER.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(LOCAL_FILE_HEADER);
  } finally {
    await handle.close();
  }
}

/** Why this ZIP archive must not be converted, or undefined when it unpacks within the limits. */
export async function zipRefusalOf(file: string, limits: UnpackLimits): Promise<ZipRefusal | undefined> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch {
    return 'malformed';
  }
  try {
    if (zip.entryCount > limits.parts) return 'tooManyParts';
    const entries: Entry[] = [];
    let total = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        const refusal = refusalOfDeclared(entry, limits);
        if (refusal) return refusal;
        total += entry.uncompressedSize;
        if (total > limits.totalBytes) return 'tooLarge';
        entries.push(entry);
      }
      // Declared sizes within the limits: now make sure they are true.
      for (const entry of entries) await inflateAndDiscard(zip, entry);
    } catch {
      return 'malformed';
    }
    return undefined;
  } finally {
    zip.close();
  }
}

function refusalOfDeclared(entry: Entry, limits: UnpackLimits): ZipRefusal | undefined {
  // Encrypted, or packed by a method other than stored and deflate (LibreOffice reads no other either).
  if (!entry.canDecodeFileData()) return 'undecodable';
  if (entry.uncompressedSize > limits.partBytes) return 'partTooLarge';
  if (entry.uncompressedSize > RATIO_FROM_BYTES && entry.uncompressedSize > limits.ratio * Math.max(entry.compressedSize, 1))
    return 'ratio';
  return undefined;
}

/** Inflates one part into nothing; rejects when it is not exactly its declared size (so at most that is inflated). */
async function inflateAndDiscard(zip: ZipFile, entry: Entry): Promise<void> {
  if (entry.uncompressedSize === 0 && entry.compressedSize === 0) return;
  const stream = await zip.openReadStreamPromise(entry);
  await pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
}
