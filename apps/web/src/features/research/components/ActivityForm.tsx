import { ResearchLimits } from '@yanxiu/contract/research';
import { ActivityKind, ActivityMode } from '@yanxiu/contract/research-enums';
import { Alert, Button, Card, Flex, Form, Input, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { DateRangeField } from '@/shared/ui/DatePickers';
import type { useActivity } from '../api/get-activity';
import { useFormTemplates } from '../api/get-form-templates';
import { useHourCategories } from '../api/get-hour-categories';
import type { useOrganisers } from '../api/get-organisers';
import { useSaveActivity } from '../api/save-activity';
import { formValuesOf, saveBodyOf, UNIT_ORGANISER, type ActivityFormValues } from '../model/activity-form';
import { draftsOf, newStage, possibleFacts, stageProblem, type StageDraft } from '../model/stage-drafts';
import { ActivityAudienceFields } from './ActivityAudienceFields';
import { ActivityCreditFields } from './ActivityCreditFields';
import { StagesEditor } from './StagesEditor';

type FieldValues = Omit<ActivityFormValues, 'startsAt' | 'endsAt'> & { window: [Dayjs, Dayjs] | null };

const WALL = 'YYYY-MM-DD HH:mm';

/** An activity's form: its basics, who takes part, its stages and its credit; saved as a draft, then its page opens. */
export function ActivityForm({
  activity,
  choices,
}: {
  activity: NonNullable<ReturnType<typeof useActivity>['data']> | null;
  choices: NonNullable<ReturnType<typeof useOrganisers>['data']>;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<FieldValues>();
  const templates = useFormTemplates();
  const categories = useHourCategories();
  const save = useSaveActivity();
  const [stages, setStages] = useState<StageDraft[]>(() =>
    activity ? draftsOf(activity.stages) : [newStage('discussion', t('research.form.defaultDiscussion'))],
  );
  const [showProblems, setShowProblems] = useState(false);
  const mode = Form.useWatch('mode', form);
  const audience = Form.useWatch('audience', form);
  const facts = useMemo(() => possibleFacts(stages), [stages]);

  const initial = useMemo<Partial<FieldValues>>(() => {
    if (activity) {
      const { startsAt, endsAt, ...rest } = formValuesOf(activity);
      return { ...rest, window: [dayjs(startsAt, WALL), dayjs(endsAt, WALL)] };
    }
    return {
      kind: 'observation',
      organiser: choices.groups[0] ? String(choices.groups[0].id) : UNIT_ORGANISER,
      mode: 'online',
      audience: choices.groups[0] ? 'group' : 'open',
      targetSchoolIds: [],
      sectionCodes: [],
      subjectCodes: [],
      capacity: null,
      creditHours: 2,
      hoursCategory: 'professional',
      completionRule: ['attended'],
      description: '',
      place: '',
      meetingUrl: '',
      window: null,
    };
  }, [activity, choices]);

  // A new activity counts towards the tenant's first category when the usual default is not one of its categories,
  // so the default can always be saved.
  useEffect(() => {
    const codes = (categories.data?.categories ?? []).map((category) => category.code);
    if (!activity && codes.length > 0 && !codes.includes(form.getFieldValue('hoursCategory')))
      form.setFieldValue('hoursCategory', codes[0]);
  }, [activity, categories.data, form]);

  // A rule fact whose stage was removed leaves the checkboxes.
  useEffect(() => {
    const rule: FieldValues['completionRule'] = form.getFieldValue('completionRule') ?? [];
    const kept = rule.filter((fact) => facts.includes(fact));
    if (kept.length !== rule.length) form.setFieldValue('completionRule', kept);
  }, [facts, form]);

  const submit = (values: FieldValues) => {
    setShowProblems(true);
    if (stages.length === 0 || stages.some((stage) => stageProblem(stage) !== null) || !values.window) return;
    const body = saveBodyOf(
      { ...values, startsAt: values.window[0].format(WALL), endsAt: values.window[1].format(WALL) },
      stages,
      activity
        ? { id: activity.id, version: activity.version, coverFileId: activity.coverFileId, programmeId: activity.programmeId }
        : null,
    );
    save.mutate(body, {
      onSuccess: (saved) => {
        notifier().success(t(activity ? 'research.form.saved' : 'research.form.draftSaved'));
        void navigate(`/research/ActivityCover/${saved.id}`);
      },
    });
  };

  const organiserOptions = [
    ...choices.groups.map((group) => ({ value: String(group.id), label: group.name })),
    ...(choices.unit ? [{ value: UNIT_ORGANISER, label: choices.unit.name }] : []),
  ];
  return (
    <Form<FieldValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      style={{ maxWidth: 860 }}
      data-testid="activity-form"
    >
      <Card size="small" title={t('research.form.basics')} style={{ marginBottom: 16 }}>
        <Form.Item
          name="title"
          label={t('research.form.title')}
          rules={[{ required: true, whitespace: true, message: t('research.form.required') }]}
        >
          <Input maxLength={ResearchLimits.title} data-testid="activity-title" />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="kind" label={t('research.form.kind')} rules={[{ required: true }]} style={{ minWidth: 200 }}>
            <Select options={ActivityKind.options(locale)} data-testid="activity-kind" />
          </Form.Item>
          <Form.Item name="organiser" label={t('research.form.organiser')} rules={[{ required: true }]} style={{ minWidth: 240 }}>
            <Select options={organiserOptions} data-testid="activity-organiser" />
          </Form.Item>
        </Flex>
        <Form.Item name="description" label={t('research.form.description')}>
          <Input.TextArea maxLength={ResearchLimits.description} autoSize={{ minRows: 3, maxRows: 12 }} />
        </Form.Item>
        <Form.Item
          name="window"
          label={t('research.form.window')}
          rules={[
            { required: true, message: t('research.form.required') },
            {
              validator: (_, value?: [Dayjs, Dayjs] | null) =>
                value && !value[1].isAfter(value[0]) ? Promise.reject(new Error(t('research.form.endAfterStart'))) : Promise.resolve(),
            },
          ]}
        >
          <DateRangeField showTime={{ format: 'HH:mm' }} format={WALL} needConfirm={false} data-testid="activity-window" />
        </Form.Item>
        <Form.Item name="mode" label={t('research.form.mode')} rules={[{ required: true }]}>
          <Radio.Group options={ActivityMode.options(locale)} data-testid="activity-mode" />
        </Form.Item>
        {mode !== 'online' && (
          <Form.Item
            name="place"
            label={t('research.form.place')}
            rules={[{ required: true, whitespace: true, message: t('research.form.required') }]}
          >
            <Input maxLength={ResearchLimits.place} data-testid="activity-place" />
          </Form.Item>
        )}
        {mode !== 'offline' && (
          <Form.Item
            name="meetingUrl"
            label={t('research.form.meetingUrl')}
            rules={[{ pattern: /^https:\/\/\S+$/, message: t('research.form.httpsOnly') }]}
          >
            <Input maxLength={ResearchLimits.url} placeholder="https://" />
          </Form.Item>
        )}
      </Card>
      <ActivityAudienceFields audience={audience} />
      <Card size="small" title={t('research.form.stagesTitle')} style={{ marginBottom: 16 }}>
        <StagesEditor stages={stages} onChange={setStages} templates={templates.data ?? []} showProblems={showProblems} />
        {showProblems && stages.length === 0 && (
          <Alert type="error" showIcon title={t('research.form.noStages')} style={{ marginTop: 8 }} />
        )}
      </Card>
      <ActivityCreditFields facts={facts} mode={mode ?? initial.mode ?? 'online'} />
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-activity" onClick={() => setShowProblems(true)}>
        {activity ? t('research.form.save') : t('research.form.saveDraft')}
      </Button>
    </Form>
  );
}
