import type { CertificateAward } from '@yanxiu/contract/certificates';
import { Space } from 'antd';
import { Level } from '@yanxiu/contract/enums';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';

const isLevel = (value: string | null): value is (typeof Level.values)[number] =>
  value !== null && (Level.values as readonly string[]).includes(value);

/** An award's honour with its level in the active language, e.g. 区级教学能手（区县级）. */
export function CertificateAwardText({ award }: { award: CertificateAward }) {
  const { t } = useTranslation();
  const text = isLevel(award.level)
    ? t('certificates.award.withLevel', { honour: award.honour, level: Level.label(award.level, currentLocale()) })
    : award.honour;
  return <span data-testid="certificate-award">{text}</span>;
}

/** An award's title cell: the selection's title, then 荣誉证书: the honour (level). */
export function AwardTitle({ title, award }: { title: string; award: CertificateAward }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={0}>
      <span>{title}</span>
      <span>
        {t('certificates.award.kind')}: <CertificateAwardText award={award} />
      </span>
    </Space>
  );
}
