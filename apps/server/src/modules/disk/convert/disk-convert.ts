import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { AppDeps } from '@server/platform/deps';
import { queueWorker } from '@server/platform/module';
import { convertOfficeQueue, type ConvertJob } from '@server/modules/disk/disk.queues';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { runContained } from './disk-convert-process';
import { isZipFile, type UnpackLimits, zipRefusalOf } from './disk-convert-zip';
import { findBlob, settlePdfPreview } from '@server/modules/disk/storage/disk-storage.repository';

// Office previews: a Word, Excel or PowerPoint file is converted to PDF once per content, by a queued job running
// headless LibreOffice (Debian's packages; `npm test` installs them like Chromium). Without LibreOffice the content's
// preview is marked `notEnabled` and the page offers the download with a message saying how to enable previews.
// A file LibreOffice must not be given (an archive unpacking past the limits) or cannot convert within its time and
// memory is marked `failed`, and the queue moves on (docs/api.md, "Previews").

/** The queue of conversions; data `{ tenantId, sha256, extension }`. */

const EXTENSION = /^[a-z]{1,5}$/;
// A converted PDF may be larger than its source (embedded fonts); generously bounded all the same.
const PDF_MAX_BYTES = 2 * 1024 ** 3;
// Parts in an Office archive: a large workbook or deck has hundreds; thousands more only cost LibreOffice time.
const MAX_ZIP_PARTS = 10_000;

type ConvertConfig = Pick<Config, 'DISK_SOFFICE_PATH' | 'DISK_CONVERT_TIMEOUT_SECONDS' | 'DISK_CONVERT_MEMORY_MB'>;

const available = new Map<string, Promise<boolean>>();

/** Whether LibreOffice can be run here (asked once per process and command). */
export function libreOfficeAvailable(config: ConvertConfig): Promise<boolean> {
  const command = config.DISK_SOFFICE_PATH;
  let answer = available.get(command);
  if (!answer) {
    answer = runContained(command, ['--version'], { timeoutMs: 30_000, memoryMb: config.DISK_CONVERT_MEMORY_MB }).then(
      () => true,
      () => false,
    );
    available.set(command, answer);
  }
  return answer;
}

/** The limits an Office archive must unpack within to be converted (docs: DISK_CONVERT_MAX_UNPACKED_MB). */
export function unpackLimitsOf(
  config: Pick<Config, 'DISK_CONVERT_MAX_UNPACKED_MB' | 'DISK_CONVERT_MAX_PART_MB' | 'DISK_CONVERT_MAX_RATIO'>,
): UnpackLimits {
  const MiB = 1024 ** 2;
  return {
    totalBytes: config.DISK_CONVERT_MAX_UNPACKED_MB * MiB,
    partBytes: config.DISK_CONVERT_MAX_PART_MB * MiB,
    ratio: config.DISK_CONVERT_MAX_RATIO,
    parts: MAX_ZIP_PARTS,
  };
}

/**
 * Converts one file to PDF into `workDir/out` and answers the PDF's path; the caller removes `workDir`. Each
 * conversion has a LibreOffice profile of its own in `workDir` (copied from a prepared one, as making one is
 * slow), so a conversion killed mid-way leaves nothing a later one needs, and conversions in several
 * processes never share one. Within a process the queue's worker takes one job at a time.
 */
export async function convertToPdf(config: ConvertConfig, input: string, workDir: string): Promise<string> {
  const profile = pathToFileURL(path.join(workDir, 'profile')).href;
  const outDir = path.join(workDir, 'out');
  await runContained(
    config.DISK_SOFFICE_PATH,
    [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', outDir, input],
    {
      timeoutMs: config.DISK_CONVERT_TIMEOUT_SECONDS * 1000,
      memoryMb: config.DISK_CONVERT_MEMORY_MB,
    },
  );
  // LibreOffice exits with 0 even when it could not load the file: the PDF is the proof.
  const output = path.join(outDir, `${path.parse(input).name}.pdf`);
  await fs.access(output);
  return output;
}

// A conversion lasts at most DISK_CONVERT_TIMEOUT_SECONDS (an hour at most): a work directory a day old was left by a
// process that died mid-conversion, and would otherwise stay forever.
const ABANDONED_AFTER_MS = 86_400_000;

async function removeAbandonedWorkDirs(convertDir: string, log: FastifyBaseLogger): Promise<void> {
  for (const name of await fs.readdir(convertDir)) {
    const dir = path.join(convertDir, name);
    const stat = await fs.stat(dir).catch(() => undefined);
    if (!name.startsWith('job-') || !stat || Date.now() - stat.mtimeMs < ABANDONED_AFTER_MS) continue;
    await fs
      .rm(dir, { recursive: true, force: true })
      .catch((error: unknown) => log.warn({ err: error, dir: name }, 'could not remove an abandoned conversion directory'));
  }
}

async function convertContent(deps: AppDeps, data: ConvertJob, log: FastifyBaseLogger): Promise<void> {
  const tenantId = asTenantId(data.tenantId);
  const blob = await findBlob(deps.db, tenantId, data.sha256);
  // Purged meanwhile, or settled by an earlier run of this job.
  if (!blob || blob.pdfStatus !== 'pending') return;
  if (!(await libreOfficeAvailable(deps.config))) {
    await settlePdfPreview(deps.db, tenantId, data.sha256, { status: 'notEnabled' });
    return;
  }
  const extension = EXTENSION.test(data.extension) ? data.extension : 'docx';
  // Under DATA_DIR rather than the system's temporary directory, often a small RAM disk, as the converted PDF can be large.
  const convertDir = path.join(deps.config.DATA_DIR, 'disk-convert');
  await fs.mkdir(convertDir, { recursive: true });
  await removeAbandonedWorkDirs(convertDir, log);
  const workDir = await fs.mkdtemp(path.join(convertDir, 'job-'));
  try {
    const input = path.join(workDir, `source.${extension}`);
    await pipeline(await deps.storage.get(blob.storageKey), createWriteStream(input));
    const refusal = (await isZipFile(input)) ? await zipRefusalOf(input, unpackLimitsOf(deps.config)) : undefined;
    if (refusal) {
      log.warn(
        { sha256: data.sha256, refusal },
        'an Office file was refused before conversion (an archive past the unpacking limits, or malformed)',
      );
      await settlePdfPreview(deps.db, tenantId, data.sha256, { status: 'failed' });
      return;
    }
    let output: string;
    try {
      output = await convertToPdf(deps.config, input, workDir);
    } catch (error) {
      log.warn({ err: error, sha256: data.sha256 }, 'LibreOffice could not convert a disk file');
      await settlePdfPreview(deps.db, tenantId, data.sha256, { status: 'failed' });
      return;
    }
    const pdf = await deps.storage.put(createReadStream(output), { maxBytes: PDF_MAX_BYTES, keyPrefix: `t${tenantId}` });
    if (
      !(await settlePdfPreview(deps.db, tenantId, data.sha256, {
        status: 'ready',
        storageKey: pdf.key,
        size: pdf.size,
        sha256: pdf.sha256,
      }))
    ) {
      // Settled by another run, or purged: nobody refers to this PDF.
      await deps.storage.delete(pdf.key);
    }
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** The conversion worker: a failure other than LibreOffice refusing the file (the store, the database) is retried. */
export const convertOfficeWorker = queueWorker(convertOfficeQueue, (deps, data, log) => convertContent(deps, data, log));
