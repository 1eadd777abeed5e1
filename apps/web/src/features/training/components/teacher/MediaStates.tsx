import type { MediaLink } from '@yanxiu/contract/training';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaRefusal } from './MediaRefusal';
import type { useMediaPage } from './use-media-page';

type Props = {
  media: ReturnType<typeof useMediaPage>;
  backText: string;
  loading: ReactNode;
  children: (link: MediaLink) => ReactNode;
};

/** A media page's body: nothing asked for, refused (e.g. not enrolled), loading, or the link once it is there. */
export function MediaStates({ media: { target, link, back }, backText, loading, children }: Props) {
  const { t } = useTranslation();
  if (target.source === null)
    return (
      <Result status="info" title={t('training.media.missing')} extra={<Link to="/personal/training">{t('training.my.browse')}</Link>} />
    );
  if (link.isError) return <MediaRefusal reason={link.error.message} backTo={back} backText={backText} />;
  if (link.isPending) return loading;
  return children(link.data);
}
