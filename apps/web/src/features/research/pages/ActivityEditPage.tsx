import '../i18n/research.register';
import { ResearchLimits } from '@yanxiu/contract/research';
import { ActivityAudience, ActivityKind, ActivityMode, CompletionFact } from '@yanxiu/contract/research-enums';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, InputNumber, Radio, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { useManagedSchools } from '@/shared/lookups/managed-schools';
import { useAccess } from '@/shared/session/access';
import { LoadFailure } from '@/shared/ui/LoadFailure';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { DateRangeField } from '@/shared/ui/DatePickers';
import { useActivity } from '../api/get-activity';
import { useFormTemplates } from '../api/get-form-templates';
import { useHourCategories } from '../api/get-hour-categories';
import { useOrganisers } from '../api/get-organisers';
import { useSaveActivity } from '../api/save-activity';
import { StagesEditor } from '../components/StagesEditor';
import { useSectionSubjectOptions } from '../components/SectionSubjectSelect';
import { formValuesOf, saveBodyOf, UNIT_ORGANISER, type ActivityFormValues } from '../model/activity-form';
import { parseId } from '../model/parse-id';
import { draftsOf, newStage, possibleFacts, stageProblem, type StageDraft } from '../model/stage-drafts';
import { researchAccess } from '../research.access';

type FieldValues = Omit<ActivityFormValues, 'startsAt' | 'endsAt'> & { window: [Dayjs, Dayjs] | null };

const WALL = 'YYYY-MM-DD HH:mm';

/** /research/createActivity (`?id=` edits): an activity with its stages, saved as a draft first; publish it from its page. */
export default function ActivityEditPage() {
  const { t } = useTranslation();
  const id = parseId(useSearchParams()[0].get('id'));
  const editing = useSearchParams()[0].has('id');
  const activity = useActivity(id);
  const organisers = useOrganisers();
  const title = editing ? t('research.form.editTitle') : t('routes.researchCreate');
  if ((editing && id === null) || activity.isError)
    return (
      <PageFrame title={title}>
        <LoadFailure
          error={activity.error ?? new RequestError('', 404, null)}
          notFound={t('research.activity.notFound')}
          onRetry={() => void activity.refetch()}
          back={<Link to="/research/myResearch">{t('routes.researchMine')}</Link>}
        />
      </PageFrame>
    );
  if (organisers.isError)
    return (
      <PageFrame title={title}>
        <RetryAlert onRetry={() => void organisers.refetch()} />
      </PageFrame>
    );
  if ((id !== null && activity.isPending) || organisers.isPending)
    return (
      <PageFrame title={title}>
        <Skeleton active />
      </PageFrame>
    );
  const choices = organisers.data;
  if (choices.groups.length === 0 && choices.unit === null)
    return (
      <PageFrame title={title}>
        <Alert type="info" showIcon title={t('research.form.noOrganiser')} data-testid="no-organiser" />
      </PageFrame>
    );
  return (
    <PageFrame title={title}>
      <ActivityForm key={activity.data?.id ?? 'new'} activity={activity.data ?? null} choices={choices} />
    </PageFrame>
  );
}

function ActivityForm({
  activity,
  choices,
}: {
  activity: NonNullable<ReturnType<typeof useActivity>['data']> | null;
  choices: NonNullable<ReturnType<typeof useOrganisers>['data']>;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const access = useAccess(researchAccess);
  const [form] = Form.useForm<FieldValues>();
  const templates = useFormTemplates();
  const categories = useHourCategories();
  const schools = useManagedSchools(access.canOrganiseForUnit);
  const save = useSaveActivity();
  const [stages, setStages] = useState<StageDraft[]>(() =>
    activity ? draftsOf(activity.stages) : [newStage('discussion', t('research.form.defaultDiscussion'))],
  );
  const [showProblems, setShowProblems] = useState(false);
  const mode = Form.useWatch('mode', form);
  const audience = Form.useWatch('audience', form);
  const sectionCodes = Form.useWatch('sectionCodes', form) ?? [];
  const { sections, subjects } = useSectionSubjectOptions(sectionCodes.length === 1 ? sectionCodes[0] : undefined);
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
      <Card size="small" title={t('research.form.who')} style={{ marginBottom: 16 }}>
        <Form.Item name="audience" label={t('research.form.audience')} rules={[{ required: true }]}>
          <Radio.Group options={ActivityAudience.options(locale)} data-testid="activity-audience" />
        </Form.Item>
        {audience === 'schools' && (
          <>
            {access.canOrganiseForUnit && (
              <Form.Item name="targetSchoolIds" label={t('research.form.schools')}>
                <Select
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  options={(schools.data ?? []).map((school) => ({ value: school.id, label: school.name }))}
                  maxCount={ResearchLimits.targetSchools}
                />
              </Form.Item>
            )}
            <Flex gap={16} wrap>
              <Form.Item name="sectionCodes" label={t('research.filters.section')} style={{ minWidth: 200 }}>
                <Select mode="multiple" allowClear options={sections} maxCount={ResearchLimits.sectionCodes} />
              </Form.Item>
              <Form.Item name="subjectCodes" label={t('research.filters.subject')} style={{ minWidth: 240 }}>
                <Select mode="multiple" allowClear optionFilterProp="label" options={subjects} maxCount={ResearchLimits.subjectCodes} />
              </Form.Item>
            </Flex>
          </>
        )}
        <Form.Item name="capacity" label={t('research.form.capacity')} extra={t('research.form.capacityHint')}>
          <InputNumber min={1} max={ResearchLimits.capacityMax} precision={0} data-testid="activity-capacity" />
        </Form.Item>
      </Card>
      <Card size="small" title={t('research.form.stagesTitle')} style={{ marginBottom: 16 }}>
        <StagesEditor stages={stages} onChange={setStages} templates={templates.data ?? []} showProblems={showProblems} />
        {showProblems && stages.length === 0 && (
          <Alert type="error" showIcon title={t('research.form.noStages')} style={{ marginTop: 8 }} />
        )}
      </Card>
      <Card size="small" title={t('research.form.credit')} style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item name="creditHours" label={t('research.form.creditHours')} rules={[{ required: true }]}>
            <InputNumber min={0} max={ResearchLimits.hoursMax} step={0.5} precision={1} data-testid="activity-hours" />
          </Form.Item>
          <Form.Item name="hoursCategory" label={t('research.form.hoursCategory')} rules={[{ required: true }]} style={{ minWidth: 200 }}>
            <Select
              loading={categories.isPending}
              options={(categories.data?.categories ?? []).map((category) => ({
                value: category.code,
                label: locale === 'en-US' ? category.labelEn : category.labelZh,
              }))}
            />
          </Form.Item>
        </Flex>
        <Form.Item
          name="completionRule"
          label={t('research.form.completionRule')}
          extra={
            <>
              <div>{t('research.form.completionHint')}</div>
              <div data-testid="attended-hint">{t(`research.form.attendedBy.${mode ?? initial.mode ?? 'online'}`)}</div>
            </>
          }
          rules={[{ required: true, type: 'array', min: 1, message: t('research.form.ruleRequired') }]}
        >
          <Checkbox.Group
            options={CompletionFact.options(locale).map((option) => ({ ...option, disabled: !facts.includes(option.value) }))}
            data-testid="activity-rule"
          />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-activity" onClick={() => setShowProblems(true)}>
        {activity ? t('research.form.save') : t('research.form.saveDraft')}
      </Button>
    </Form>
  );
}
