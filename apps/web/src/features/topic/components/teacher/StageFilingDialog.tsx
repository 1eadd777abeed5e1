import type { TopicStage } from '@yanxiu/contract/topic';
import { TopicLimits } from '@yanxiu/contract/topic-enums';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useFileStage } from '../../api/teacher/file-stage';
import { FilesField, type ChosenFile } from './FilesField';
import { stageKindLabel } from './labels';

type StageValues = { report: string; results: string; files: ChosenFile[] };

export type StageFilingDialogProps = {
  applyId: number;
  kind: 'opening' | 'midterm' | 'conclusion';
  /** A returned filing of the kind, filed again with its version and contents. */
  returned: TopicStage | null;
  onClose: () => void;
};

/** The host files a stage: the report (and the results for the conclusion) with its documents. */
export function StageFilingDialog({ applyId, kind, returned, onClose }: StageFilingDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StageValues>();
  const [uploading, setUploading] = useState(false);
  const file = useFileStage();
  const title = t('topicTeacher.stages.fileTitle', { stage: stageKindLabel(kind) });

  const handleOk = async () => {
    // A field left wrong shows its message in place; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const common = {
      applyId,
      fileIds: values.files.map((chosen) => chosen.id),
      ...(returned ? { stageId: returned.stageId, version: returned.version } : {}),
    };
    const body =
      kind === 'conclusion'
        ? { kind, report: values.report, results: values.results, ...common }
        : { kind, report: values.report, ...common };
    // A refusal (out of order, one pending) is shown by the request layer; the dialog stays for another try.
    await file.mutateAsync(body).then(
      () => {
        notifier().success(t('topicTeacher.stages.filed', { stage: stageKindLabel(kind) }));
        onClose();
      },
      () => undefined,
    );
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void handleOk()}
      okText={t('topicTeacher.stages.send')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: file.isPending, disabled: uploading, 'data-testid': 'stage-send' }}
      destroyOnHidden
      width={720}
    >
      <Form<StageValues>
        form={form}
        layout="vertical"
        initialValues={{
          report: returned?.report ?? '',
          results: returned?.results ?? '',
          files: returned?.files.map((chosen) => ({ id: chosen.id, name: chosen.name })) ?? [],
        }}
        data-testid="stage-form"
      >
        <Form.Item
          name="report"
          label={t('topicTeacher.stages.report')}
          rules={[{ required: true, whitespace: true, message: t('topicTeacher.stages.reportRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} maxLength={TopicLimits.text} data-testid="stage-report" />
        </Form.Item>
        {kind === 'conclusion' && (
          <Form.Item
            name="results"
            label={t('topicTeacher.stages.results')}
            rules={[{ required: true, whitespace: true, message: t('topicTeacher.stages.resultsRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={TopicLimits.text} data-testid="stage-results" />
          </Form.Item>
        )}
        <Form.Item name="files" label={t('topicTeacher.stages.files')}>
          <FilesField onBusyChange={setUploading} testId="stage-files" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
