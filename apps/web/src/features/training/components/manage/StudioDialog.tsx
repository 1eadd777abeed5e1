import type { SaveStudioBody, StudioDetail } from '@yanxiu/contract/training';
import { TrainingLimits } from '@yanxiu/contract/limits';
import { Alert, Col, Form, Input, Modal, Row, Select, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useStudio } from '../../api/get-studio';
import { useSaveStudio } from '../../api/manage-save-studio';
import { CoverField } from './CoverField';
import { TeacherSelect } from '@/shared/ui/TeacherSelect';

type StudioFormValues = {
  name: string;
  summary: string;
  description: string;
  leadUserId: number | null;
  memberUserIds: number[];
  sectionCode: string | null;
  subjectCode: string | null;
  coverFileId: string | null;
};

function studioValues(studio: StudioDetail | undefined): StudioFormValues {
  if (!studio)
    return {
      name: '',
      summary: '',
      description: '',
      leadUserId: null,
      memberUserIds: [],
      sectionCode: null,
      subjectCode: null,
      coverFileId: null,
    };
  return {
    name: studio.name,
    summary: studio.summary,
    description: studio.description,
    leadUserId: studio.leadUserId,
    memberUserIds: studio.members.filter((member) => member.role === 'member').map((member) => member.userId),
    sectionCode: studio.sectionCode,
    subjectCode: studio.subjectCode,
    coverFileId: studio.coverFileId,
  };
}

/** The body of a studio save; the lead is a member by rule, so the server gets the others only once each. */
export function studioBody(values: StudioFormValues, id?: number): SaveStudioBody {
  const lead = values.leadUserId ?? 0;
  const members = [...new Set(values.memberUserIds ?? [])].filter((userId) => userId !== lead);
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    summary: (values.summary ?? '').trim(),
    description: values.description ?? '',
    leadUserId: lead,
    memberUserIds: members,
    sectionCode: values.sectionCode ?? null,
    subjectCode: values.subjectCode ?? null,
    coverFileId: values.coverFileId ?? null,
  };
}

export type StudioDialogProps = {
  /** null: closed; 'new': create; a number: edit that studio. */
  studioId: number | 'new' | null;
  onClose: () => void;
};

/** Creates or edits a studio; lead and members are teachers found by name. */
export function StudioDialog({ studioId, onClose }: StudioDialogProps) {
  const { t } = useTranslation();
  const s = (key: string) => t(`trainingManage.studios.${key}`);
  const locale = currentLocale();
  const editing = typeof studioId === 'number' ? studioId : null;
  const detail = useStudio(editing);
  const save = useSaveStudio();
  const sections = useSubjectAndSection();
  const [form] = Form.useForm<StudioFormValues>();
  const sectionCode = Form.useWatch('sectionCode', form);
  const subjects = (sections.data ?? []).find((section) => section.sectionCode === sectionCode)?.subjects ?? [];
  // The saved lead and members label the pickers until a search lists them.
  const knownMembers = useMemo(() => detail.data?.members ?? [], [detail.data]);

  const handleOk = async () => {
    const values = await form.validateFields();
    save.mutate(studioBody(values, editing ?? undefined), {
      onSuccess: () => {
        notifier().success(t('trainingManage.common.saved'));
        onClose();
      },
    });
  };

  const loading = editing !== null && detail.isLoading;
  return (
    <Modal
      open={studioId !== null}
      title={s(editing === null ? 'createTitle' : 'editTitle')}
      okText={t('trainingManage.common.save')}
      cancelText={t('trainingManage.common.cancel')}
      okButtonProps={{ loading: save.isPending, disabled: loading || detail.isError }}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={720}
    >
      {loading ? (
        <Skeleton active />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={t('trainingManage.common.loadFailed')} />
      ) : (
        <Form<StudioFormValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={studioValues(detail.data)}
          data-testid="studio-form"
        >
          <Form.Item
            name="name"
            label={s('name')}
            rules={[{ required: true, whitespace: true, message: s('nameRequired') }, { max: TrainingLimits.title }]}
          >
            <Input maxLength={TrainingLimits.title} data-testid="studio-name" />
          </Form.Item>
          <Form.Item name="summary" label={s('summary')} rules={[{ max: TrainingLimits.shortText }]}>
            <Input.TextArea rows={2} maxLength={TrainingLimits.shortText} showCount />
          </Form.Item>
          <Form.Item name="description" label={s('description')} rules={[{ max: TrainingLimits.description }]}>
            <Input.TextArea rows={4} maxLength={TrainingLimits.description} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="leadUserId" label={s('lead')} rules={[{ required: true, message: s('leadRequired') }]}>
                <TeacherSelect known={knownMembers} testId="studio-lead" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="memberUserIds" label={s('members')} extra={s('membersHint')}>
                <TeacherSelect multiple known={knownMembers} testId="studio-members" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="sectionCode" label={s('section')}>
                <Select
                  allowClear
                  options={(sections.data ?? []).map((section) => ({
                    value: section.sectionCode,
                    label: locale === 'en-US' ? section.sectionNameEn : section.sectionName,
                  }))}
                  onChange={() => form.setFieldValue('subjectCode', null)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="subjectCode" label={s('subject')}>
                <Select
                  allowClear
                  options={subjects.map((subject) => ({ value: subject.code, label: locale === 'en-US' ? subject.nameEn : subject.name }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="coverFileId" label={s('cover')}>
            <CoverField testId="studio-cover" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
