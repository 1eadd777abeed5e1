import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import archiver from 'archiver';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/**
 * A valid .docx whose word/document.xml unpacks to about `unpackedBytes` of paragraphs (a "zip bomb": 300 MB packs to
 * about 1 MB), streamed through archiver so the unpacked text is never held whole.
 */
export async function zipBombWordDocument(unpackedBytes: number): Promise<Buffer> {
  const paragraphs = Buffer.from('<w:p><w:r><w:t>教学设计 第一课 重复的段落</w:t></w:r></w:p>'.repeat(1000));
  function* documentXml() {
    yield Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
    );
    for (let written = 0; written < unpackedBytes; written += paragraphs.length) yield paragraphs;
    yield Buffer.from('</w:body></w:document>');
  }
  const zip = archiver('zip', { zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => zip.on('end', resolve).on('error', reject));
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(RELATIONSHIPS, { name: '_rels/.rels' });
  zip.append(Readable.from(documentXml()), { name: 'word/document.xml' });
  await zip.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** The live processes (zombies are dead) whose command line contains `text`, as "pid command line". */
export async function processesMentioning(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const [cmdline, stat] = await Promise.all([
      fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
      fs.readFile(`/proc/${pid}/stat`, 'latin1').catch(() => ''),
    ]);
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if (cmdline.includes(text) && state !== 'Z' && state !== '') found.push(`${pid} ${cmdline.replaceAll('\0', ' ')}`);
  }
  return found;
}

/** Whether a process is alive (a zombie, killed but not yet reaped by its parent, is not). */
export async function processAlive(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'latin1').catch(() => '');
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}
