import type { CertificateAward } from '@yanxiu/contract/certificates';
import { Level } from '@yanxiu/contract/enums';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';

const isLevel = (value: string | null): value is (typeof Level.values)[number] => value !== null && (Level.values as readonly string[]).includes(value);

/** An award's honour with its level in the active language, e.g. 区级教学能手（区县级）. */
export function CertificateAwardText({ award }: { award: CertificateAward }) {
  const { t } = useTranslation();
  const text = isLevel(award.level) ? t('certificates.award.withLevel', { honour: award.honour, level: Level.label(award.level, currentLocale()) }) : award.honour;
  return <span data-testid="certificate-award">{text}</span>;
}
