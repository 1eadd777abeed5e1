import '../i18n/help.register';
import { HELP_CATEGORIES, HELP_KINDS, type HelpCategory, type HelpEntry, type HelpKind } from '@yanxiu/contract/help';
import { KEYWORD_MAX } from '@yanxiu/contract/limits';
import { Button, Collapse, Empty, Input, Pagination, Popconfirm, Segmented, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { HELP_PAGE_SIZE, useDeleteHelp, useHelp, useHelpful, type HelpFilter } from '../api/help';
import { HelpFormDialog } from '../components/HelpFormDialog';
import { helpAccess } from '../help.access';

const ALL = 'all';

/** /helpList(?keyword=): help articles and FAQ by category, searchable; "was this helpful" once per user; district staff edit. */
export default function HelpListPage() {
  const { t } = useTranslation();
  const { canWriteHelp } = useAccess(helpAccess);
  // ?keyword= opens the page searched (a site-wide search result links here with its title).
  const [params] = useSearchParams();
  const addressed = params.get('keyword')?.trim().slice(0, KEYWORD_MAX) || undefined;
  const [filter, setFilter] = useState<HelpFilter>(addressed ? { current: 1, keyword: addressed } : { current: 1 });
  const [editing, setEditing] = useState<HelpEntry | null | undefined>(undefined);
  const list = useHelp(filter);
  const helpful = useHelpful();
  const remove = useDeleteHelp();
  const rows = list.data?.records ?? [];
  const change = (next: Partial<HelpFilter>) => setFilter((current) => ({ ...current, ...next, current: next.current ?? 1 }));

  const vote = async (entry: HelpEntry) => {
    try {
      await helpful.mutateAsync(entry.id);
      notifier().success(t('help.thanks'));
    } catch {
      // The request layer has shown why.
    }
  };

  let body;
  if (list.isError) body = <RetryAlert onRetry={() => void list.refetch()} />;
  // Nothing but a placeholder until the articles have answered: neither "no articles" nor a total of 0 (issue 39).
  else if (!list.data) body = <Skeleton active />;
  else if (rows.length === 0) body = <Empty description={t('help.empty')} data-testid="help-empty" />;
  else
    body = (
      <>
        <Collapse
          data-testid="help-list"
          items={rows.map((entry) => ({
            key: entry.id,
            label: (
              <Space wrap size={4}>
                <Tag>{t(`help.kind.${entry.kind}`)}</Tag>
                <Tag color="blue">{t(`help.category.${entry.category}`)}</Tag>
                {entry.title}
              </Space>
            ),
            children: (
              <div data-testid={`help-${entry.id}`}>
                {/* Sanitised by the server when saved. */}
                <div className="help-body" dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} />
                <Space wrap style={{ marginTop: 8 }}>
                  <Button
                    size="small"
                    disabled={entry.helpful}
                    loading={helpful.isPending && helpful.variables === entry.id}
                    onClick={() => void vote(entry)}
                    data-testid={`help-helpful-${entry.id}`}
                  >
                    {t('help.helpful')}
                  </Button>
                  <Typography.Text type="secondary" data-testid={`help-count-${entry.id}`}>
                    {t('help.helpfulCount', { count: entry.helpfulCount })}
                  </Typography.Text>
                  {canWriteHelp && (
                    <>
                      <Button size="small" type="link" onClick={() => setEditing(entry)}>
                        {t('help.edit')}
                      </Button>
                      <Popconfirm title={t('help.removeConfirm')} onConfirm={() => remove.mutate({ id: entry.id, version: entry.version })}>
                        <Button size="small" type="link" danger>
                          {t('help.remove')}
                        </Button>
                      </Popconfirm>
                    </>
                  )}
                </Space>
              </div>
            ),
          }))}
        />
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={filter.current}
          pageSize={HELP_PAGE_SIZE}
          total={list.data.total}
          showSizeChanger={false}
          showTotal={(total) => t('help.total', { total })}
          onChange={(current) => change({ current })}
        />
      </>
    );

  return (
    <PageFrame
      title={t('routes.helpList')}
      extra={
        canWriteHelp && (
          <Button type="primary" onClick={() => setEditing(null)} data-testid="help-create">
            {t('help.create')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Segmented<HelpCategory | typeof ALL>
          value={filter.category ?? ALL}
          onChange={(value) => change({ category: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('help.allCategories') },
            ...HELP_CATEGORIES.map((category) => ({ value: category, label: t(`help.category.${category}`) })),
          ]}
        />
        <Select<HelpKind>
          allowClear
          style={{ width: 140 }}
          placeholder={t('help.allKinds')}
          aria-label={t('help.allKinds')}
          value={filter.kind}
          onChange={(kind) => change({ kind })}
          options={HELP_KINDS.map((kind) => ({ value: kind, label: t(`help.kind.${kind}`) }))}
        />
        <Input.Search
          allowClear
          maxLength={KEYWORD_MAX}
          style={{ width: 260 }}
          placeholder={t('help.search')}
          aria-label={t('help.search')}
          enterButton={t('help.searchButton')}
          defaultValue={addressed}
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          data-testid="help-search"
        />
      </Space>
      {body}
      <HelpFormDialog entry={editing} onClose={() => setEditing(undefined)} />
    </PageFrame>
  );
}
