import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { chunkErrorKind } from './chunk-errors';

/**
 * What a route shows when it fails: for a chunk that did not load, a friendly retry page naming the error
 * (ChunkLoadError or CSS_CHUNK_LOAD_FAILED, spec 8); for anything else, the generic message and a retry.
 * Kept in the entry chunk and light, since it must render exactly when chunks cannot be fetched.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const kind = chunkErrorKind(error);
  useEffect(() => {
    // Reported for monitoring and tests; the page itself shows no internals.
    window.dispatchEvent(new CustomEvent('yanxiu:route-error', { detail: { kind: kind ?? 'RouteError' } }));
  }, [kind]);
  return (
    <main
      data-testid="route-error"
      data-error-kind={kind ?? 'RouteError'}
      style={{ maxWidth: 480, margin: '15vh auto', padding: 24, textAlign: 'center' }}
    >
      <WarningOutlined style={{ fontSize: 56, color: '#bf8700' }} />
      <h1 style={{ fontSize: 22 }}>{kind ? t('errors.chunkTitle') : t('errors.generic')}</h1>
      {kind && (
        <p style={{ color: 'rgba(0,0,0,0.55)' }}>
          {t('errors.chunkText')} ({kind})
        </p>
      )}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </main>
  );
}
