import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_TYPES } from './accepted-types';
import { DOCX, MARKUP, sniffHead, sniffUpload, UnsupportedContentError } from './content-type';
import { ELF_BYTES, EXE_BYTES, HTML_BYTES, minimalDocx, minimalPdf, minimalPng, storedZip } from './storage.fixtures';

const evidence = ACCEPTED_TYPES.evidence;

/** A stream delivering the bytes in small chunks, as a network upload would. */
function trickle(bytes: Buffer, chunkSize = 1000): Readable {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) parts.push(bytes.subarray(at, at + chunkSize));
  return Readable.from(parts);
}

describe('sniffing the type of an upload', () => {
  it('tells formats from their bytes', async () => {
    expect(await sniffHead(minimalPdf())).toBe('application/pdf');
    expect(await sniffHead(minimalPng())).toBe('image/png');
    expect(await sniffHead(Buffer.from('教师研修总结\n第一部分', 'utf8'))).toBe('text/plain');
    expect(await sniffHead(Buffer.from([0xbd, 0xcc, 0xca, 0xa6, 0x0a]))).toBe('text/plain'); // GBK 教师
    expect(await sniffHead(HTML_BYTES)).toBe(MARKUP);
    expect(await sniffHead(Buffer.from('<?xml version="1.0"?><svg/>'))).not.toBe('text/plain');
    expect(await sniffHead(ELF_BYTES)).toBe('application/x-elf');
    expect(await sniffHead(EXE_BYTES)).toBe('application/x-msdownload');
    expect(await sniffHead(Buffer.from([1, 2, 3, 0, 5]))).toBe('application/octet-stream');
  });

  it('passes every byte of an accepted upload through, in order', async () => {
    const pdf = Buffer.concat([minimalPdf(), Buffer.alloc(200 * 1024, 0x20)]);
    const sniffed = await sniffUpload(trickle(pdf), evidence);
    expect(sniffed.contentType()).toBe('application/pdf');
    expect((await buffer(sniffed.stream)).equals(pdf)).toBe(true);
  });

  it('refuses executables and markup before reading past the head', async () => {
    for (const bytes of [EXE_BYTES, ELF_BYTES, HTML_BYTES]) {
      const source = trickle(Buffer.concat([bytes, Buffer.alloc(1024 * 1024)]));
      await expect(sniffUpload(source, evidence)).rejects.toBeInstanceOf(UnsupportedContentError);
      expect(source.destroyed).toBe(true);
    }
  });

  it('recognises Word files whose telling entries come after the head, and refuses a plain ZIP', async () => {
    const early = await sniffUpload(trickle(minimalDocx()), evidence);
    expect(early.contentType()).toBe(DOCX);
    await buffer(early.stream);

    const lateBytes = minimalDocx(true);
    const late = await sniffUpload(trickle(lateBytes), evidence);
    expect((await buffer(late.stream)).equals(lateBytes)).toBe(true);
    expect(late.contentType()).toBe(DOCX);

    const plain = await sniffUpload(
      trickle(
        storedZip([
          ['big.bin', Buffer.alloc(100 * 1024)],
          ['notes.txt', Buffer.from('hi')],
        ]),
      ),
      evidence,
    );
    await expect(buffer(plain.stream)).rejects.toBeInstanceOf(UnsupportedContentError);
  });
});
