import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { RetryAlert } from './RetryAlert';

/** How a failed read of one thing (a programme, an application) is shown: refused, not there, or worth a retry. */
export type LoadFailureKind = 'forbidden' | 'notFound' | 'failed';

/** 403 is a refusal, 404 (and 400: an address naming nothing) is "not there"; anything else may pass on retry. */
export function loadFailureKind(error: unknown): LoadFailureKind {
  if (error instanceof RequestError && error.httpStatus === 403) return 'forbidden';
  if (error instanceof RequestError && (error.httpStatus === 404 || error.httpStatus === 400)) return 'notFound';
  return 'failed';
}

export type LoadFailureProps = {
  error: unknown;
  /** The one sentence saying the thing is not there (or not open to the caller). */
  notFound: string;
  onRetry: () => void;
  /** Where to go instead (a link back to the list); home when absent. */
  back?: ReactNode;
  testId?: string;
};

/**
 * The one way a page says its subject could not be read: a 403 page, a 404 page with one sentence, or the retry
 * alert. The read behind it is quiet (`skipErrorHandler`), so the failure is said once, here, and not again in a
 * toast; and 4xx answers are not retried (providers.tsx), so a refusal shows at once instead of a spinner.
 */
export function LoadFailure({ error, notFound, onRetry, back, testId }: LoadFailureProps) {
  const { t } = useTranslation();
  const kind = loadFailureKind(error);
  const home = (
    <Link to="/home">
      <Button type="primary">{t('common.backHome')}</Button>
    </Link>
  );
  if (kind === 'failed') return <RetryAlert onRetry={onRetry} />;
  if (kind === 'forbidden')
    return (
      <Result
        status="403"
        title={t('errors.forbiddenTitle')}
        subTitle={t('errors.forbiddenText')}
        extra={back ?? home}
        data-testid={testId}
        data-failure="forbidden"
      />
    );
  return <Result status="404" title={notFound} extra={back ?? home} data-testid={testId} data-failure="notFound" />;
}
