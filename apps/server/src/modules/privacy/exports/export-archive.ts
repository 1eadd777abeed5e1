import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';
import type { Locale } from '@yanxiu/contract/locale';
import type { PersonalDataSection } from '@server/platform/personal-data/personal-data';
import { chinaClock, chinaWall } from '@yanxiu/contract/china-time';
import { exportTexts } from './exports.texts';

// One ZIP of a person's data: a folder per section with records.json (everything, machine-readable) and the
// section's files, and index.html at the top, readable in a browser without the platform (a table per section).

/** A moment as ISO 8601 in China time (+08:00), the time the person reads everywhere else on the platform. */
function chinaIso(at: Date): string {
  return chinaClock(at).toISOString().replace('Z', '+08:00');
}

/** JSON of records with dates in China time. */
function recordsJson(records: readonly Record<string, unknown>[]): string {
  return JSON.stringify(
    records,
    function (this: Record<string, unknown>, key: string, value: unknown) {
      const raw = this[key];
      return raw instanceof Date ? chinaIso(raw) : value;
    },
    2,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return chinaWall(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A file or folder name the archive and every file system take: no separators, controls or dots alone. */
export function safeEntryName(name: string): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .trim()
    .slice(0, 120);
  return cleaned && !/^\.+$/.test(cleaned) ? cleaned : '_';
}

function sectionTable(section: PersonalDataSection, locale: Locale): string {
  if (section.records.length === 0) return `<p>${escapeHtml(exportTexts(locale, 'empty'))}</p>`;
  const columns = [...new Set(section.records.flatMap((record) => Object.keys(record)))];
  const head = columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('');
  const rows = section.records
    .map((record) => `<tr>${columns.map((column) => `<td>${escapeHtml(cellText(record[column]))}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

/** index.html: the title, when it was prepared, and per section its name, its counts and its records as a table. */
export function indexPage(sections: readonly PersonalDataSection[], person: { name: string }, locale: Locale, preparedAt: Date): string {
  const parts = sections.map((section, index) => {
    const title = exportTexts(locale, `section.${section.key}` as 'title');
    const counts = [exportTexts(locale, 'sectionCount', { count: section.records.length })];
    if (section.files?.length) counts.push(exportTexts(locale, 'sectionFiles', { count: section.files.length }));
    const folder = folderOf(section, index);
    return `<section><h2>${escapeHtml(title)}</h2><p>${escapeHtml(counts.join(' · '))} — <a href="${escapeHtml(folder)}/records.json">${escapeHtml(folder)}/records.json</a></p>\n${sectionTable(section, locale)}</section>`;
  });
  const title = escapeHtml(exportTexts(locale, 'title', { name: person.name }));
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse;font-size:.85rem}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}</style>
</head><body><h1>${title}</h1><p>${escapeHtml(exportTexts(locale, 'prepared', { at: chinaWall(preparedAt) }))}</p>
${parts.join('\n')}
</body></html>
`;
}

/** A section's folder: its position keeps the index's order in a file list. */
function folderOf(section: PersonalDataSection, index: number): string {
  return `${String(index + 1).padStart(2, '0')}-${safeEntryName(section.key)}`;
}

/**
 * The archive as a stream: the index, then each section's records and files, one file open at a time. An error
 * reading a file fails the stream (the job marks the export failed rather than hand over a partial copy).
 */
export function personalDataArchive(
  sections: readonly PersonalDataSection[],
  person: { name: string },
  locale: Locale,
  preparedAt: Date,
): Readable {
  const zip = archiver('zip', { zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (error) => out.destroy(error));
  zip.pipe(out);
  void (async () => {
    try {
      zip.append(indexPage(sections, person, locale, preparedAt), { name: 'index.html' });
      for (const [index, section] of sections.entries()) {
        const folder = folderOf(section, index);
        zip.append(recordsJson(section.records), { name: `${folder}/records.json` });
        const used = new Set<string>();
        for (const file of section.files ?? []) {
          let name = safeEntryName(file.name);
          while (used.has(name)) name = `_${name}`;
          used.add(name);
          const entry = `${folder}/files/${name}`;
          const bytes = await file.open();
          // archiver reads appended streams in order: this one is written before the next file is opened.
          const written = new Promise<void>((resolve) => {
            const onEntry = (data: archiver.EntryData) => {
              if (data.name !== entry) return;
              zip.off('entry', onEntry);
              resolve();
            };
            zip.on('entry', onEntry);
          });
          zip.append(bytes, { name: entry });
          await written;
        }
      }
      await zip.finalize();
    } catch (error) {
      out.destroy(error as Error);
      zip.abort();
    }
  })();
  return out;
}
