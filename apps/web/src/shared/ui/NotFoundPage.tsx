import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec 2: unmatched paths, inside the layout and at the top level, with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main data-testid="not-found">
      <Result
        status="404"
        title={t('errors.notFoundTitle')}
        subTitle={t('errors.notFoundText')}
        extra={
          <Link to="/home">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
      />
    </main>
  );
}
