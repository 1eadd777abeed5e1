import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/config';
import type { AppDeps } from '@server/platform/deps';
import type { QueueWorker } from '@server/platform/module';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import { findBlob, settlePdfPreview } from './disk-storage.repository';

// Office previews: a Word, Excel or PowerPoint file is converted to PDF once per content, by a queued job running
// headless LibreOffice (Debian's packages; `npm test` installs them like Chromium). Without LibreOffice the content's
// preview is marked `notEnabled` and the page offers the download with a message saying how to enable previews.

/** The queue of conversions; data `{ tenantId, sha256, extension }`. */
export const CONVERT_OFFICE_QUEUE = 'disk.convertOffice';

const EXTENSION = /^[a-z]{1,5}$/;
// A converted PDF may be larger than its source (embedded fonts); generously bounded all the same.
const PDF_MAX_BYTES = 2 * 1024 ** 3;

function run(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 }, (error) => (error ? reject(error) : resolve()));
  });
}

let available: Promise<boolean> | undefined;

/** Whether LibreOffice can be run here (asked once per process). */
export function libreOfficeAvailable(config: Pick<Config, 'DISK_SOFFICE_PATH'>): Promise<boolean> {
  available ??= run(config.DISK_SOFFICE_PATH, ['--version'], 30_000).then(
    () => true,
    () => false,
  );
  return available;
}

// One LibreOffice profile per process, made by the first conversion (seconds) and reused by the rest; conversions
// sharing a profile must not overlap, so they run one at a time.
const PROFILE_DIR = path.join(os.tmpdir(), `yanxiu-libreoffice-${process.pid}`);
let queue: Promise<unknown> = Promise.resolve();

/** Converts one file to PDF into `workDir/out` and answers the PDF's path; the caller removes `workDir`. */
export function convertToPdf(config: Pick<Config, 'DISK_SOFFICE_PATH' | 'DISK_CONVERT_TIMEOUT_SECONDS'>, input: string, workDir: string): Promise<string> {
  const converted = queue.then(async () => {
    await run(
      config.DISK_SOFFICE_PATH,
      [`-env:UserInstallation=${pathToFileURL(PROFILE_DIR).href}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', path.join(workDir, 'out'), input],
      config.DISK_CONVERT_TIMEOUT_SECONDS * 1000,
    );
    const output = path.join(workDir, 'out', `${path.parse(input).name}.pdf`);
    await fs.access(output);
    return output;
  });
  queue = converted.catch(() => undefined);
  return converted;
}

type ConvertJob = { tenantId: TenantId; sha256: string; extension: string };

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
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'yanxiu-convert-'));
  try {
    const input = path.join(workDir, `source.${extension}`);
    await pipeline(await deps.storage.get(blob.storageKey), createWriteStream(input));
    let output: string;
    try {
      output = await convertToPdf(deps.config, input, workDir);
    } catch (error) {
      log.warn({ err: error, sha256: data.sha256 }, 'LibreOffice could not convert a disk file');
      await settlePdfPreview(deps.db, tenantId, data.sha256, { status: 'failed' });
      return;
    }
    const pdf = await deps.storage.put(createReadStream(output), { maxBytes: PDF_MAX_BYTES, keyPrefix: `t${tenantId}` });
    if (!(await settlePdfPreview(deps.db, tenantId, data.sha256, { status: 'ready', storageKey: pdf.key, size: pdf.size, sha256: pdf.sha256 }))) {
      // Settled by another run, or purged: nobody refers to this PDF.
      await deps.storage.delete(pdf.key);
    }
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** The conversion worker: a failure other than LibreOffice refusing the file (the store, the database) is retried. */
export const convertOfficeWorker: QueueWorker = {
  name: CONVERT_OFFICE_QUEUE,
  retryLimit: 2,
  run: (deps, data, log) => convertContent(deps, data as unknown as ConvertJob, log),
};
