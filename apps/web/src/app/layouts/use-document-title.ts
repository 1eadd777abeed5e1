import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageSubjectValue } from '@/shared/ui/page-subject';
import { useRouteHandle } from '@/shared/ui/route-meta';
import { useSession } from '@/shared/session/session-store';

/**
 * Names the browser tab after the page and the tenant: the page's subject when it set one (a shared topic's title),
 * else its route title (a 404 is titled as such).
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const handle = useRouteHandle();
  const subject = usePageSubjectValue();
  const appInfo = useSession((session) => session.appInfo);
  useEffect(() => {
    const site = appInfo ? (i18n.language === 'en-US' ? appInfo.nameEn : appInfo.name) : t('app.fullName');
    const page = subject ?? (handle ? t(`routes.${handle.title}` as 'routes.home') : null);
    document.title = page ? `${page} - ${site}` : site;
  }, [handle, subject, appInfo, i18n.language, t]);
}
