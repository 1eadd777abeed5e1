import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { withoutColumns } from '@server/platform/personal-data/personal-data';
import { chinaDay } from '@server/platform/time/china-time';
import { certificateFileName, renderCertificatePdf } from './certificate-pdf';
import { sheetOf } from './certificate-sheet';
import { listCertificatesOfUser } from './certificates.repository';

/** A person's certificates, each with its PDF as they download it (for the export). */
export async function personalDataOfCertificates({ db, tenantId, userId, origin }: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const certificates = await listCertificatesOfUser(db, tenantId, userId);
  const day = chinaDay(new Date());
  return [
    {
      key: 'certificates',
      records: certificates.map((row) => withoutColumns(row, ['tenantId', 'statusListIndex'])),
      files: certificates.map((certificate) => {
        const sheet = sheetOf(certificate, origin, day);
        return { name: certificateFileName(sheet), open: () => renderCertificatePdf(sheet) };
      }),
    },
  ];
}
