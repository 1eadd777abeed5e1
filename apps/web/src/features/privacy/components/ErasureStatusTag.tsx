import '../i18n/erasure.register';
import type { ErasureStatus } from '@yanxiu/contract/privacy-erasure';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ErasureStatus, string> = { pending: 'gold', approved: 'blue', refused: 'red', erased: 'default' };

/** Where an erasure request stands, in the reader's language. */
export function ErasureStatusTag({ status }: { status: ErasureStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`privacyErasure.status.${status}`)}</Tag>;
}
