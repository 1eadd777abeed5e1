import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { PageFrame } from './PageFrame';

export type RoleGateProps = {
  /** Whether the signed-in user's roles may see the page. */
  allows: (roles: readonly string[]) => boolean;
  /** The 403 result's title and explanation, already translated. */
  title: string;
  text: string;
  testId: string;
  /** Frames the refusal as a page with this title, for pages whose own frame is inside the gate. */
  pageTitle?: string;
  children: ReactNode;
};

/**
 * Shows a staff page only to the roles that may use it; anyone else who types the address gets a 403 result instead
 * of a page of refused calls (the server refuses them anyway).
 */
export function RoleGate({ allows, title, text, testId, pageTitle, children }: RoleGateProps) {
  const { t } = useTranslation();
  const allowed = useSession((session) => allows(session.loginInfo?.roles ?? []));
  if (allowed) return <>{children}</>;
  const refusal = (
    <Result
      status="403"
      title={title}
      subTitle={text}
      extra={
        <Link to="/home">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
      data-testid={testId}
    />
  );
  return pageTitle === undefined ? refusal : <PageFrame title={pageTitle}>{refusal}</PageFrame>;
}
