import type { GroupPage } from '@yanxiu/contract/research';
import { ResearchLimits } from '@yanxiu/contract/research';
import { Button, Card, Empty, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { UploadField } from '@/shared/ui/UploadField';
import { addGroupFile, removeGroupFile, saveAnnouncement, useGroupWrite } from '../api/group-writes';
import { FilesList } from './stages/FilesList';

/** The group's shared files: members download them; its managers add and remove them. */
export function GroupFiles({ page }: { page: GroupPage }) {
  const { t } = useTranslation();
  const groupId = page.group.id;
  const add = useGroupWrite(addGroupFile, groupId);
  const remove = useGroupWrite(removeGroupFile, groupId);
  return (
    <Flex vertical gap={8} data-testid="group-files">
      {page.canManage && (
        <UploadField
          purpose="document"
          accept=".pdf,.doc,.docx,.ppt,.pptx,.png,.jpg,.jpeg"
          fileName={null}
          chooseLabel={t('research.groups.shareFile')}
          onUploaded={(stored) => add.mutate({ groupId, fileId: stored.id })}
          testId="group-file-upload"
        />
      )}
      {page.files.length === 0 && <Empty description={t('research.groups.noFiles')} />}
      {page.files.map((file) => (
        <Flex key={file.fileId} gap={8} align="center" wrap>
          <FilesList files={[{ id: file.fileId, name: file.name }]} source={{ groupId }} testId="group-file" />
          <Typography.Text type="secondary">
            {file.addedByName} · {formatDateTime(file.addedAt)}
          </Typography.Text>
          {page.canManage && (
            <Popconfirm
              title={t('research.groups.removeFileConfirm', { name: file.name })}
              onConfirm={() => remove.mutate({ groupId, fileId: file.fileId })}
            >
              <Button size="small" danger aria-label={t('research.form.removeFile', { name: file.name })}>
                {t('research.groups.remove')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

/** The group's announcements, newest first; its managers post new ones. */
export function GroupAnnouncements({ page }: { page: GroupPage }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ title: string; body: string }>();
  const groupId = page.group.id;
  const post = useGroupWrite(saveAnnouncement, groupId);
  return (
    <Flex vertical gap={12} data-testid="group-announcements">
      {page.canManage && (
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            post.mutate({ groupId, title: values.title.trim(), body: (values.body ?? '').trim() }, { onSuccess: () => form.resetFields() })
          }
        >
          <Form.Item
            name="title"
            label={t('research.groups.announcementTitle')}
            rules={[{ required: true, whitespace: true, message: t('research.form.required') }]}
          >
            <Input maxLength={ResearchLimits.title} />
          </Form.Item>
          <Form.Item name="body" label={t('research.groups.announcementBody')}>
            <Input.TextArea maxLength={ResearchLimits.announcementBody} autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={post.isPending}>
            {t('research.groups.announce')}
          </Button>
        </Form>
      )}
      {page.announcements.length === 0 && <Empty description={t('research.groups.noAnnouncements')} />}
      {page.announcements.map((item) => (
        <Card
          key={item.id}
          size="small"
          title={item.title}
          extra={<Typography.Text type="secondary">{formatDateTime(item.createdAt)}</Typography.Text>}
        >
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{item.body}</Typography.Paragraph>
          <Typography.Text type="secondary">{item.authorName}</Typography.Text>
        </Card>
      ))}
    </Flex>
  );
}
