import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** Word, Excel and PowerPoint (Office Open XML): ZIP archives underneath. */
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** What the sniffer calls bytes that are neither a known format nor text. */
export const UNKNOWN_BINARY = 'application/octet-stream';
/** What the sniffer calls markup (HTML, XML, SVG): text that a browser would run, never accepted as plain text. */
export const MARKUP = 'text/html';
/** What the sniffer calls an upload with no bytes. */
export const EMPTY = 'application/x-empty';

// Most formats show in the first few KiB; Office files need more, because the entry that names the kind of
// document may follow a large one (an embedded image) in the ZIP. 64 KiB is read into memory per upload, no more.
const HEAD_BYTES = 64 * 1024;

// The folder each Office format keeps its parts in, as ZIP entry names start.
const OFFICE_FOLDERS: ReadonlyArray<[prefix: string, contentType: string]> = [
  ['word/', DOCX],
  ['xl/', XLSX],
  ['ppt/', PPTX],
];

/** Thrown when the bytes are of a type the caller does not accept. */
export class UnsupportedContentError extends Error {
  /** The type the bytes were sniffed as. */
  readonly detected: string;

  constructor(detected: string) {
    super(`unsupported content: ${detected}`);
    this.detected = detected;
  }
}

/** An upload whose type has been sniffed. */
export type SniffedUpload = {
  /** Every byte of the upload, the sniffed head included; store this, not the source. */
  stream: Readable;
  /**
   * The sniffed type. Settled before `stream` is returned, except for a ZIP that may be an Office file: that is
   * settled when `stream` ends, and `stream` errs with `UnsupportedContentError` if it turns out not to be one.
   */
  contentType(): string;
};

/**
 * Sniffs the type of an upload from its bytes (the name and the client's Content-Type are never trusted) and
 * refuses, before anything is stored, one whose type is not in `accepted`. Streams: only the first 64 KiB are held.
 */
export async function sniffUpload(source: Readable, accepted: readonly string[]): Promise<SniffedUpload> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    headLength += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const detected = await sniffHead(head);
  const officeAccepted = OFFICE_FOLDERS.some(([, type]) => accepted.includes(type));
  const mayBeOffice = detected === 'application/zip' && officeAccepted;
  if (!mayBeOffice && !accepted.includes(detected)) {
    source.destroy();
    throw new UnsupportedContentError(detected);
  }

  // The head again, then the rest of the source, with the source's backpressure and errors. Leaving early (the
  // store refusing the size) returns the iterator, which destroys the source: the rest of the upload is not read.
  const whole = Readable.from(
    (async function* () {
      yield head;
      if (ended) return;
      let done = false;
      try {
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
        done = true;
      } finally {
        if (!done) await iterator.return?.();
      }
    })(),
    { objectMode: false },
  );
  if (!mayBeOffice) return { stream: whole, contentType: () => detected };

  const scanner = createOfficeScanner(accepted);
  // pipeline, unlike pipe, carries an error of either side to the other.
  return { stream: pipeline(whole, scanner.stream, () => undefined), contentType: scanner.contentType };
}

/** The type of a file from its first bytes: a known binary format, plain text, markup, or unknown binary. */
export async function sniffHead(head: Uint8Array): Promise<string> {
  if (head.length === 0) return EMPTY;
  const known = await fileTypeFromBuffer(head);
  if (known) return known.mime;
  return textKind(head);
}

function textKind(head: Uint8Array): string {
  let start = 0;
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) start = 3;
  for (let index = start; index < head.length; index += 1) {
    const byte = head[index]!;
    // Control characters other than tab, line feed, form feed, carriage return and escape mean binary. Bytes of
    // 0x80 and above pass, so GBK text is text as much as UTF-8 is.
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1b) || byte === 0x7f) {
      return UNKNOWN_BINARY;
    }
  }
  // Markup served back could run script in a browser; genuine plain-text evidence does not start with a tag.
  const firstVisible = head
    .subarray(start)
    .find((byte) => byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c);
  if (firstVisible === 0x3c) return MARKUP;
  return 'text/plain';
}

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
// A local file header is 30 bytes before the entry name; the longest folder prefix we look for is 5 bytes.
const CARRY_BYTES = 30 + 5;

/**
 * A pass-through that reads the entry names of a ZIP as it streams by (each entry's local header carries its name
 * uncompressed) and decides whether it is a Word, Excel or PowerPoint file. Errs at the end when it is not one of
 * the accepted kinds, so a plain archive renamed `.docx` is refused like any other unaccepted type.
 */
function createOfficeScanner(accepted: readonly string[]): { stream: Transform; contentType(): string } {
  let found: string | undefined;
  let carry = Buffer.alloc(0);
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (found === undefined) {
        const window = Buffer.concat([carry, chunk]);
        for (let at = window.indexOf(LOCAL_HEADER); at !== -1 && found === undefined; at = window.indexOf(LOCAL_HEADER, at + 1)) {
          if (at + 30 > window.length) break;
          const nameLength = window.readUInt16LE(at + 26);
          const name = window.toString('latin1', at + 30, Math.min(at + 30 + nameLength, window.length));
          found = OFFICE_FOLDERS.find(([prefix]) => name.startsWith(prefix))?.[1];
        }
        carry = window.subarray(Math.max(0, window.length - CARRY_BYTES));
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      if (found === undefined || !accepted.includes(found)) return callback(new UnsupportedContentError(found ?? 'application/zip'));
      callback();
    },
  });
  return {
    stream,
    contentType: () => {
      if (found === undefined) throw new Error('the ZIP has not been scanned to its end yet');
      return found;
    },
  };
}
