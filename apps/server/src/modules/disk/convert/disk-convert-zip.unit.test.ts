import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import archiver from 'archiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isZipFile, type UnpackLimits, zipRefusalOf } from './disk-convert-zip';
import { zipBombWordDocument } from './disk-convert.fixtures';
import { wordDocument } from '@server/modules/disk/disk.fixtures';

const MiB = 1024 ** 2;
const LIMITS: UnpackLimits = { totalBytes: 8 * MiB, partBytes: 4 * MiB, ratio: 100, parts: 10 };
let dir: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'yanxiu-zip-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** Writes a ZIP of the given parts (deflated) to a file and answers its path. */
async function zipFile(name: string, parts: Array<[string, Buffer]>): Promise<string> {
  const zip = archiver('zip', { zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => zip.on('end', resolve).on('error', reject));
  for (const [partName, bytes] of parts) zip.append(bytes, { name: partName });
  await zip.finalize();
  await ended;
  return write(name, Buffer.concat(chunks));
}

async function write(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, bytes);
  return file;
}

/** Bytes that deflate hardly at all, so sizes can be tested apart from the ratio. */
function noise(bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  let seed = 1;
  for (let index = 0; index < bytes; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    buffer[index] = seed >> 16;
  }
  return buffer;
}

describe('zipRefusalOf', () => {
  it('passes an ordinary Word document', async () => {
    const file = await write('ordinary.docx', wordDocument());
    expect(await isZipFile(file)).toBe(true);
    expect(await zipRefusalOf(file, LIMITS)).toBeUndefined();
  });

  it('refuses a zip bomb by its declared sizes', async () => {
    const file = await write('bomb.docx', await zipBombWordDocument(20 * MiB));
    expect(await zipRefusalOf(file, LIMITS)).toBe('partTooLarge');
    const roomy = { ...LIMITS, partBytes: 64 * MiB };
    expect(await zipRefusalOf(file, roomy)).toBe('ratio');
    expect(await zipRefusalOf(file, { ...roomy, ratio: 10_000 })).toBe('tooLarge');
    expect(await zipRefusalOf(file, { ...roomy, ratio: 10_000, totalBytes: 64 * MiB })).toBeUndefined();
  });

  it('refuses parts that together pass the total, and too many parts', async () => {
    const parts: Array<[string, Buffer]> = [1, 2, 3].map((n) => [`part${n}.bin`, noise(3 * MiB)]);
    expect(await zipRefusalOf(await zipFile('three.zip', parts), LIMITS)).toBe('tooLarge');
    const many: Array<[string, Buffer]> = Array.from({ length: 11 }, (_, n) => [`p${n}.xml`, Buffer.from('<a/>')]);
    expect(await zipRefusalOf(await zipFile('many.zip', many), LIMITS)).toBe('tooManyParts');
  });

  it('refuses a part whose declared size lies (it inflates past it), without inflating more than declared', async () => {
    const bytes = await fs.readFile(await zipFile('honest.zip', [['word/document.xml', Buffer.alloc(2 * MiB, 'a')]]));
    // The central directory's record: uncompressed size at offset 24. Declare 1 KiB for 2 MiB of text.
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(central).toBeGreaterThan(0);
    bytes.writeUInt32LE(1024, central + 24);
    const file = await write('liar.docx', bytes);
    expect(await zipRefusalOf(file, LIMITS)).toBe('malformed');
  });

  it('refuses what is not a ZIP at all, and tells it apart by its first bytes', async () => {
    const file = await write('fake.docx', Buffer.from('PK\u0003\u0004 but nothing after'));
    expect(await isZipFile(file)).toBe(true);
    expect(await zipRefusalOf(file, LIMITS)).toBe('malformed');
    expect(await isZipFile(await write('old.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))).toBe(false);
    expect(await isZipFile(await write('empty.rtf', Buffer.alloc(0)))).toBe(false);
  });
});
