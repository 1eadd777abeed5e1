import type { TopicCallForTeacher } from '@yanxiu/contract/topic';
import { TopicLevel } from '@yanxiu/contract/topic-enums';
import { Card, Collapse, Empty, Flex, Input, List, Pagination, Segmented, Select, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@/shared/config/constants';
import { calmMarks } from '@/shared/format/bounded-text';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { ActionLink } from '@/shared/ui/ActionLink';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useCalls } from '../../api/teacher/list-calls';
import { enumOptions, levelLabel } from '../../components/teacher/labels';
import { applyFormPath } from '../../model/page-links';

/** /scientific/topic: the district's calls open now (or all published ones) with their suggested topics, and whether I may apply. */
export default function CallsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const level = params.get('level') ?? '';
  const openOnly = params.get('all') !== '1';
  const calls = useCalls({
    current,
    size: PAGE_SIZE,
    openOnly: String(openOnly),
    ...(keyword ? { keyword } : {}),
    ...(level ? { level } : {}),
  });
  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };

  let body;
  if (calls.isError) body = <RetryAlert title={t('topicTeacher.calls.loadFailed')} onRetry={() => void calls.refetch()} />;
  else if (calls.isPending) body = <Skeleton active data-testid="calls-loading" />;
  else if (calls.data.total === 0)
    body = (
      <Empty
        data-testid="calls-empty"
        description={t(keyword || level || !openOnly ? 'topicTeacher.calls.noMatch' : 'topicTeacher.calls.empty')}
      />
    );
  else
    body = (
      <>
        <List
          dataSource={calls.data.records}
          renderItem={(call) => (
            <List.Item>
              <CallCard call={call} />
            </List.Item>
          )}
          data-testid="calls"
        />
        <Flex justify="flex-end">
          <Pagination
            current={calls.data.current}
            pageSize={PAGE_SIZE}
            total={calls.data.total}
            showSizeChanger={false}
            size="small"
            showTotal={(count) => t('topicTeacher.calls.total', { count })}
            onChange={(page) => update({ page: String(page) })}
          />
        </Flex>
      </>
    );

  return (
    <PageFrame title={t('routes.scientificTopic')} crumbs={[t('nav.scientific')]}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('topicTeacher.calls.intro')}
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Input.Search
            allowClear
            aria-label={t('topicTeacher.calls.keyword')}
            placeholder={t('topicTeacher.calls.keyword')}
            defaultValue={keyword}
            maxLength={50}
            onSearch={(value) => update({ keyword: value.trim() || null })}
            style={{ flex: '2 1 220px' }}
          />
          <Select
            aria-label={t('topicTeacher.calls.level')}
            value={level}
            options={[{ value: '', label: t('topicTeacher.calls.allLevels') }, ...enumOptions(TopicLevel)]}
            onChange={(value: string) => update({ level: value || null })}
            style={{ flex: '1 1 150px' }}
            data-testid="calls-level"
          />
          <Segmented
            aria-label={t('topicTeacher.calls.show')}
            value={openOnly ? 'open' : 'all'}
            onChange={(value) => update({ all: value === 'all' ? '1' : null })}
            options={[
              { value: 'open', label: t('topicTeacher.calls.shows.open') },
              { value: 'all', label: t('topicTeacher.calls.shows.all') },
            ]}
          />
        </Flex>
        {body}
      </Flex>
    </PageFrame>
  );
}

function CallCard({ call }: { call: TopicCallForTeacher }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const action = call.myApplyId !== null ? 'continue' : call.eligible ? 'apply' : null;
  return (
    <Card
      size="small"
      style={{ width: '100%' }}
      title={<span title={call.title}>{call.title}</span>}
      data-testid="call-card"
      data-call={call.callId}
      extra={<Typography.Text type="secondary">{t('topicTeacher.calls.year', { year: call.year })}</Typography.Text>}
    >
      <Flex vertical gap={8}>
        <Flex gap={4} wrap>
          {call.levels.map((value) => (
            <Tag key={value} color="blue">
              {levelLabel(value)}
            </Tag>
          ))}
          {!call.open && <Tag>{t('topicTeacher.calls.notOpen')}</Tag>}
        </Flex>
        {call.description && (
          <Typography.Paragraph
            style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
            ellipsis={{ rows: 3, expandable: true, symbol: t('topicTeacher.more') }}
          >
            {calmMarks(call.description)}
          </Typography.Paragraph>
        )}
        <Typography.Text type="secondary">
          {t('topicTeacher.calls.window', { start: formatDateTime(call.startsAt), end: formatDateTime(call.endsAt) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('topicTeacher.calls.period', { start: formatDay(call.periodStartsOn), end: formatDay(call.periodEndsOn) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('topicTeacher.calls.owner', { org: call.ownerOrgName })} · {t('topicTeacher.calls.memberCap', { count: call.memberCap })}
        </Typography.Text>
        {call.requiredDocuments.length > 0 && (
          <Typography.Text type="secondary">
            {t('topicTeacher.calls.documents', { documents: formatList(call.requiredDocuments, locale) })}
          </Typography.Text>
        )}
        {call.suggestions.length > 0 && (
          <Collapse
            size="small"
            items={[
              {
                key: 'suggestions',
                label: t('topicTeacher.calls.suggestions', { count: call.suggestions.length }),
                children: (
                  <List
                    size="small"
                    dataSource={call.suggestions}
                    data-testid="call-suggestions"
                    renderItem={(item) => (
                      <List.Item>
                        <Flex vertical>
                          <Flex gap={8} wrap>
                            <Typography.Text>{item.title}</Typography.Text>
                            {item.level && <Tag>{levelLabel(item.level)}</Tag>}
                          </Flex>
                          {item.description && <Typography.Text type="secondary">{item.description}</Typography.Text>}
                        </Flex>
                      </List.Item>
                    )}
                  />
                ),
              },
            ]}
          />
        )}
        {!call.eligible && call.myApplyId === null && call.reasons.length > 0 && (
          <Typography.Text type="danger" data-testid="call-ineligible">
            {t('topicTeacher.calls.ineligible', {
              reasons: formatList(
                call.reasons.map((reason) => t(`topicTeacher.calls.reasons.${reason}`)),
                locale,
              ),
            })}
          </Typography.Text>
        )}
        {action && (
          <Flex justify="flex-end">
            <ActionLink
              to={applyFormPath({ callId: call.callId, applyId: call.myApplyId })}
              type="primary"
              size="middle"
              testId={`call-${action}`}
            >
              {t(`topicTeacher.calls.actions.${action}`)}
            </ActionLink>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
