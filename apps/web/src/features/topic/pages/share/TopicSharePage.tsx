import '../../i18n/share.register';
import type { TopicSharePage as SharedTopic } from '@yanxiu/contract/topic-share';
import { TopicAppraisal, TopicLevel, TopicPhase } from '@yanxiu/contract/topic-enums';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import { useServerLoad } from '@/shared/server-loader/use-server-loader';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { usePageSubject } from '@/shared/ui/page-subject';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { PublicFiles } from './PublicFiles';

/** A text the host wrote: kept as typed, line breaks included. */
function Prose({ text }: { text: string }) {
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Typography.Paragraph>;
}

function SharedTopicView({ topic }: { topic: SharedTopic }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const period =
    topic.periodStartsOn && topic.periodEndsOn
      ? t('topicShare.page.periodRange', { start: formatDay(topic.periodStartsOn, locale), end: formatDay(topic.periodEndsOn, locale) })
      : '';
  return (
    <article data-testid="topic-share">
      <Space size={[8, 8]} wrap style={{ marginBottom: 8 }}>
        <Tag color="blue">{t('topicShare.page.badge')}</Tag>
        <Tag>{TopicPhase.label(topic.phase, locale)}</Tag>
      </Space>
      <Typography.Title level={2} style={{ marginTop: 0, overflowWrap: 'anywhere' }} data-testid="topic-share-title">
        {topic.title}
      </Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        style={{ marginBottom: 24 }}
        items={[
          {
            key: 'host',
            label: t('topicShare.page.host'),
            children: t('topicShare.page.hostLine', { name: topic.host.name, org: topic.host.orgName }),
          },
          { key: 'no', label: t('topicShare.page.topicNo'), children: topic.topicNo },
          { key: 'level', label: t('topicShare.page.level'), children: TopicLevel.label(topic.level, locale) },
          { key: 'call', label: t('topicShare.page.call'), children: topic.callTitle },
          ...(period ? [{ key: 'period', label: t('topicShare.page.period'), children: period }] : []),
          ...(topic.appraisal
            ? [{ key: 'appraisal', label: t('topicShare.page.appraisal'), children: TopicAppraisal.label(topic.appraisal, locale) }]
            : []),
          { key: 'shared', label: t('topicShare.page.sharedAt'), children: formatDateTime(topic.sharedAt, locale) },
        ]}
      />
      <Typography.Title level={4}>{t('topicShare.page.abstract')}</Typography.Title>
      <Prose text={topic.abstract} />
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('topicShare.page.results')}
      </Typography.Title>
      {topic.results ? (
        <Prose text={topic.results} />
      ) : (
        <Typography.Paragraph type="secondary">{t('topicShare.page.resultsPending')}</Typography.Paragraph>
      )}
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {t('topicShare.page.files')}
      </Typography.Title>
      {topic.files.length > 0 ? (
        <PublicFiles applyId={topic.applyId} files={topic.files} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topicShare.page.noFiles')} data-testid="topic-share-no-files" />
      )}
    </article>
  );
}

/**
 * /topicContentDetail/sharePage/:applyId — a topic's shared content for anyone, signed in or not (outer route). Its
 * data comes from the route's server loader: embedded in the HTML the server wrote for this address (the page paints
 * without asking), else asked of /pc/__serverLoader. Unknown and unshared topics are one clear 404.
 */
export default function TopicSharePage() {
  const { t } = useTranslation();
  const load = useServerLoad<SharedTopic>();
  usePageSubject(load.data?.title);
  const notFound = load.error instanceof RequestError && load.error.httpStatus === 404;

  let body: ReactNode;
  if (load.data) body = <SharedTopicView topic={load.data} />;
  else if (load.isPending)
    body = (
      <Spin tip={t('topicShare.page.loading')} style={{ display: 'block', margin: '48px auto' }} data-testid="topic-share-loading">
        <div style={{ minHeight: 48 }} />
      </Spin>
    );
  else if (notFound)
    body = (
      <Result
        status="404"
        title={t('topicShare.page.notFoundTitle')}
        subTitle={t('topicShare.page.notFoundText')}
        data-testid="topic-share-not-found"
      />
    );
  else
    body = (
      <Result
        status="warning"
        title={t('topicShare.page.failedTitle')}
        subTitle={t('topicShare.page.failedText')}
        extra={<Button onClick={() => void load.refetch()}>{t('topicShare.page.retry')}</Button>}
        data-testid="topic-share-failed"
      />
    );

  return (
    <main style={{ minHeight: '100vh', background: '#f5f7fa', padding: '24px 12px' }}>
      <div style={{ maxWidth: 880, margin: '0 auto' }}>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16, gap: 12, flexWrap: 'wrap' }}
        >
          <TenantBrand />
          <LanguageSwitch />
        </div>
        <Card>{body}</Card>
      </div>
    </main>
  );
}
