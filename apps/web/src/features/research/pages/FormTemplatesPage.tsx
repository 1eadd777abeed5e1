import '../i18n/research.register';
import type { FormTemplate } from '@yanxiu/contract/research-interaction';
import { Button, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { PageFrame } from '@/shared/ui/PageFrame';
import { useFormTemplates } from '../api/get-form-templates';
import { useRetireFormTemplate } from '../api/save-form-template';
import { FormTemplateDialog } from '../components/FormTemplateDialog';
import { fullMark } from '../model/indicator-drafts';
import { researchAccess } from '../research.access';

/** /manage/researchForms: the district's library of observation forms that activities' observation stages use. */
export default function FormTemplatesPage() {
  const { t } = useTranslation();
  const access = useAccess(researchAccess);
  return (
    <AccessGate
      accessible={access.canMaintainFormTemplates}
      title={t('research.templates.forbidden')}
      text={t('research.templates.forbiddenText')}
      testId="templates-forbidden"
      pageTitle={t('routes.manageResearchForms')}
    >
      <TemplatesList />
    </AccessGate>
  );
}

function TemplatesList() {
  const { t } = useTranslation();
  const [showRetired, setShowRetired] = useState(false);
  const [editing, setEditing] = useState<FormTemplate | 'new' | null>(null);
  const templates = useFormTemplates(showRetired);
  const retire = useRetireFormTemplate();
  return (
    <PageFrame
      title={t('routes.manageResearchForms')}
      extra={
        <Space wrap>
          <Switch checked={showRetired} onChange={setShowRetired} aria-label={t('research.templates.showRetired')} />
          <span>{t('research.templates.showRetired')}</span>
          <Button type="primary" onClick={() => setEditing('new')} data-testid="create-template">
            {t('research.templates.create')}
          </Button>
        </Space>
      }
    >
      <ManagedTable
        list={templates}
        testId="templates"
        empty={t('research.templates.empty')}
        columns={[
          {
            title: t('research.templates.title'),
            dataIndex: 'title',
            render: (title: string, row) =>
              row.retired ? (
                <Space>
                  {title}
                  <Tag>{t('research.templates.retired')}</Tag>
                </Space>
              ) : (
                title
              ),
          },
          {
            title: t('research.templates.indicators'),
            render: (_, row) => t('research.templates.indicatorCount', { count: row.indicators.length }),
          },
          { title: t('research.templates.fullMarkColumn'), render: (_, row) => fullMark(row.indicators) },
          { title: t('research.templates.updatedAt'), render: (_, row) => formatDateTime(row.updatedAt) },
          {
            title: t('research.list.actions'),
            render: (_, row) => (
              <Space size={4} wrap>
                <Button size="small" onClick={() => setEditing(row)} aria-label={t('research.templates.editOf', { title: row.title })}>
                  {t('research.templates.edit')}
                </Button>
                <Button
                  size="small"
                  onClick={() => retire.mutate({ id: row.id, retired: !row.retired })}
                  aria-label={t(row.retired ? 'research.templates.restoreOf' : 'research.templates.retireOf', { title: row.title })}
                >
                  {row.retired ? t('research.templates.restore') : t('research.templates.retire')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && <FormTemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}
