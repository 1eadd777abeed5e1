import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { chunkErrorKind } from './chunk-errors';

/**
 * What a route shows when it fails: for a chunk that did not load, a friendly retry page naming the error
 * (ChunkLoadError or CSS_CHUNK_LOAD_FAILED, spec 8); for anything else, the generic message and a retry.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const kind = chunkErrorKind(error);
  useEffect(() => {
    // Reported for the logs and for tests; the page itself shows no internals.
    window.dispatchEvent(new CustomEvent('yanxiu:route-error', { detail: { kind: kind ?? 'RouteError' } }));
  }, [kind]);
  return (
    <main data-testid="route-error" data-error-kind={kind ?? 'RouteError'}>
      <Result
        status="warning"
        title={kind ? t('errors.chunkTitle') : t('errors.generic')}
        subTitle={kind ? `${t('errors.chunkText')} (${kind})` : undefined}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        }
      />
    </main>
  );
}
