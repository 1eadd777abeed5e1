import '../../i18n/share.register';
import type { TopicDetail } from '@yanxiu/contract/topic';
import { TopicShareLimits } from '@yanxiu/contract/topic-share';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { stageKindLabel } from '../../components/teacher/labels';
import { useShareTopic } from './api/share-topic';
import { useUnshareTopic } from './api/unshare-topic';

type ShareSettingsProps = {
  /** The host's topic as topics/detail answers it (approved or concluded: the server refuses sharing before). */
  topic: Pick<TopicDetail, 'applyId' | 'sharedAt' | 'shareAbstract' | 'files' | 'stages'>;
};

type ShareForm = { abstract: string; publicFileIds: string[] };

/** A file the host may make public, and the stage that filed it (null: the application's own). */
type Shareable = { file: TopicDetail['files'][number]; stage: string | null };

/**
 * The topic's files the host may make public: the application's attachments, then the documents each stage
 * (opening, mid-term, conclusion) filed, each file once.
 */
function shareableFiles(topic: ShareSettingsProps['topic']): Shareable[] {
  const seen = new Set<string>();
  const all: Shareable[] = [
    ...topic.files.map((file) => ({ file, stage: null })),
    ...topic.stages.flatMap((slot) => (slot.stage?.files ?? []).map((file) => ({ file, stage: slot.kind }))),
  ];
  return all.filter(({ file }) => !seen.has(file.id) && Boolean(seen.add(file.id)));
}

/** The share page's address on this site. */
const shareLink = (applyId: number) => `${window.location.origin}/pc/topicContentDetail/sharePage/${applyId}`;

/**
 * The host's share control for the host page: whether the topic is shared, and a dialog to share it (abstract, which
 * files are public, the link to pass on) or stop sharing.
 */
export function ShareSettings({ topic }: ShareSettingsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ShareForm>();
  const share = useShareTopic();
  const unshare = useUnshareTopic();
  const shared = topic.sharedAt !== null;
  const shareable = shareableFiles(topic);

  const handleSave = (values: ShareForm) =>
    share.mutate(
      { applyId: topic.applyId, abstract: values.abstract, publicFileIds: values.publicFileIds ?? [] },
      {
        onSuccess: () => {
          notifier().success(t('topicShare.settings.saved'));
        },
      },
    );
  const handleStop = () =>
    unshare.mutate(
      { applyId: topic.applyId },
      {
        onSuccess: () => {
          notifier().success(t('topicShare.settings.stopped'));
          setOpen(false);
        },
      },
    );

  return (
    <Space wrap data-testid="share-settings">
      <Tag color={shared ? 'green' : 'default'}>{shared ? t('topicShare.settings.shared') : t('topicShare.settings.notShared')}</Tag>
      <Button onClick={() => setOpen(true)} data-testid="share-open">
        {shared ? t('topicShare.settings.edit') : t('topicShare.settings.open')}
      </Button>
      <Modal
        open={open}
        title={t('topicShare.settings.dialogTitle')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            {t('topicShare.settings.cancel')}
          </Button>,
          ...(shared
            ? [
                <Popconfirm key="stop" title={t('topicShare.settings.stopConfirm')} onConfirm={handleStop}>
                  <Button danger loading={unshare.isPending} data-testid="share-stop">
                    {t('topicShare.settings.stop')}
                  </Button>
                </Popconfirm>,
              ]
            : []),
          <Button key="save" type="primary" loading={share.isPending} onClick={() => form.submit()} data-testid="share-save">
            {t('topicShare.settings.save')}
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">{t('topicShare.settings.explain')}</Typography.Paragraph>
        <Form<ShareForm>
          form={form}
          layout="vertical"
          onFinish={handleSave}
          initialValues={{
            abstract: topic.shareAbstract,
            publicFileIds: shareable.filter(({ file }) => file.public).map(({ file }) => file.id),
          }}
        >
          <Form.Item
            name="abstract"
            label={t('topicShare.settings.abstract')}
            rules={[{ required: true, whitespace: true, message: t('topicShare.settings.abstractRequired') }]}
          >
            <Input.TextArea rows={5} maxLength={TopicShareLimits.abstract} showCount />
          </Form.Item>
          <Form.Item name="publicFileIds" label={t('topicShare.settings.files')}>
            {shareable.length > 0 ? (
              <Checkbox.Group
                style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                options={shareable.map(({ file, stage }) => ({
                  value: file.id,
                  label: stage ? t('topicShare.settings.stageFile', { stage: stageKindLabel(stage), name: file.name }) : file.name,
                }))}
              />
            ) : (
              <Typography.Text type="secondary">{t('topicShare.settings.noFiles')}</Typography.Text>
            )}
          </Form.Item>
        </Form>
        {shared && (
          <>
            <Typography.Text strong>{t('topicShare.settings.link')}</Typography.Text>
            <Typography.Paragraph copyable data-testid="share-link" style={{ overflowWrap: 'anywhere' }}>
              {shareLink(topic.applyId)}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </Space>
  );
}
