import '../../i18n/administration.register';
import { SCHOOL_LEVEL, UNIT_NAME_MAX, type ManagedUnit } from '@yanxiu/contract/administration-units';
import { Button, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { formatList } from '@/shared/format/list';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { administrationAccess } from '../../administration.access';
import { useManagedUnits, useUnitChange, type UnitChange } from '../api/units';

type Editing = { kind: 'create' | 'rename' | 'move' | 'sections'; unit: ManagedUnit | null };
type FormValues = { name?: string; parentId?: string; level?: number; sectionCodes?: string[] };

/** How deep a unit sits below the first one shown (its path has one more id per level). */
const depthOf = (unit: ManagedUnit, top: ManagedUnit | undefined) => (top ? unit.path.split('/').length - top.path.split('/').length : 0);

function UnitDialog({ editing, units, onClose }: { editing: Editing | null; units: ManagedUnit[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const change = useUnitChange();
  const sections = useSubjectAndSection();
  const locale = currentLocale();
  const level = Form.useWatch('level', form);
  const unit = editing?.unit ?? null;
  const offices = units.filter(
    (candidate) => candidate.level > SCHOOL_LEVEL && !candidate.closedAt && (!unit || !candidate.path.startsWith(unit.path)),
  );
  const sectionOptions = (sections.data ?? []).map((section) => ({
    value: section.sectionCode,
    label: locale === 'en-US' ? section.sectionNameEn : section.sectionName,
  }));

  const submit = (values: FormValues) => {
    if (!editing) return;
    const body: UnitChange | null =
      editing.kind === 'create'
        ? {
            kind: 'create',
            body: { parentId: values.parentId!, name: values.name!, level: values.level!, sectionCodes: values.sectionCodes ?? [] },
          }
        : editing.kind === 'rename'
          ? { kind: 'rename', body: { id: unit!.id, version: unit!.version, name: values.name! } }
          : editing.kind === 'move'
            ? { kind: 'move', body: { id: unit!.id, version: unit!.version, parentId: values.parentId! } }
            : { kind: 'sections', body: { id: unit!.id, version: unit!.version, sectionCodes: values.sectionCodes ?? [] } };
    change.mutate(body, {
      onSuccess: () => {
        notifier().success(t('administration.saved'));
        onClose();
      },
    });
  };

  const titles = {
    create: t('administration.units.create'),
    rename: t('administration.units.rename'),
    move: t('administration.units.move'),
    sections: t('administration.units.sections'),
  };
  return (
    <Modal
      open={editing !== null}
      title={editing ? titles[editing.kind] : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('administration.save')}
      cancelText={t('administration.cancel')}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      {/* Hidden dialogs are destroyed, so each opening starts from these values. */}
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ name: unit?.name, sectionCodes: unit?.sectionCodes, level: SCHOOL_LEVEL }}
      >
        {(editing?.kind === 'create' || editing?.kind === 'move') && (
          <Form.Item name="parentId" label={t('administration.units.parent')} rules={[{ required: true }]}>
            <Select options={offices.map((office) => ({ value: office.id, label: office.name }))} data-testid="unit-parent" />
          </Form.Item>
        )}
        {(editing?.kind === 'create' || editing?.kind === 'rename') && (
          <Form.Item name="name" label={t('administration.units.name')} rules={[{ required: true, whitespace: true, max: UNIT_NAME_MAX }]}>
            <Input maxLength={UNIT_NAME_MAX} data-testid="unit-name" />
          </Form.Item>
        )}
        {editing?.kind === 'create' && (
          <Form.Item name="level" label={t('administration.units.level')} rules={[{ required: true }]}>
            <Select options={[1, 2, 3, 4].map((value) => ({ value, label: t(`administration.units.levels.${value}`) }))} />
          </Form.Item>
        )}
        {(editing?.kind === 'sections' || (editing?.kind === 'create' && level === SCHOOL_LEVEL)) && (
          <Form.Item name="sectionCodes" label={t('administration.units.sections')}>
            <Select mode="multiple" options={sectionOptions} loading={sections.isLoading} data-testid="unit-sections" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function UnitsManager() {
  const { t } = useTranslation();
  const access = useAccess(administrationAccess);
  const units = useManagedUnits();
  const sections = useSubjectAndSection();
  const change = useUnitChange();
  // Dialogs from the hook render inside the page: they take the app's theme and language, and leave with the page.
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<Editing | null>(null);
  const locale = currentLocale();
  const rows = units.data ?? [];
  const sectionName = (code: string) => {
    const section = sections.data?.find((entry) => entry.sectionCode === code);
    return section ? (locale === 'en-US' ? section.sectionNameEn : section.sectionName) : code;
  };
  const close = (unit: ManagedUnit) =>
    modal.confirm({
      title: t('administration.units.closeConfirm', { name: unit.name }),
      okText: t('administration.units.close'),
      cancelText: t('administration.cancel'),
      okButtonProps: { danger: true },
      // A refusal (409: not empty, or changed since) is shown by the request layer; the dialog just closes.
      onOk: () =>
        change.mutateAsync({ kind: 'close', body: { id: unit.id, version: unit.version } }).then(
          () => notifier().success(t('administration.saved')),
          () => undefined,
        ),
    });

  return (
    <PageFrame
      title={t('routes.manageUnits')}
      crumbs={[t('nav.manage')]}
      extra={
        access.canManageUnits && (
          <Button type="primary" onClick={() => setEditing({ kind: 'create', unit: null })} data-testid="unit-create">
            {t('administration.units.create')}
          </Button>
        )
      }
    >
      <ManagedTable<ManagedUnit>
        list={units}
        testId="units-table"
        empty={t('administration.units.empty')}
        columns={[
          {
            title: t('administration.units.name'),
            dataIndex: 'name',
            render: (name: string, unit) => <span style={{ paddingLeft: depthOf(unit, rows[0]) * 16 }}>{name}</span>,
          },
          {
            title: t('administration.units.level'),
            dataIndex: 'level',
            width: 90,
            render: (level: number) => t(`administration.units.levels.${level}`),
          },
          {
            title: t('administration.units.sections'),
            dataIndex: 'sectionCodes',
            // Names once the code table is here (never the bare codes meanwhile); a school without any says so, quietly.
            render: (codes: string[], unit) =>
              unit.level !== SCHOOL_LEVEL ? null : codes.length === 0 ? (
                <Typography.Text type="secondary" data-testid={`unit-no-sections-${unit.id}`}>
                  {t('administration.units.noSections')}
                </Typography.Text>
              ) : sections.data ? (
                formatList(codes.map(sectionName), locale)
              ) : null,
          },
          { title: t('administration.units.activeAccounts'), dataIndex: 'activeAccounts', width: 110 },
          {
            title: t('administration.units.status'),
            dataIndex: 'closedAt',
            width: 90,
            render: (closedAt: string | null) =>
              closedAt ? <Tag>{t('administration.units.closed')}</Tag> : <Tag color="green">{t('administration.units.open')}</Tag>,
          },
          {
            title: t('administration.actions'),
            key: 'actions',
            fixed: 'right',
            width: 240,
            render: (_, unit) =>
              unit.closedAt ? null : (
                <Space size="small" wrap>
                  {unit.level === SCHOOL_LEVEL && (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => setEditing({ kind: 'sections', unit })}
                      data-testid={`unit-sections-${unit.id}`}
                    >
                      {t('administration.units.sections')}
                    </Button>
                  )}
                  {access.canManageUnits && unit.parentId !== null && (
                    <>
                      <Button
                        size="small"
                        type="link"
                        onClick={() => setEditing({ kind: 'rename', unit })}
                        data-testid={`unit-rename-${unit.id}`}
                      >
                        {t('administration.units.rename')}
                      </Button>
                      <Button size="small" type="link" onClick={() => setEditing({ kind: 'move', unit })}>
                        {t('administration.units.move')}
                      </Button>
                      <Button size="small" type="link" danger onClick={() => close(unit)}>
                        {t('administration.units.close')}
                      </Button>
                    </>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <UnitDialog editing={editing} units={rows} onClose={() => setEditing(null)} />
      {modalHolder}
    </PageFrame>
  );
}

/** /manage/units: the org-unit tree; district staff create, rename, move and close units, staff keep a school's sections. */
export default function ManageUnitsPage() {
  const { t } = useTranslation();
  const access = useAccess(administrationAccess);
  return (
    <AccessGate
      accessible={access.canSeeUnits}
      title={t('administration.forbiddenTitle')}
      text={t('administration.forbiddenText')}
      testId="units-forbidden"
      pageTitle={t('routes.manageUnits')}
    >
      <UnitsManager />
    </AccessGate>
  );
}
