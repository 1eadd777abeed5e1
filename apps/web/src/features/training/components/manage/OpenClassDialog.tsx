import { Level } from '@yanxiu/contract/enums';
import type { OpenClass, SaveOpenClassBody } from '@yanxiu/contract/training';
import { TrainingLimits } from '@yanxiu/contract/limits';
import { Col, Form, Input, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useSaveOpenClass } from '../../api/manage-save-open-class';
import { CoverField } from './CoverField';
import { UploadField } from '@/shared/ui/UploadField';
import { readVideoDuration } from './read-video-duration';

type OpenClassFormValues = Omit<SaveOpenClassBody, 'id' | 'videoFileId' | 'durationSeconds'> & {
  videoFileId: string | null;
  durationSeconds: number | null;
};

/** The save body of an existing open class, e.g. to hide or show it without opening the form. */
export function openClassBody(openClass: OpenClass): SaveOpenClassBody {
  const {
    id,
    title,
    teacherName,
    schoolName,
    sectionCode,
    subjectCode,
    grade,
    level,
    summary,
    videoFileId,
    durationSeconds,
    coverFileId,
    published,
  } = openClass;
  return {
    id,
    title,
    teacherName,
    schoolName,
    sectionCode,
    subjectCode,
    grade,
    level,
    summary,
    videoFileId,
    durationSeconds,
    coverFileId,
    published,
  };
}

const EMPTY: OpenClassFormValues = {
  title: '',
  teacherName: '',
  schoolName: '',
  sectionCode: '',
  subjectCode: '',
  grade: '',
  level: '2',
  summary: '',
  videoFileId: null,
  durationSeconds: null,
  coverFileId: null,
  published: true,
};

export type OpenClassDialogProps = {
  /** null: closed; 'new': recommend one; an open class: edit it. */
  editing: OpenClass | 'new' | null;
  onClose: () => void;
};

/** Recommends or edits an open class: its facts, the recording (uploaded with progress) and a cover. */
export function OpenClassDialog({ editing, onClose }: OpenClassDialogProps) {
  const { t } = useTranslation();
  const c = (key: string) => t(`trainingManage.openClasses.${key}`);
  const locale = currentLocale();
  const existing = editing !== null && editing !== 'new' ? editing : null;
  const [form] = Form.useForm<OpenClassFormValues>();
  const [videoName, setVideoName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSaveOpenClass();
  const sections = useSubjectAndSection();
  const sectionCode = Form.useWatch('sectionCode', form);
  const subjects = (sections.data ?? []).find((section) => section.sectionCode === sectionCode)?.subjects ?? [];
  const videoFileId = Form.useWatch('videoFileId', form);

  const handleOk = async () => {
    if (busy) {
      notifier().warning(t('trainingManage.common.uploadBusy'));
      return;
    }
    const values = await form.validateFields();
    const body: SaveOpenClassBody = {
      ...(existing ? { id: existing.id } : {}),
      ...values,
      title: values.title.trim(),
      teacherName: values.teacherName.trim(),
      schoolName: values.schoolName.trim(),
      grade: (values.grade ?? '').trim(),
      summary: (values.summary ?? '').trim(),
      videoFileId: values.videoFileId ?? '',
      durationSeconds: values.durationSeconds ?? 0,
      coverFileId: values.coverFileId ?? null,
    };
    save.mutate(body, {
      onSuccess: () => {
        notifier().success(t('trainingManage.common.saved'));
        onClose();
      },
    });
  };

  const required = (key: string) => ({ required: true, whitespace: true, message: c(key) });
  return (
    <Modal
      open={editing !== null}
      title={c(existing ? 'editTitle' : 'createTitle')}
      okText={t('trainingManage.common.save')}
      cancelText={t('trainingManage.common.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => void handleOk().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setVideoName(null)}
      width={720}
    >
      <Form<OpenClassFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={existing ? openClassBody(existing) : EMPTY}
        data-testid="open-class-form"
      >
        <Row gutter={16}>
          <Col xs={24}>
            <Form.Item name="title" label={c('name')} rules={[required('nameRequired'), { max: TrainingLimits.title }]}>
              <Input maxLength={TrainingLimits.title} data-testid="open-class-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="teacherName" label={c('teacher')} rules={[required('teacherRequired'), { max: TrainingLimits.teacherName }]}>
              <Input maxLength={TrainingLimits.teacherName} data-testid="open-class-teacher" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="schoolName" label={c('school')} rules={[required('schoolRequired'), { max: TrainingLimits.schoolName }]}>
              <Input maxLength={TrainingLimits.schoolName} data-testid="open-class-school" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sectionCode" label={c('section')} rules={[required('sectionRequired')]}>
              <Select
                options={(sections.data ?? []).map((section) => ({
                  value: section.sectionCode,
                  label: locale === 'en-US' ? section.sectionNameEn : section.sectionName,
                }))}
                onChange={() => form.setFieldValue('subjectCode', '')}
                data-testid="open-class-section"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="subjectCode" label={c('subject')} rules={[required('subjectRequired')]}>
              <Select
                options={subjects.map((subject) => ({ value: subject.code, label: locale === 'en-US' ? subject.nameEn : subject.name }))}
                data-testid="open-class-subject"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="grade" label={c('grade')} rules={[{ max: TrainingLimits.grade }]}>
              <Input maxLength={TrainingLimits.grade} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="level" label={c('level')} rules={[{ required: true }]}>
              <Select options={Level.options(locale)} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="summary" label={c('summary')} rules={[{ max: TrainingLimits.shortText }]}>
              <Input.TextArea rows={2} maxLength={TrainingLimits.shortText} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="videoFileId" label={c('video')} rules={[{ required: true, message: c('videoRequired') }]}>
              <UploadField
                purpose="video"
                accept="video/mp4,video/webm"
                fileName={videoName ?? (videoFileId ? (existing?.title ?? null) : null)}
                chooseLabel={t('trainingManage.units.chooseVideo')}
                onChosen={async (file) => {
                  const seconds = await readVideoDuration(file);
                  if (seconds !== null) form.setFieldValue('durationSeconds', seconds);
                }}
                onUploaded={(stored) => {
                  setVideoName(stored.name);
                  form.setFieldValue('videoFileId', stored.id);
                  void form.validateFields(['videoFileId']).catch(() => undefined);
                }}
                onBusyChange={setBusy}
                testId="open-class-video"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="durationSeconds"
              label={c('duration')}
              rules={[{ required: true, message: t('trainingManage.units.durationRequired') }]}
            >
              <InputNumber
                min={1}
                max={TrainingLimits.secondsMax}
                precision={0}
                style={{ width: '100%' }}
                data-testid="open-class-duration"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="coverFileId" label={c('cover')}>
              <CoverField testId="open-class-cover" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="published" label={c('published')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
