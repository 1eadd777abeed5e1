import '../i18n/review.register';
import type { ReviewDomain } from '@yanxiu/contract/review';
import { Card, Empty, Space, Tabs, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { ActionLink } from '@/shared/ui/ActionLink';
import { CountBadge } from '@/shared/ui/CountBadge';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { reviewListState } from '@/shared/review/next-review';
import { useReviewList, type ReviewListItem } from '../api/review-list';
import { ReviewListFilters } from '../components/ReviewListFilters';
import { listParamsOf, readFilters, writeFilters, type ListFilters } from '../model/list-params';
import { reviewAccess } from '../review.access';

const PAGE_SIZE = 10;
const ALL = 'all';

const stepLabel = (t: TFunction, code: string) => t(`review.steps.${code}`, { defaultValue: t('review.steps.other') });

/** When the call the review belongs to closes (its application window), marked once closed: staff decide those first. */
function DueCell({ dueAt }: { dueAt: string | null }) {
  const { t } = useTranslation();
  if (!dueAt) return <Typography.Text type="secondary">{t('review.noDue')}</Typography.Text>;
  return (
    <Space size={4} wrap>
      {formatDateTime(dueAt)}
      {Date.parse(dueAt) < Date.now() && <Tag color="red">{t('review.overdue')}</Tag>}
    </Space>
  );
}

/** The domains' own lists (what the reader returned and decided too), one link each. */
function OwnLists({ staff }: { staff: boolean }) {
  const { t } = useTranslation();
  const lists = [
    { key: 'development', to: '/manage/developmentReview' },
    ...(staff
      ? [
          { key: 'selection', to: '/manage/selectionReview' },
          { key: 'topic', to: '/manage/topicReview' },
          { key: 'backbone', to: '/my/todoList/backbone' },
          { key: 'declaration', to: '/manage/declarations' },
        ]
      : []),
  ];
  return (
    <Space wrap size={8} data-testid="review-own-lists">
      <Typography.Text type="secondary">{t('review.ownLists')}</Typography.Text>
      {lists.map((list) => (
        <ActionLink key={list.key} to={list.to} testId={`review-own-list-${list.key}`}>
          {t(`review.ownList.${list.key}`)}
        </ActionLink>
      ))}
    </Space>
  );
}

/**
 * /my/todoList/reviews: every review waiting for the reader's decision, of every domain (development, selection,
 * topics, backbone recognition, declared hours), in one table oldest submission first. Tabs per domain with their
 * counts; the unit, the deadline and the page in the query string. Each row opens the domain's own decision page.
 */
export default function ReviewListPage() {
  const { t } = useTranslation();
  const access = useAccess(reviewAccess);
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => readFilters(search), [search]);
  const list = useReviewList(listParamsOf(filters, PAGE_SIZE), access.canReview);
  const change = (next: Partial<ListFilters>) => setSearch(writeFilters({ ...filters, ...next }));
  const counts = list.data?.counts ?? [];
  const all = counts.reduce((sum, entry) => sum + entry.count, 0);
  // The domain asked for keeps its tab when nothing of it is left, so the page never shows a tab that is not there.
  const tabs =
    filters.domain && !counts.some((entry) => entry.domain === filters.domain) ? [...counts, { domain: filters.domain, count: 0 }] : counts;
  const filtered = filters.domain !== undefined || filters.orgId !== undefined || filters.dueBy !== undefined;

  let body;
  if (!access.canReview) body = <Empty description={t('review.notReviewer')} data-testid="review-not-reviewer" />;
  else
    body = (
      <>
        <Tabs
          activeKey={filters.domain ?? ALL}
          onChange={(key) => change({ domain: key === ALL ? undefined : (key as ReviewDomain), current: 1 })}
          data-testid="review-domains"
          items={[{ domain: ALL, count: all }, ...tabs].map((entry) => ({
            key: entry.domain,
            label: (
              <Space size={6}>
                {entry.domain === ALL ? t('review.all') : t(`review.domains.${entry.domain}`)}
                {/* No count until the list has answered: a 0 then would say nothing waits. */}
                <CountBadge
                  count={list.data ? entry.count : undefined}
                  color={entry.count > 0 ? undefined : 'gray'}
                  testId={`review-count-${entry.domain}`}
                />
              </Space>
            ),
          }))}
        />
        <ReviewListFilters
          filters={filters}
          withSchool={access.canFilterBySchool}
          onChange={change}
          onReset={() => setSearch(writeFilters({ domain: filters.domain, current: 1 }))}
        />
        <ManagedTable<ReviewListItem>
          testId="review-list"
          rowKey="reviewId"
          list={list}
          empty={t(filtered ? 'review.emptyFiltered' : 'review.empty')}
          paging={{
            current: filters.current,
            pageSize: PAGE_SIZE,
            onChange: (page) => change({ current: page }),
            totalText: (count) => t('review.total', { count }),
          }}
          columns={[
            {
              title: t('review.columns.domain'),
              dataIndex: 'domain',
              // antd's plain tag: its coloured ones (green, gold) fall short of the contrast small text needs.
              render: (domain: ReviewDomain) => <Tag>{t(`review.domains.${domain}`)}</Tag>,
            },
            { title: t('review.columns.title'), dataIndex: 'title' },
            { title: t('review.columns.applicant'), dataIndex: 'userName' },
            { title: t('review.columns.school'), dataIndex: 'orgName' },
            { title: t('review.columns.step'), dataIndex: 'stepCode', render: (code: string) => stepLabel(t, code) },
            { title: t('review.columns.submittedAt'), dataIndex: 'submittedAt', render: (value: string | null) => formatDateTime(value) },
            { title: t('review.columns.dueAt'), dataIndex: 'dueAt', render: (value: string | null) => <DueCell dueAt={value} /> },
            {
              title: t('review.columns.action'),
              key: 'action',
              render: (_, item) => (
                // The decision page moves on to this list's next review after a decision (shared/review/next-review.ts).
                <ActionLink
                  to={item.link}
                  type="primary"
                  state={reviewListState(location)}
                  testId={`review-open-${item.domain}-${item.reviewId}`}
                >
                  {t('review.open')}
                </ActionLink>
              ),
            },
          ]}
        />
      </>
    );

  return (
    <PageFrame
      title={t('routes.reviewLists')}
      crumbs={[t('nav.mine')]}
      extra={access.canReview ? <OwnLists staff={access.canFilterBySchool} /> : undefined}
    >
      <Card>{body}</Card>
    </PageFrame>
  );
}
