import archiver, { type Archiver } from 'archiver';
import type { RequestContext } from '@server/platform/context/request-context';
import { chinaDay } from '@server/platform/time/china-time';
import { certificateFileName, renderCertificatePdf } from './certificate-pdf';
import { sheetOf } from './certificate-sheet';
import { certificateForDownload, programmeCertificatesForZip } from './certificates.service';

// Certificates as paper: one PDF for its holder or staff over them, and a programme's valid ones as a ZIP. The QR
// code on each points at the public verification page on the origin the request came to.

/** A certificate's PDF and file name, for its holder or staff over them (403 otherwise, 404 unknown). */
export async function certificatePdfDownload(ctx: RequestContext, id: number, origin: string): Promise<{ fileName: string; pdf: Buffer }> {
  const sheet = sheetOf(await certificateForDownload(ctx, id), origin);
  return { fileName: certificateFileName(sheet), pdf: await renderCertificatePdf(sheet) };
}

/** Every valid certificate of a programme the caller manages as PDFs in one ZIP, streamed; 404 when there is none. */
export async function programmeCertificatesZip(
  ctx: RequestContext,
  programmeId: number,
  origin: string,
): Promise<{ fileName: string; zip: Archiver }> {
  const { title, certificates } = await programmeCertificatesForZip(ctx, programmeId);
  const zip = archiver('zip', { zlib: { level: 6 } });
  // PDFs are rendered one at a time while the archive streams out, so memory stays at one certificate.
  void (async () => {
    try {
      for (const certificate of certificates) {
        const sheet = sheetOf(certificate, origin);
        zip.append(await renderCertificatePdf(sheet), { name: certificateFileName(sheet) });
      }
      await zip.finalize();
    } catch (error) {
      zip.abort();
      ctx.log.error({ err: error }, 'certificate zip failed');
    }
  })();
  const safeTitle = title.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(0, 60);
  return { fileName: `${safeTitle}-证书-${chinaDay(new Date()).replaceAll('-', '')}.zip`, zip };
}
