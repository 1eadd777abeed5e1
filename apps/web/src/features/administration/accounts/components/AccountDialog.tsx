import { ACCOUNT_NAME_MAX, USERNAME_MAX, type ManagedAccount } from '@yanxiu/contract/administration-accounts';
import type { ManagedUnit } from '@yanxiu/contract/administration-units';
import type { RoleCode } from '@yanxiu/contract/roles';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccountChange, useGrantableRoles, type AccountChangeResult } from '../api/accounts';

type FormValues = {
  username?: string;
  name: string;
  gender?: '1' | '2';
  phone?: string;
  orgUnitId?: string;
  roles: RoleCode[];
  sectionCode?: string;
  subjectCode?: string;
  titleCode?: string;
};

/**
 * Creates an account (`account` null) or edits one at the version read. The roles offered are those the caller may
 * give at the chosen unit (the server checks them again); the teaching fields show when the roles include teacher.
 */
export function AccountDialog({
  open,
  account,
  units,
  onClose,
  onDone,
}: {
  open: boolean;
  account: ManagedAccount | null;
  units: ManagedUnit[];
  onClose: () => void;
  onDone: (result: AccountChangeResult) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const change = useAccountChange();
  const locale = currentLocale();
  const chosenUnit = Form.useWatch('orgUnitId', form) ?? account?.orgUnitId;
  const roles = Form.useWatch('roles', form) ?? [];
  const sectionCode = Form.useWatch('sectionCode', form);
  const grantable = useGrantableRoles(open ? chosenUnit : undefined);
  const sections = useSubjectAndSection();
  const titles = useCodeTable('professionalTitle');
  const label = (item: { name: string; nameEn: string }) => (locale === 'en-US' ? item.nameEn : item.name);
  // Roles already held stay listed (a school admin editing a backbone teacher keeps what they cannot give).
  const roleChoices = [...new Set([...(grantable.data ?? []), ...(account?.roles ?? [])])];

  const submit = (values: FormValues) => {
    const teaching =
      values.roles.includes('teacher') || account?.teaching
        ? {
            sectionCode: values.sectionCode ?? null,
            subjectCode: values.subjectCode ?? null,
            titleCode: values.titleCode ?? null,
            phaseCode: account?.teaching?.phaseCode ?? null,
          }
        : null;
    const fields = { name: values.name, gender: values.gender ?? null, phone: values.phone?.trim() || null, roles: values.roles, teaching };
    const mutation = account
      ? ({ kind: 'update', body: { ...fields, id: account.id, version: account.version } } as const)
      : ({ kind: 'create', body: { ...fields, username: values.username!.trim(), orgUnitId: values.orgUnitId! } } as const);
    change.mutate(mutation, { onSuccess: onDone });
  };

  return (
    <Modal
      open={open}
      title={account ? t('administration.accounts.edit') : t('administration.accounts.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('administration.save')}
      cancelText={t('administration.cancel')}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      {/* Hidden dialogs are destroyed, so each opening starts from the account's values. */}
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{
          name: account?.name,
          gender: account?.gender ?? undefined,
          phone: account?.phone ?? undefined,
          roles: account?.roles ?? ['teacher'],
          sectionCode: account?.teaching?.sectionCode ?? undefined,
          subjectCode: account?.teaching?.subjectCode ?? undefined,
          titleCode: account?.teaching?.titleCode ?? undefined,
        }}
      >
        {!account && (
          <>
            <Form.Item
              name="username"
              label={t('administration.accounts.username')}
              rules={[{ required: true, whitespace: true, max: USERNAME_MAX, pattern: /^[A-Za-z0-9_.@-]+$/ }]}
            >
              <Input maxLength={USERNAME_MAX} autoComplete="off" data-testid="account-username" />
            </Form.Item>
            <Form.Item name="orgUnitId" label={t('administration.accounts.unit')} rules={[{ required: true }]}>
              <Select
                showSearch
                optionFilterProp="label"
                options={units.filter((unit) => !unit.closedAt).map((unit) => ({ value: unit.id, label: unit.name }))}
                data-testid="account-unit"
              />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="name"
          label={t('administration.accounts.name')}
          rules={[{ required: true, whitespace: true, max: ACCOUNT_NAME_MAX }]}
        >
          <Input maxLength={ACCOUNT_NAME_MAX} data-testid="account-name" />
        </Form.Item>
        <Form.Item name="gender" label={t('administration.accounts.gender')}>
          <Select
            allowClear
            options={(['1', '2'] as const).map((value) => ({ value, label: t(`administration.accounts.genders.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="phone" label={t('administration.accounts.phone')} rules={[{ pattern: /^1\d{10}$/ }]}>
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item name="roles" label={t('administration.accounts.roles')} rules={[{ required: true, type: 'array', min: 1 }]}>
          <Select
            mode="multiple"
            loading={grantable.isLoading}
            options={roleChoices.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            data-testid="account-roles"
          />
        </Form.Item>
        {roles.includes('teacher') && (
          <>
            <Form.Item name="sectionCode" label={t('administration.accounts.section')}>
              <Select
                allowClear
                options={(sections.data ?? []).map((section) => ({
                  value: section.sectionCode,
                  label: locale === 'en-US' ? section.sectionNameEn : section.sectionName,
                }))}
              />
            </Form.Item>
            <Form.Item name="subjectCode" label={t('administration.accounts.subject')}>
              <Select
                allowClear
                options={(sections.data?.find((section) => section.sectionCode === sectionCode)?.subjects ?? []).map((subject) => ({
                  value: subject.code,
                  label: label(subject),
                }))}
              />
            </Form.Item>
            <Form.Item name="titleCode" label={t('administration.accounts.title')}>
              <Select allowClear options={(titles.data ?? []).map((title) => ({ value: title.code, label: label(title) }))} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
