import '../i18n/research.register';
import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RequestError } from '@/shared/request/request';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useActivity } from '../api/get-activity';
import { useOrganisers } from '../api/get-organisers';
import { ActivityForm } from '../components/ActivityForm';
import { parseId } from '../model/parse-id';

/** /research/createActivity (`?id=` edits): an activity with its stages, saved as a draft first; publish it from its page. */
export default function ActivityEditPage() {
  const { t } = useTranslation();
  const id = parseId(useSearchParams()[0].get('id'));
  const editing = useSearchParams()[0].has('id');
  const activity = useActivity(id);
  const organisers = useOrganisers();
  const title = editing ? t('research.form.editTitle') : t('routes.researchCreate');
  if ((editing && id === null) || activity.isError)
    return (
      <PageFrame title={title}>
        <LoadFailure
          error={activity.error ?? new RequestError('', 404, null)}
          notFound={t('research.activity.notFound')}
          onRetry={() => void activity.refetch()}
          back={<Link to="/research/myResearch">{t('routes.researchMine')}</Link>}
        />
      </PageFrame>
    );
  if (organisers.isError)
    return (
      <PageFrame title={title}>
        <RetryAlert onRetry={() => void organisers.refetch()} />
      </PageFrame>
    );
  if ((id !== null && activity.isPending) || organisers.isPending)
    return (
      <PageFrame title={title}>
        <Skeleton active />
      </PageFrame>
    );
  const choices = organisers.data;
  if (choices.groups.length === 0 && choices.unit === null)
    return (
      <PageFrame title={title}>
        <Alert type="info" showIcon title={t('research.form.noOrganiser')} data-testid="no-organiser" />
      </PageFrame>
    );
  return (
    <PageFrame title={title}>
      <ActivityForm key={activity.data?.id ?? 'new'} activity={activity.data ?? null} choices={choices} />
    </PageFrame>
  );
}
