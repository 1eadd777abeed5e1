import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Why a video or document cannot be opened (e.g. not enrolled), with the way back to where it can be. */
export function MediaRefusal({ reason, backTo, backText }: { reason: string | undefined; backTo: string; backText: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      data-testid="media-refused"
      title={reason ? t('training.media.refused', { reason }) : t('training.media.refusedGeneric')}
      subTitle={t('training.media.refusedGeneric')}
      extra={
        <Link to={backTo} data-testid="media-back">
          {backText}
        </Link>
      }
    />
  );
}
