import { message as antMessage } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useCatalogueFailure } from '@/shared/i18n/catalogue-failure';
import { currentLocale, i18n } from '@/shared/i18n/i18n';
import { MESSAGE_DEFAULTS } from '@/shared/config/theme';
import { setNotifier } from '@/shared/request/notifier';
import { shouldShow } from '@/shared/request/message-dedupe';
import { watchIdleLogout } from '@/shared/session/idle-logout';
import { setNavigator } from '@/shared/session/navigation';
import { useDocumentTitle } from './layouts/use-document-title';
import { endServerSession } from './session-calls';
import { loadAppInfoOnce, teacherInfoFor } from './startup-calls';
import { sessionStore, useSession } from '@/shared/session/session-store';
import { watchAccessibleNames } from '@/shared/ui/accessible-names';
import { applyPageIcon } from '@/shared/ui/tenant-icon';

/**
 * Start-up and session lifecycle (spec 4): fetch app info, then check the stored token unless the URL carries a
 * jti or rpcid, and fetch teacher information while signed in (startup-calls.ts, begun by the entry module, each
 * once per page load); idle auto-logout for APPY313 holders. Also plugs the Ant Design message API and the router
 * into the request layer and session store.
 */
export function Startup() {
  const [messageApi, messageHolder] = antMessage.useMessage({ ...MESSAGE_DEFAULTS, maxCount: 3 });
  // Shown through the notifier, so toasts from pages and from the request layer share one de-duplication.
  const message = useMemo(
    () => ({
      success: (text: string) => void messageApi.success(text),
      warning: (text: string) => void messageApi.warning(text),
      error: (text: string) => void messageApi.error(text),
    }),
    [messageApi],
  );
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginInfo = useSession((session) => session.loginInfo);
  const appInfo = useSession((session) => session.appInfo);
  // Every page, in a layout or not (sign-in, /verify, 404s, standalone pages), names itself in the browser tab.
  useDocumentTitle();
  // The chosen language's texts that did not load show as the route error page (catalogue-failure.ts).
  useCatalogueFailure();

  // antd's icons and number inputs name themselves in English: named in the page's language, for the whole document.
  useEffect(
    () =>
      watchAccessibleNames(currentLocale, (listener) => {
        i18n.on('languageChanged', listener);
        return () => i18n.off('languageChanged', listener);
      }),
    [],
  );

  useEffect(() => {
    setNotifier(message);
    setNavigator((path) => void navigate(path));
  }, [message, navigate]);

  useEffect(() => {
    let cancelled = false;
    loadAppInfoOnce().catch(() => {
      if (cancelled) return;
      sessionStore.setAppInfo(null, 'failed');
      applyPageIcon(null);
      const text = t('errors.appInfoFailed');
      if (shouldShow(text)) message.warning(text);
    });
    return () => {
      cancelled = true;
    };
    // Runs once per page load, as the spec's start-up does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Every call but the app-info search names the tenant, so nothing is asked before app info is known.
    if (!loginInfo || !appInfo) return;
    let cancelled = false;
    sessionStore.teacherInfoLoading();
    void teacherInfoFor(loginInfo.userId).then((teacherInfo) => {
      if (!cancelled) sessionStore.setTeacherInfo(teacherInfo);
    });
    return () => {
      cancelled = true;
    };
  }, [loginInfo, appInfo]);

  useEffect(() => {
    if (!loginInfo || !appInfo) return;
    return watchIdleLogout(
      loginInfo.roles,
      () => {
        void endServerSession().then(() => {
          sessionStore.setLoginInfo(null);
          const text = t('errors.idleLogout');
          if (shouldShow(text)) message.warning(text);
        });
      },
      appInfo.signInPolicy?.idleLogoutMinutes,
    );
  }, [loginInfo, appInfo, message, t]);

  return (
    <>
      {messageHolder}
      <Outlet />
    </>
  );
}
