import '../i18n/development.register';
import type { ReviewQueueFilters } from '@yanxiu/contract/development-apply';
import { ApplyStatus } from '@yanxiu/contract/enums';
import { Empty, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { currentLocale } from '@/shared/i18n/i18n';
import { useReviewDomainQueue } from '@/shared/review/review-domain';
import { ReviewQueueTable } from '@/shared/review/ReviewQueueTable';
import type { ReviewQueueChange, ReviewQueueParams } from '@/shared/review/review-queue-params';
import { useAccess } from '@/shared/session/access';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useReviewQueueFilters } from '../api/review-queue-filters';
import { developmentReview } from '../components/development-review';
import { developmentAccess } from '../development.access';

const SELECT_WIDTH = { width: 160 };

/** The development queue's own filters: post type, phase applied for, school section. */
function OwnFilters({
  params,
  choices,
  onChange,
}: {
  params: ReviewQueueParams;
  choices: ReviewQueueFilters | undefined;
  onChange: (change: ReviewQueueChange) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const sections = useCodeTable('section');
  const named = (choice: { code: string; name: string; nameEn: string }) => ({
    value: choice.code,
    label: locale === 'en-US' ? choice.nameEn : choice.name,
  });
  const select = (name: string, label: string, options: Array<{ value: string; label: string }> | undefined, testId?: string) => (
    <Select
      allowClear
      style={SELECT_WIDTH}
      placeholder={label}
      aria-label={label}
      value={params.extra[name]}
      options={options}
      onChange={(value?: string) => onChange({ extra: { [name]: value } })}
      data-testid={testId}
    />
  );
  return (
    <>
      {select('postType', t('development.queue.postType'), choices?.postTypes.map(named), 'queue-post-type')}
      {select('phase', t('development.queue.phase'), choices?.phases.map(named))}
      {select(
        'section',
        t('development.queue.section'),
        sections.data?.map((item) => ({ value: item.code, label: codeLabel(sections.data, item.code, locale) })),
      )}
    </>
  );
}

/** The reviewer's development lists: waiting, returned, decided, with their filters. */
function Queue() {
  const { t } = useTranslation();
  const queue = useReviewDomainQueue(developmentReview);
  const choices = useReviewQueueFilters(true);
  const en = currentLocale() === 'en-US';
  return (
    <ReviewQueueTable
      queue={queue}
      domainColumns={[
        { title: t('development.apply.postType'), dataIndex: 'postTypeName' },
        { title: t('development.apply.phase'), dataIndex: 'phaseName' },
      ]}
      filters={{
        own: <OwnFilters params={queue.address.params} choices={choices.data} onChange={queue.address.update} />,
        steps: choices.data?.steps.map((step) => ({ value: step.code, label: en ? step.nameEn : step.name })) ?? [],
        // 0 (not applied) never has a review.
        statuses: ApplyStatus.options(currentLocale()).filter((option) => option.value !== '0'),
        submitted: true,
      }}
    />
  );
}

/**
 * /manage/developmentReview: the reviewer's development lists (the staff's one review list, /my/todoList/reviews, links
 * here), on the shared review queue: tabs with counts, filters and page in the address, and each row's decision page
 * moving on within this list.
 */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const reviewer = useAccess(developmentAccess).canReview;
  return (
    <PageFrame title={t('routes.manageDevelopmentReview')} crumbs={[t('nav.manage')]}>
      {reviewer ? <Queue /> : <Empty description={t('development.review.notReviewer')} data-testid="todo-empty" />}
    </PageFrame>
  );
}
