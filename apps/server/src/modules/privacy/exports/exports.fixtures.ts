import yauzl, { type Entry } from 'yauzl';

/** Every file of a ZIP by its name, read with yauzl (as an unzipping tool would, checking the sizes it declares). */
export async function unzipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  try {
    const listed: Entry[] = [];
    for await (const entry of file.eachEntry()) if (!entry.fileName.endsWith('/')) listed.push(entry);
    const entries = new Map<string, Buffer>();
    for (const entry of listed) {
      const chunks: Buffer[] = [];
      for await (const chunk of await file.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      entries.set(entry.fileName, Buffer.concat(chunks));
    }
    return entries;
  } finally {
    file.close();
  }
}
