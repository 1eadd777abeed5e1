import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Level } from '@yanxiu/contract/enums';
import { EnrolMode, TrainingKind, type TrainingKindValue } from '@yanxiu/contract/training-enums';
import { TrainingLimits } from '@yanxiu/contract/limits';
import { Button, Col, Flex, Form, Input, InputNumber, Row, Select, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { useStudios } from '../../api/get-studios';
import { useManagedSchools } from '@/shared/lookups/managed-schools';
import { DateField } from '@/shared/ui/DatePickers';
import { CoverField } from './CoverField';
import { MarkdownField } from './MarkdownField';
import {
  enrolEndProblem,
  enrolModeProblem,
  isOneDecimal,
  isWholeCents,
  periodProblem,
  type ProgrammeFormValues,
} from './programme-form-model';

export type ProgrammeFormProps = {
  form: FormInstance<ProgrammeFormValues>;
  initialValues: ProgrammeFormValues;
  /** Kinds the user may choose; the kind of a saved programme cannot change. */
  kinds: TrainingKindValue[];
  kindLocked: boolean;
  /** Names of the saved target schools and studio, to label their ids. */
  known?: { schools: Array<{ id: number; name: string }>; studio: { id: number; name: string } | null };
  onBusyChange?: (key: string, busy: boolean) => void;
  disabled?: boolean;
};

const LINK_PATTERN = /^(https:\/\/|\/)/;

/** The programme's own fields; its units are edited beside it. Validation mirrors the server's. */
export function ProgrammeForm({ form, initialValues, kinds, kindLocked, known, onBusyChange, disabled = false }: ProgrammeFormProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const f = (key: string, options?: Record<string, unknown>) => t(`trainingManage.form.${key}`, options ?? {});
  const kind = Form.useWatch('kind', form) ?? initialValues.kind;
  const sectionCodes = Form.useWatch('sectionCodes', form) ?? initialValues.sectionCodes;
  const sections = useSubjectAndSection();
  const [studioKeyword, setStudioKeyword] = useState('');
  const studios = useStudios({ current: 1, keyword: studioKeyword || undefined });
  // School-based training targets the organiser's own school, so only the other kinds need the list.
  const schools = useManagedSchools(kind !== 'school');

  const sectionOptions = (sections.data ?? []).map((section) => ({
    value: section.sectionCode,
    label: locale === 'en-US' ? section.sectionNameEn : section.sectionName,
  }));
  const subjectOptions = useMemo(() => {
    const chosen = (sections.data ?? []).filter((section) => sectionCodes.length === 0 || sectionCodes.includes(section.sectionCode));
    const byCode = new Map<string, string>();
    for (const subject of chosen.flatMap((section) => section.subjects))
      byCode.set(subject.code, locale === 'en-US' ? subject.nameEn : subject.name);
    return [...byCode].map(([value, label]) => ({ value, label }));
  }, [sections.data, sectionCodes, locale]);
  const studioOptions = useMemo(() => {
    const options = (studios.data?.records ?? []).map((studio) => ({ value: studio.id, label: studio.name }));
    if (known?.studio && !options.some((option) => option.value === known.studio!.id))
      options.unshift({ value: known.studio.id, label: known.studio.name });
    return options;
  }, [studios.data, known?.studio]);
  const schoolOptions = useMemo(() => {
    const options = (schools.data ?? []).map((school) => ({ value: school.id, label: school.name }));
    // A saved target the caller no longer reaches still shows by name rather than as a bare id.
    const missing = (known?.schools ?? []).filter((school) => !options.some((option) => option.value === school.id));
    return [...options, ...missing.map((school) => ({ value: school.id, label: school.name }))];
  }, [schools.data, known?.schools]);

  /** A rule from a cross-field check of the model: the check's i18n key becomes the message. */
  const crossRule = (check: (values: ProgrammeFormValues) => string | null): Rule => ({
    validator: async () => {
      const problem = check(form.getFieldsValue(true) as ProgrammeFormValues);
      if (problem) throw new Error(f(problem));
    },
  });
  const required = (key: string): Rule => ({ required: true, message: f(key) });

  return (
    <Form<ProgrammeFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={disabled}
      scrollToFirstError
      data-testid="programme-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="kind" label={f('kind')} rules={[{ required: true }]}>
            <Select
              disabled={kindLocked || kinds.length < 2}
              options={kinds.map((value) => ({ value, label: TrainingKind.label(value, locale) }))}
              data-testid="programme-kind"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="level" label={f('level')} rules={[required('levelRequired')]}>
            <Select options={Level.options(locale)} data-testid="programme-level" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="title"
            label={f('title')}
            rules={[{ required: true, whitespace: true, message: f('titleRequired') }, { max: TrainingLimits.title }]}
          >
            <Input maxLength={TrainingLimits.title} data-testid="programme-title" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="summary" label={f('summary')} extra={f('summaryHint')} rules={[{ max: TrainingLimits.shortText }]}>
            <Input.TextArea rows={2} maxLength={TrainingLimits.shortText} showCount data-testid="programme-summary" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={f('description')} extra={f('descriptionHint')} rules={[{ max: TrainingLimits.description }]}>
            <MarkdownField maxLength={TrainingLimits.description} testId="programme-description" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="sectionCodes"
            label={f('sections')}
            extra={f('sectionsHint')}
            rules={[{ type: 'array', max: TrainingLimits.sectionCodes }]}
          >
            <Select
              mode="multiple"
              allowClear
              options={sectionOptions}
              loading={sections.isLoading}
              optionFilterProp="label"
              data-testid="programme-sections"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="subjectCodes"
            label={f('subjects')}
            extra={f('subjectsHint')}
            rules={[{ type: 'array', max: TrainingLimits.subjectCodes }]}
          >
            <Select
              mode="multiple"
              allowClear
              options={subjectOptions}
              loading={sections.isLoading}
              optionFilterProp="label"
              data-testid="programme-subjects"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          {kind === 'school' ? (
            <Form.Item label={f('targetSchools')}>
              <span>{f('targetSchoolsSelf')}</span>
            </Form.Item>
          ) : (
            <Form.Item
              name="targetSchoolIds"
              label={f('targetSchools')}
              extra={schools.isError ? f('targetSchoolsLoadFailed') : f('targetSchoolsHint')}
              {...(schools.isError ? { validateStatus: 'warning' as const } : {})}
            >
              <Select
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={schoolOptions}
                loading={schools.isLoading}
                data-testid="programme-target-schools"
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="enrolStart" label={f('enrolStart')} rules={[required('enrolWindowRequired')]}>
            <DateField
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              data-testid="programme-enrol-start"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="enrolEnd"
            label={f('enrolEnd')}
            dependencies={['enrolStart', 'endsOn']}
            rules={[required('enrolWindowRequired'), crossRule(enrolEndProblem)]}
          >
            <DateField
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              style={{ width: '100%' }}
              data-testid="programme-enrol-end"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="startsOn" label={f('startsOn')} rules={[required('periodRequired')]}>
            <DateField style={{ width: '100%' }} data-testid="programme-starts-on" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="endsOn"
            label={f('endsOn')}
            dependencies={['startsOn']}
            rules={[required('periodRequired'), crossRule(periodProblem)]}
          >
            <DateField style={{ width: '100%' }} data-testid="programme-ends-on" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="enrolMode"
            label={f('enrolMode')}
            dependencies={['kind', 'priceYuan']}
            rules={[required('enrolModeRequired'), crossRule(enrolModeProblem)]}
          >
            <Select options={EnrolMode.options(locale)} data-testid="programme-enrol-mode" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="capacity" label={f('capacity')} extra={f('capacityHint')}>
            <InputNumber
              min={1}
              max={TrainingLimits.capacityMax}
              precision={0}
              style={{ width: '100%' }}
              data-testid="programme-capacity"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="creditHours"
            label={f('creditHours')}
            rules={[
              required('creditHoursRequired'),
              {
                validator: async (_, hours: number | null) => {
                  if (!(hours === null || hours === undefined || isOneDecimal(hours))) throw new Error(f('hoursStep'));
                },
              },
            ]}
          >
            <InputNumber min={0} max={TrainingLimits.hoursMax} step={0.5} style={{ width: '100%' }} data-testid="programme-hours" />
          </Form.Item>
        </Col>
        {kind === 'supermarket' && (
          <Col xs={24} md={12}>
            <Form.Item
              name="priceYuan"
              label={f('price')}
              rules={[
                required('priceRequired'),
                {
                  validator: async (_, yuan: number | null) => {
                    if (!(yuan === null || yuan === undefined || isWholeCents(yuan))) throw new Error(f('priceCents'));
                  },
                },
              ]}
            >
              <InputNumber
                min={0}
                max={TrainingLimits.priceCentsMax / 100}
                step={1}
                prefix="¥"
                style={{ width: '100%' }}
                data-testid="programme-price"
              />
            </Form.Item>
          </Col>
        )}
        {kind === 'studio' && (
          <Col xs={24} md={12}>
            <Form.Item name="studioId" label={f('studio')} rules={[required('studioRequired')]}>
              <Select
                showSearch={{ filterOption: false, onSearch: setStudioKeyword }}
                placeholder={f('studioSearch')}
                options={studioOptions}
                loading={studios.isFetching}
                data-testid="programme-studio"
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item name="coverFileId" label={f('cover')} extra={f('coverHint')}>
            <CoverField onBusyChange={(busy) => onBusyChange?.('cover', busy)} testId="programme-cover" />
          </Form.Item>
        </Col>
        {kind === 'fusion' && (
          <Col xs={24}>
            <Form.Item label={f('linkedActivities')}>
              <Form.List name="linkedActivities">
                {(fields, { add, remove }) => (
                  <Flex vertical gap={8}>
                    {fields.map((field, index) => (
                      <Flex key={field.key} gap={8} align="start" wrap>
                        <Form.Item
                          name={[field.name, 'title']}
                          rules={[{ required: true, whitespace: true, message: f('activityTitle') }, { max: TrainingLimits.title }]}
                          style={{ flex: '1 1 180px', margin: 0 }}
                        >
                          <Input placeholder={f('activityTitle')} aria-label={`${f('activityTitle')} ${index + 1}`} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'url']}
                          rules={[
                            { required: true, pattern: LINK_PATTERN, message: f('activityUrlInvalid') },
                            { max: TrainingLimits.shortText },
                          ]}
                          style={{ flex: '2 1 240px', margin: 0 }}
                        >
                          <Input placeholder="https://…" aria-label={`${f('activityUrl')} ${index + 1}`} />
                        </Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={t('trainingManage.common.delete')}
                          onClick={() => remove(field.name)}
                        />
                      </Flex>
                    ))}
                    {fields.length < 20 && (
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() => add({ title: '', url: '' })}
                        style={{ alignSelf: 'flex-start' }}
                        data-testid="programme-add-activity"
                      >
                        {f('addActivity')}
                      </Button>
                    )}
                  </Flex>
                )}
              </Form.List>
            </Form.Item>
          </Col>
        )}
      </Row>
    </Form>
  );
}
