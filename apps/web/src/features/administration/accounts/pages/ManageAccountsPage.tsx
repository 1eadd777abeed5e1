import '../../i18n/administration.register';
import { ACCOUNT_KEYWORD_MAX, type ManagedAccount } from '@yanxiu/contract/administration-accounts';
import { Button, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { formatList } from '@/shared/format/list';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { administrationAccess } from '../../administration.access';
import { useManagedUnits } from '../../units/api/units';
import { ACCOUNTS_PAGE_SIZE, useAccountChange, useManagedAccounts, type AccountChangeResult, type AccountsFilter } from '../api/accounts';
import { AccountDialog } from '../components/AccountDialog';

type ModalApi = ReturnType<typeof Modal.useModal>[0];

/** The one-time password of a new account or a reset, shown once to hand over. */
function showPassword(modal: ModalApi, t: ReturnType<typeof useTranslation>['t'], result: AccountChangeResult) {
  if (!result.temporaryPassword) return;
  modal.info({
    title: t('administration.accounts.passwordTitle'),
    content: (
      <>
        <p>{t('administration.accounts.passwordText', { name: result.account.name, username: result.account.username })}</p>
        <Typography.Text copyable code data-testid="temporary-password">
          {result.temporaryPassword}
        </Typography.Text>
      </>
    ),
  });
}

function AccountsManager() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [filter, setFilter] = useState<AccountsFilter>({ current: 1 });
  const [editing, setEditing] = useState<{ account: ManagedAccount | null } | null>(null);
  const [moving, setMoving] = useState<ManagedAccount | null>(null);
  const [moveTo, setMoveTo] = useState<string | undefined>();
  const list = useManagedAccounts(filter);
  const units = useManagedUnits();
  const change = useAccountChange();
  // Dialogs from the hook render inside the page: they take the app's theme and language, and leave with the page.
  const [modal, modalHolder] = Modal.useModal();
  const open = (units.data ?? []).filter((unit) => !unit.closedAt);
  const refine = (next: Partial<AccountsFilter>) => setFilter((current) => ({ ...current, ...next, current: next.current ?? 1 }));
  const done = (result: AccountChangeResult) => {
    notifier().success(t('administration.saved'));
    showPassword(modal, t, result);
  };
  const act = (kind: 'enable' | 'unlock', account: ManagedAccount) =>
    change.mutate(kind === 'unlock' ? { kind, body: { id: account.id } } : { kind, body: { id: account.id, version: account.version } }, {
      onSuccess: done,
    });
  const confirm = (kind: 'disable' | 'resetPassword', account: ManagedAccount) =>
    modal.confirm({
      title: t(kind === 'disable' ? 'administration.accounts.disableConfirm' : 'administration.accounts.resetConfirm', {
        name: account.name,
      }),
      okText: t(`administration.accounts.${kind}`),
      cancelText: t('administration.cancel'),
      okButtonProps: { danger: kind === 'disable' },
      // A refusal (409 when someone changed the account first) is shown by the request layer; the dialog just closes.
      onOk: () => change.mutateAsync({ kind, body: { id: account.id, version: account.version } }).then(done, () => undefined),
    });

  return (
    <PageFrame
      title={t('routes.manageAccounts')}
      crumbs={[t('nav.manage')]}
      extra={
        <Space wrap>
          <Link to="/manage/accounts/import">{t('routes.manageAccountsImport')}</Link>
          <Button type="primary" onClick={() => setEditing({ account: null })} data-testid="account-create">
            {t('administration.accounts.create')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          placeholder={t('administration.accounts.allUnits')}
          aria-label={t('administration.accounts.unit')}
          value={filter.unitId}
          onChange={(unitId) => refine({ unitId })}
          options={(units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name }))}
        />
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('administration.accounts.allStatuses')}
          aria-label={t('administration.accounts.status')}
          value={filter.status}
          onChange={(status) => refine({ status })}
          options={(['active', 'disabled'] as const).map((status) => ({ value: status, label: t(`administration.accounts.${status}`) }))}
        />
        <Input.Search
          allowClear
          maxLength={ACCOUNT_KEYWORD_MAX}
          style={{ width: 240 }}
          placeholder={t('administration.accounts.keyword')}
          aria-label={t('administration.accounts.keyword')}
          enterButton={t('administration.accounts.search')}
          onSearch={(keyword) => refine({ keyword: keyword.trim() || undefined })}
        />
      </Space>
      <ManagedTable<ManagedAccount>
        list={list}
        testId="accounts-table"
        empty={t('administration.accounts.empty')}
        paging={{
          current: filter.current,
          pageSize: ACCOUNTS_PAGE_SIZE,
          onChange: (current) => refine({ current }),
          totalText: (count) =>
            t(list.data?.totalIsLowerBound ? 'administration.accounts.totalAtLeast' : 'administration.accounts.total', { count }),
        }}
        columns={[
          { title: t('administration.accounts.name'), dataIndex: 'name', width: 100 },
          { title: t('administration.accounts.username'), dataIndex: 'username' },
          { title: t('administration.accounts.unit'), dataIndex: 'orgUnitName' },
          {
            title: t('administration.accounts.roles'),
            dataIndex: 'roles',
            render: (roles: string[]) =>
              formatList(
                roles.map((role) => t(`roles.${role}`)),
                locale,
              ),
          },
          {
            title: t('administration.accounts.status'),
            dataIndex: 'status',
            render: (_, account) => (
              <Space size={4} wrap>
                <Tag color={account.status === 'active' ? 'green' : undefined}>{t(`administration.accounts.${account.status}`)}</Tag>
                {account.locked && <Tag color="red">{t('administration.accounts.locked')}</Tag>}
                {account.mustChangePassword && <Tag color="orange">{t('administration.accounts.mustChange')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('administration.actions'),
            key: 'actions',
            fixed: 'right',
            width: 260,
            render: (_, account) => (
              <Space size="small" wrap>
                <Button size="small" type="link" onClick={() => setEditing({ account })} data-testid={`account-edit-${account.id}`}>
                  {t('administration.accounts.edit')}
                </Button>
                {account.status === 'active' ? (
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => confirm('disable', account)}
                    data-testid={`account-disable-${account.id}`}
                  >
                    {t('administration.accounts.disable')}
                  </Button>
                ) : (
                  <Button size="small" type="link" onClick={() => act('enable', account)}>
                    {t('administration.accounts.enable')}
                  </Button>
                )}
                <Button
                  size="small"
                  type="link"
                  onClick={() => confirm('resetPassword', account)}
                  data-testid={`account-reset-${account.id}`}
                >
                  {t('administration.accounts.resetPassword')}
                </Button>
                {account.locked && (
                  <Button size="small" type="link" onClick={() => act('unlock', account)}>
                    {t('administration.accounts.unlock')}
                  </Button>
                )}
                <Button size="small" type="link" onClick={() => setMoving(account)}>
                  {t('administration.accounts.move')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <AccountDialog
        open={editing !== null}
        account={editing?.account ?? null}
        units={units.data ?? []}
        onClose={() => setEditing(null)}
        onDone={(result) => {
          setEditing(null);
          done(result);
        }}
      />
      <Modal
        open={moving !== null}
        title={t('administration.accounts.move')}
        onCancel={() => setMoving(null)}
        okText={t('administration.save')}
        cancelText={t('administration.cancel')}
        okButtonProps={{ disabled: !moveTo }}
        confirmLoading={change.isPending}
        destroyOnHidden
        onOk={() =>
          moving &&
          moveTo &&
          change.mutate(
            { kind: 'move', body: { id: moving.id, version: moving.version, orgUnitId: moveTo } },
            {
              onSuccess: (result) => {
                setMoving(null);
                setMoveTo(undefined);
                done(result);
              },
            },
          )
        }
      >
        <Select
          style={{ width: '100%' }}
          showSearch
          optionFilterProp="label"
          aria-label={t('administration.accounts.moveTo')}
          placeholder={t('administration.accounts.moveTo')}
          value={moveTo}
          onChange={setMoveTo}
          options={open.filter((unit) => unit.id !== moving?.orgUnitId).map((unit) => ({ value: unit.id, label: unit.name }))}
        />
      </Modal>
      {modalHolder}
    </PageFrame>
  );
}

/** /manage/accounts: staff create, edit, disable, reset, unlock and move the accounts of their units. */
export default function ManageAccountsPage() {
  const { t } = useTranslation();
  const access = useAccess(administrationAccess);
  return (
    <AccessGate
      accessible={access.canManageAccounts}
      title={t('administration.forbiddenTitle')}
      text={t('administration.forbiddenText')}
      testId="accounts-forbidden"
      pageTitle={t('routes.manageAccounts')}
    >
      <AccountsManager />
    </AccessGate>
  );
}
