import '../../i18n/learning.register';
import type { HourCategory, HourRequirement } from '@yanxiu/contract/learning-hours';
import { LearningLimits } from '@yanxiu/contract/limits';
import { Alert, Button, Card, Flex, Form, InputNumber, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useAccess } from '@/shared/session/access';
import { AccessGate } from '@/shared/ui/AccessGate';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useHourCategories } from '../../api/get-categories';
import { useRequirement, useSaveRequirement, useSaveSettings } from '../../api/manage-requirement';
import { PresenceSettingsCard } from '../../components/PresenceSettingsCard';
import { staffRefusal } from '../../components/staff-refusal';
import { categoryLabel, formatHours, roundHours } from '../../model/hours';
import { chinaYear } from '@yanxiu/contract/china-time';
import {
  COMPLETION_PERCENT,
  completionShareOf,
  requirementBody,
  requirementProblem,
  type RequirementValues,
} from '../../model/requirement-form';
import { learningAccess } from '../../learning.access';

/** The total and per-category minimums of one year, checked as the server would before they are sent. */
function RequirementForm({ year, requirement, categories }: { year: number; requirement: HourRequirement; categories: HourCategory[] }) {
  const { t } = useTranslation();
  const q = (key: string, options?: Record<string, unknown>) => t(`learningHours.requirement.${key}`, options ?? {});
  const locale = currentLocale();
  const save = useSaveRequirement();
  const [values, setValues] = useState<RequirementValues>({
    totalHours: requirement.totalHours,
    categoryMinimums: { ...requirement.categoryMinimums },
  });
  const [showProblem, setShowProblem] = useState(false);
  const problem = requirementProblem(values);
  const sum = roundHours(Object.values(values.categoryMinimums).reduce<number>((all, value) => all + (value ?? 0), 0));
  // Categories the requirement names that the tenant since dropped still show, so they can be cleared.
  const codes = [...new Set([...categories.map((category) => category.code), ...Object.keys(requirement.categoryMinimums)])];

  const submit = () => {
    setShowProblem(true);
    if (problem) return;
    save.mutate(requirementBody(year, values), { onSuccess: () => notifier().success(q('saved')) });
  };

  return (
    <Card title={q('title', { year })} size="small" data-testid="requirement-form">
      <Typography.Paragraph type="secondary">{q('intro')}</Typography.Paragraph>
      {requirement.totalHours === null && <Alert type="info" showIcon title={q('notSet')} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label={q('totalHours')} required>
          <InputNumber
            value={values.totalHours}
            min={0}
            max={LearningLimits.hoursMax}
            step={1}
            style={{ width: '100%' }}
            onChange={(value) => setValues({ ...values, totalHours: value })}
            data-testid="requirement-total"
          />
        </Form.Item>
        {codes.map((code) => (
          <Form.Item key={code} label={q('minimum', { category: categoryLabel(categories, code, locale) })}>
            <InputNumber
              value={values.categoryMinimums[code]}
              min={0}
              max={LearningLimits.hoursMax}
              step={1}
              style={{ width: '100%' }}
              onChange={(value) => setValues({ ...values, categoryMinimums: { ...values.categoryMinimums, [code]: value } })}
              data-testid={`requirement-minimum-${code}`}
            />
          </Form.Item>
        ))}
        <Typography.Paragraph type={problem === 'minimumsExceedTotal' ? 'danger' : 'secondary'} data-testid="requirement-sum">
          {q('minimumsSum', { sum: formatHours(sum) })}
        </Typography.Paragraph>
        {showProblem && problem && (
          <Alert type="error" showIcon title={q(`problems.${problem}`)} style={{ marginBottom: 12 }} data-testid="requirement-problem" />
        )}
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="requirement-save">
          {q('save')}
        </Button>
      </Form>
    </Card>
  );
}

/** The share of a video's length a teacher must watch for it to count as completed. */
function CompletionShareForm({ share }: { share: number }) {
  const { t } = useTranslation();
  const q = (key: string) => t(`learningHours.requirement.${key}`);
  const save = useSaveSettings();
  const [percent, setPercent] = useState<number | null>(Math.round(share * 100));
  const [showProblem, setShowProblem] = useState(false);
  const completionShare = completionShareOf(percent);

  const submit = () => {
    setShowProblem(true);
    if (completionShare === null) return;
    save.mutate({ completionShare }, { onSuccess: () => notifier().success(q('settingsSaved')) });
  };

  return (
    <Card title={q('settingsTitle')} size="small" data-testid="completion-form">
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item
          label={q('completionShare')}
          extra={q('completionHint')}
          validateStatus={showProblem && completionShare === null ? 'error' : undefined}
          help={showProblem && completionShare === null ? q('problems.shareRange') : undefined}
        >
          <InputNumber
            value={percent}
            min={COMPLETION_PERCENT.min}
            max={COMPLETION_PERCENT.max}
            step={5}
            precision={0}
            suffix="%"
            style={{ width: '100%' }}
            onChange={setPercent}
            data-testid="completion-share"
          />
        </Form.Item>
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="completion-save">
          {q('saveSettings')}
        </Button>
      </Form>
    </Card>
  );
}

function RequirementSettings() {
  const { t } = useTranslation();
  const thisYear = chinaYear();
  const [year, setYear] = useState(thisYear);
  const requirement = useRequirement(year);
  const categories = useHourCategories();

  let body;
  if (requirement.isError || categories.isError)
    body = (
      <RetryAlert
        title={t('learningHours.common.loadFailed')}
        onRetry={() => {
          void requirement.refetch();
          void categories.refetch();
        }}
      />
    );
  else if (!requirement.data || !categories.data) body = <Skeleton active />;
  else
    body = (
      <>
        {/* Keyed by year and load, so the form starts from what the server holds. */}
        <RequirementForm
          key={`${year}-${requirement.dataUpdatedAt}`}
          year={year}
          requirement={requirement.data}
          categories={categories.data.categories}
        />
        <CompletionShareForm key={categories.dataUpdatedAt} share={categories.data.completionShare} />
        <PresenceSettingsCard />
      </>
    );

  return (
    <Flex vertical gap={16} data-testid="requirement-settings">
      <Select<number>
        value={year}
        style={{ width: 120 }}
        aria-label={t('learningHours.common.year')}
        options={[thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((value) => ({
          value,
          label: t('learningHours.common.yearOption', { year: value }),
        }))}
        onChange={setYear}
        data-testid="requirement-year"
      />
      {body}
    </Flex>
  );
}

/** /manage/learningRequirement: the tenant's yearly requirement, video completion share and presence checks (district admins). */
export default function RequirementPage() {
  const { t } = useTranslation();
  const access = useAccess(learningAccess);
  return (
    <PageFrame title={t('routes.manageLearningRequirement')} crumbs={[t('nav.manage')]}>
      <AccessGate accessible={access.canSetRequirement} {...staffRefusal(t, true)}>
        <RequirementSettings />
      </AccessGate>
    </PageFrame>
  );
}
