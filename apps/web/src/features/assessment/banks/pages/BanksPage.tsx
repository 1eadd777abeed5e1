import '../../i18n/banks.register';
import { PlusOutlined } from '@ant-design/icons';
import type { Bank } from '@yanxiu/contract/assessment-banks';
import { BankAccess } from '@yanxiu/contract/assessment-bank-enums';
import { Button, Checkbox, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { KeywordSearch } from '@/shared/ui/KeywordSearch';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { assessmentAccess } from '../../assessment.access';
import { useArchiveBank, useBanks } from '../api/banks';
import { BankDialog } from '../components/BankDialog';
import { bankPath } from '../model/paths';

function BankList() {
  const { t } = useTranslation();
  const m = (key: string, options?: Record<string, unknown>) => t(`assessmentBanks.list.${key}`, options ?? {});
  const locale = currentLocale();
  const [current, setCurrent] = useState(1);
  const [keyword, setKeyword] = useState<string>();
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<Bank | 'new' | null>(null);
  const banks = useBanks({ current, keyword, archived });
  const archive = useArchiveBank();

  const toggleArchive = async (bank: Bank) => {
    try {
      await archive.mutateAsync({ bankId: bank.bankId, version: bank.version, archived: !bank.archived });
      notifier().success(m(bank.archived ? 'restored' : 'archived'));
    } catch {
      // The request layer has shown why.
    }
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {m('intro')}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center" justify="space-between">
        <Flex gap={12} wrap align="center">
          <KeywordSearch
            keyword={keyword}
            label={m('keyword')}
            testId="banks-keyword"
            onSearch={(next) => {
              setKeyword(next);
              setCurrent(1);
            }}
          />
          <Checkbox
            checked={archived}
            onChange={(event) => {
              setArchived(event.target.checked);
              setCurrent(1);
            }}
            data-testid="banks-archived"
          >
            {m('showArchived')}
          </Checkbox>
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="bank-create">
          {m('create')}
        </Button>
      </Flex>
      <ManagedTable<Bank>
        list={banks}
        rowKey="bankId"
        testId="banks-table"
        empty={m('empty')}
        failedTitle={m('failed')}
        paging={{ current, onChange: setCurrent, totalText: (count) => m('total', { count }) }}
        columns={[
          {
            title: m('name'),
            key: 'name',
            render: (_: unknown, bank) => (
              <Space size={4} wrap>
                <Link to={bankPath(bank.bankId)} data-testid={`bank-open-${bank.bankId}`}>
                  {bank.name}
                </Link>
                {bank.archived && <Tag>{m('archivedTag')}</Tag>}
              </Space>
            ),
          },
          { title: m('owner'), dataIndex: 'ownerUnitName' },
          {
            title: m('shared'),
            dataIndex: 'sharedDown',
            render: (shared: boolean) => <Tag color={shared ? 'blue' : undefined}>{m(shared ? 'sharedYes' : 'sharedNo')}</Tag>,
          },
          { title: m('questions'), dataIndex: 'questionCount', align: 'right' },
          { title: m('access'), dataIndex: 'access', render: (access: Bank['access']) => BankAccess.label(access, locale) },
          {
            title: m('actions'),
            key: 'actions',
            render: (_: unknown, bank) =>
              bank.access === 'manage' ? (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setEditing(bank)} data-testid={`bank-edit-${bank.bankId}`}>
                    {m('rename')}
                  </Button>
                  {bank.archived ? (
                    <Button type="link" size="small" onClick={() => void toggleArchive(bank)} data-testid={`bank-restore-${bank.bankId}`}>
                      {m('restore')}
                    </Button>
                  ) : (
                    <Popconfirm title={m('archiveConfirm', { name: bank.name })} onConfirm={() => toggleArchive(bank)}>
                      <Button type="link" size="small" danger data-testid={`bank-archive-${bank.bankId}`}>
                        {m('archive')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ) : null,
          },
        ]}
      />
      {editing && <BankDialog bank={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

/** /manage/assessment/banks: the question banks the staff member manages or may use, with their owners and counts. */
export default function BanksPage() {
  const { t } = useTranslation();
  const access = useAccess(assessmentAccess);
  return (
    <PageFrame title={t('routes.manageAssessmentBanks')} crumbs={[t('nav.manage')]}>
      <AccessGate
        accessible={access.canManageBanks}
        title={t('assessmentBanks.forbiddenTitle')}
        text={t('assessmentBanks.forbiddenText')}
        testId="banks-forbidden"
      >
        <BankList />
      </AccessGate>
    </PageFrame>
  );
}
