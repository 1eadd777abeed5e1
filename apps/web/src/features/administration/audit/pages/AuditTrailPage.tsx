import '../../i18n/administration.register';
import '../../tenants/i18n/tenants.register';
import { auditActionLabel, auditObjectLabel } from '@yanxiu/contract/administration-audit';
import type { AuditEntryView } from '@yanxiu/contract/administration-tenants';
import type { Locale } from '@yanxiu/contract/locale';
import { Alert, Button, Input, Modal, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boundText } from '@/shared/format/bounded-text';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { BoundedText } from '@/shared/ui/BoundedText';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { administrationAccess } from '../../administration.access';
import { useTenants } from '../../tenants/api/tenants';
import { AUDIT_PAGE_SIZE, exportAuditTrail, useAuditChoices, useAuditTrail, type AuditFilter } from '../api/audit';
import { addDays, chinaDayStart } from '@yanxiu/contract/china-time';
import { dayOfPicked } from '@/shared/format/picker-time';
import { DateRangeField } from '@/shared/ui/DatePickers';

/** A cell of the trail shows this much of a name or id, cut at this width. */
const CELL_SHOWN = 100;
const CELL_WIDTH = 280;

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** Characters of a before or after shown until asked for more: an entry can hold a whole programme's description. */
export const AUDIT_VALUE_SHOWN = 4000;

/** One side of an entry, shown bounded, with a way to see it whole (runs of combining marks stay cut: see boundText). */
function ChangeSide({ side, value }: { side: 'before' | 'after'; value: unknown }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  const text = json(value);
  const { shown, cut } = boundText(text, whole ? text.length : AUDIT_VALUE_SHOWN);
  return (
    <div style={{ minWidth: 240, maxWidth: '100%' }}>
      <Typography.Text strong>{t(`administration.audit.${side}`)}</Typography.Text>
      <pre
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, maxHeight: 480, overflow: 'auto', unicodeBidi: 'isolate' }}
        data-testid={`audit-${side}`}
      >
        {shown}
      </pre>
      {cut && !whole && (
        <Button size="small" type="link" onClick={() => setWhole(true)} style={{ paddingInline: 0 }} data-testid={`audit-${side}-whole`}>
          {t('administration.audit.showWhole', { count: text.length })}
        </Button>
      )}
    </div>
  );
}

/** Before and after of one entry, shown under its row. */
function Change({ entry }: { entry: AuditEntryView }) {
  return (
    <Space align="start" wrap style={{ width: '100%' }}>
      {(['before', 'after'] as const).map((side) => (
        <ChangeSide key={side} side={side} value={entry[side]} />
      ))}
    </Space>
  );
}

function AuditTrail({ acrossTenants }: { acrossTenants: boolean }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [filter, setFilter] = useState<AuditFilter>({ current: 1 });
  const [exporting, setExporting] = useState(false);
  const [shown, setShown] = useState<AuditEntryView | null>(null);
  const list = useAuditTrail(filter);
  const choices = useAuditChoices(filter.tenantId);
  const tenants = useTenants(acrossTenants);
  const refine = (next: Partial<AuditFilter>) => setFilter((current) => ({ ...current, ...next, current: next.current ?? 1 }));
  const setPeriod = (range: [Dayjs | null, Dayjs | null] | null) =>
    refine({
      from: range?.[0] ? chinaDayStart(dayOfPicked(range[0])).toISOString() : undefined,
      to: range?.[1] ? chinaDayStart(addDays(dayOfPicked(range[1]), 1)).toISOString() : undefined,
    });
  const { current: _page, ...exportFilter } = filter;
  const handleExport = () => {
    setExporting(true);
    void exportAuditTrail(exportFilter, t('administration.audit.exportName')).finally(() => setExporting(false));
  };
  const options = (values: string[] | undefined, label: (code: string, at: Locale) => string) =>
    (values ?? []).map((value) => ({ value, label: label(value, locale) }));
  return (
    <PageFrame
      title={t('routes.manageAudit')}
      crumbs={[t('nav.manage')]}
      extra={
        <Button onClick={handleExport} loading={exporting} data-testid="audit-export">
          {t('administration.audit.export')}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t('administration.audit.readOnly')} style={{ marginBottom: 16 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        {acrossTenants && (
          <Select
            allowClear
            style={{ width: 180 }}
            aria-label={t('administration.audit.tenant')}
            placeholder={t('administration.audit.tenant')}
            value={filter.tenantId}
            onChange={(tenantId) => refine({ tenantId, action: undefined, entityType: undefined })}
            options={(tenants.data ?? []).map((tenant) => ({ value: tenant.tenantId, label: tenant.name }))}
          />
        )}
        <Input.Search
          allowClear
          maxLength={50}
          style={{ width: 220 }}
          aria-label={t('administration.audit.actorKeyword')}
          placeholder={t('administration.audit.actorKeyword')}
          enterButton={t('administration.audit.search')}
          onSearch={(actor) => refine({ actor: actor.trim() || undefined })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: ['label', 'value'] }}
          style={{ width: 240 }}
          aria-label={t('administration.audit.action')}
          placeholder={t('administration.audit.action')}
          value={filter.action}
          onChange={(action) => refine({ action })}
          options={options(choices.data?.actions, auditActionLabel)}
        />
        <Select
          allowClear
          style={{ width: 160 }}
          aria-label={t('administration.audit.entityType')}
          placeholder={t('administration.audit.entityType')}
          value={filter.entityType}
          onChange={(entityType) => refine({ entityType })}
          options={options(choices.data?.entityTypes, auditObjectLabel)}
        />
        <Input.Search
          allowClear
          maxLength={200}
          style={{ width: 180 }}
          aria-label={t('administration.audit.entityId')}
          placeholder={t('administration.audit.entityId')}
          onSearch={(entityId) => refine({ entityId: entityId.trim() || undefined })}
        />
        <DateRangeField aria-label={t('administration.audit.period')} onChange={(range) => setPeriod(range)} />
      </Space>
      <ManagedTable<AuditEntryView>
        list={list}
        testId="audit-table"
        empty={t('administration.audit.empty')}
        paging={{
          current: filter.current,
          pageSize: AUDIT_PAGE_SIZE,
          onChange: (current) => refine({ current }),
          totalText: (count) => t('administration.audit.total', { count }),
        }}
        columns={[
          { title: t('administration.audit.at'), dataIndex: 'at', width: 170, render: (at: string) => formatDateTime(at) },
          {
            title: t('administration.audit.actor'),
            key: 'actor',
            render: (_, entry) =>
              entry.actorId === null ? (
                t('administration.audit.system')
              ) : (
                <BoundedText
                  text={`${entry.actorName ?? ''} (${entry.actorUsername ?? entry.actorId})`}
                  max={CELL_SHOWN}
                  singleLine
                  style={{ maxWidth: CELL_WIDTH }}
                />
              ),
          },
          {
            title: t('administration.audit.action'),
            dataIndex: 'action',
            render: (action: string) => (
              <BoundedText text={auditActionLabel(action, locale)} max={CELL_SHOWN} singleLine style={{ maxWidth: CELL_WIDTH }} />
            ),
          },
          {
            title: t('administration.audit.entityType'),
            dataIndex: 'entityType',
            render: (type: string) => (
              <BoundedText text={auditObjectLabel(type, locale)} max={CELL_SHOWN} singleLine style={{ maxWidth: CELL_WIDTH }} />
            ),
          },
          {
            title: t('administration.audit.entityId'),
            dataIndex: 'entityId',
            render: (id: string) => <BoundedText text={id} max={CELL_SHOWN} singleLine style={{ maxWidth: CELL_WIDTH }} />,
          },
          {
            title: t('administration.audit.details'),
            key: 'details',
            fixed: 'right',
            width: 110,
            render: (_, entry) => (
              <Button size="small" type="link" onClick={() => setShown(entry)} data-testid={`audit-details-${entry.id}`}>
                {t('administration.audit.details')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={shown !== null}
        title={t('administration.audit.details')}
        footer={null}
        onCancel={() => setShown(null)}
        width={720}
        destroyOnHidden
      >
        {shown && <Change entry={shown} />}
      </Modal>
    </PageFrame>
  );
}

/** /manage/audit: the audit trail, read-only; district staff their district's, platform staff any district's. */
export default function AuditTrailPage() {
  const { t } = useTranslation();
  const access = useAccess(administrationAccess);
  return (
    <AccessGate
      accessible={access.canReadAudit}
      title={t('administration.forbiddenTitle')}
      text={t('administration.audit.forbiddenText')}
      testId="audit-forbidden"
      pageTitle={t('routes.manageAudit')}
    >
      <AuditTrail acrossTenants={access.canManageTenants} />
    </AccessGate>
  );
}
