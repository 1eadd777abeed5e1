import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '@/shared/ui/route-meta';
import { useSession } from '@/shared/session/session-store';

/** Names the browser tab after the page and the tenant (the page's route title; a 404 is titled as such). */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const handle = useRouteHandle();
  const appInfo = useSession((session) => session.appInfo);
  useEffect(() => {
    const site = appInfo ? (i18n.language === 'en-US' ? appInfo.nameEn : appInfo.name) : t('app.fullName');
    document.title = handle ? `${t(`routes.${handle.title}` as 'routes.home')} - ${site}` : site;
  }, [handle, appInfo, i18n.language, t]);
}
