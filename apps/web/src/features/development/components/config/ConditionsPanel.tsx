import type { Condition, ConditionFile, ConditionRule } from '@yanxiu/contract/development-model';
import { Level } from '@yanxiu/contract/enums';
import { PROFILE_KINDS } from '@yanxiu/contract/profile';
import { Button, Card, Flex, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '@/shared/basecode/code-label';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useDeleteCondition } from '../../api/config/delete-condition';
import { useDeleteConditionFile } from '../../api/config/delete-condition-file';
import { useConfigConditionFiles } from '../../api/config/list-condition-files';
import { useConfigConditions } from '../../api/config/list-conditions';
import { ConditionDialog } from './ConditionDialog';
import { ManagedTable } from '@/shared/ui/ManagedTable';
import { EditDeleteActions } from './EditDeleteActions';
import { FileDialog } from './FileDialog';
import { labelled } from './labelled';

/** What a rule asks, as people read it: its kind and its numbers, each number in the language's plural form. */
function ruleText(t: TFunction, rule: ConditionRule, titleName: (code: string) => string): string {
  const kind = t(`developmentConfig.kinds.${rule.kind}`);
  const of = (text: string) => t('developmentConfig.ruleOf', { kind, rule: text });
  const period = (years: number) => t('developmentConfig.units.lastYears', { count: years });
  if (rule.kind === 'learning_hours')
    return of(
      t('developmentConfig.rule.learningHours', {
        hours: t('developmentConfig.units.hours', { count: rule.params.minHours }),
        period: period(rule.params.years),
      }),
    );
  if (rule.kind === 'teaching_years')
    return of(t('developmentConfig.rule.teachingYears', { years: t('developmentConfig.units.years', { count: rule.params.minYears }) }));
  if (rule.kind === 'title') return of(t('developmentConfig.rule.title', { title: titleName(rule.params.minTitleCode) }));
  if (rule.kind === 'verified_records') {
    const locale = currentLocale();
    const values = {
      records: t('developmentConfig.units.records', { count: rule.params.minCount }),
      period: period(rule.params.years),
      kind: PROFILE_KINDS[rule.params.recordKind].label[locale],
      level: Level.label(rule.params.minLevel, locale),
    };
    return of(t('developmentConfig.rule.verifiedRecords', values));
  }
  return kind;
}

/** The conditions of one phase of a post type and the files they ask for. */
export function ConditionsPanel({ postTypeCode, phaseCode }: { postTypeCode: string; phaseCode: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const conditions = useConfigConditions(postTypeCode, phaseCode);
  const files = useConfigConditionFiles(postTypeCode, phaseCode);
  const titles = useCodeTable('professionalTitle');
  const removeCondition = useDeleteCondition();
  const removeFile = useDeleteConditionFile();
  const [condition, setCondition] = useState<Condition | 'new' | null>(null);
  const [file, setFile] = useState<ConditionFile | 'new' | null>(null);
  const key = { postTypeCode, phaseCode };
  const deleted = { onSuccess: () => notifier().success(t('developmentConfig.deleted')) };

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={t('developmentConfig.conditions.title')}
        extra={
          <Button size="small" type="primary" onClick={() => setCondition('new')} data-testid="config-condition-create">
            {t('developmentConfig.conditions.create')}
          </Button>
        }
      >
        <ManagedTable<Condition>
          size="small"
          list={conditions}
          rowKey="code"
          testId="config-conditions"
          empty={t('developmentConfig.conditions.empty')}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('developmentConfig.fields.code'), dataIndex: 'code' },
            { title: t('developmentConfig.fields.name'), key: 'name', render: (_, item) => labelled(item) },
            {
              title: t('developmentConfig.conditions.rule'),
              key: 'rule',
              render: (_, item) => ruleText(t, item.rule, (code) => codeLabel(titles.data, code, locale)),
            },
            { title: t('developmentConfig.fields.sort'), dataIndex: 'sort' },
            {
              title: t('developmentConfig.actions'),
              key: 'actions',
              render: (_, item) => (
                <EditDeleteActions
                  onEdit={() => setCondition(item)}
                  deleteConfirm={t('developmentConfig.conditions.deleteConfirm', { name: labelled(item) })}
                  onDelete={() => removeCondition.mutate({ ...key, code: item.code }, deleted)}
                />
              ),
            },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={t('developmentConfig.files.title')}
        extra={
          <Button
            size="small"
            type="primary"
            disabled={(conditions.data ?? []).length === 0}
            onClick={() => setFile('new')}
            data-testid="config-file-create"
          >
            {t('developmentConfig.files.create')}
          </Button>
        }
      >
        <ManagedTable<ConditionFile>
          size="small"
          list={files}
          rowKey={(item) => `${item.conditionCode}/${item.code}`}
          testId="config-files"
          empty={t('developmentConfig.files.empty')}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('developmentConfig.files.condition'),
              key: 'condition',
              render: (_, item) => (locale === 'en-US' ? item.conditionNameEn : item.conditionName),
            },
            { title: t('developmentConfig.fields.code'), dataIndex: 'code' },
            { title: t('developmentConfig.fields.name'), key: 'name', render: (_, item) => labelled(item) },
            {
              title: t('developmentConfig.files.required'),
              dataIndex: 'required',
              render: (required: boolean) => (
                <Tag color={required ? 'blue' : 'default'}>
                  {t(required ? 'developmentConfig.files.yes' : 'developmentConfig.files.no')}
                </Tag>
              ),
            },
            {
              title: t('developmentConfig.files.kinds'),
              dataIndex: 'kinds',
              render: (kinds: string[]) => kinds.map((kind) => t(`development.kinds.${kind}`)).join(' / '),
            },
            { title: t('developmentConfig.fields.sort'), dataIndex: 'sort' },
            {
              title: t('developmentConfig.actions'),
              key: 'actions',
              render: (_, item) => (
                <EditDeleteActions
                  onEdit={() => setFile(item)}
                  deleteConfirm={t('developmentConfig.files.deleteConfirm', { name: labelled(item) })}
                  onDelete={() => removeFile.mutate({ ...key, conditionCode: item.conditionCode, code: item.code }, deleted)}
                />
              ),
            },
          ]}
        />
      </Card>
      {condition && (
        <ConditionDialog
          postTypeCode={postTypeCode}
          phaseCode={phaseCode}
          condition={condition === 'new' ? null : condition}
          onClose={() => setCondition(null)}
        />
      )}
      {file && (
        <FileDialog
          postTypeCode={postTypeCode}
          phaseCode={phaseCode}
          conditions={conditions.data ?? []}
          file={file === 'new' ? null : file}
          onClose={() => setFile(null)}
        />
      )}
    </Flex>
  );
}
