import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from './PageFrame';

export type AccessGateProps = {
  /** Whether the signed-in user may use the page: one `can…` of the feature's access rules (useAccess). */
  accessible: boolean;
  /** The 403 result's title and explanation, already translated. */
  title: string;
  text: string;
  testId: string;
  /** Frames the refusal as a page with this title, for pages whose own frame is inside the gate. */
  pageTitle?: string;
  children: ReactNode;
};

/**
 * The one gate of the staff pages: shows the page only to those its access rule allows; anyone else who types the
 * address gets a 403 result instead of a page of refused calls (the server refuses them anyway).
 */
export function AccessGate({ accessible, title, text, testId, pageTitle, children }: AccessGateProps) {
  const { t } = useTranslation();
  if (accessible) return <>{children}</>;
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
