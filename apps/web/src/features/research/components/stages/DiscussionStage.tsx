import type { StoredFileInfo } from '@yanxiu/contract/files';
import type { ActivityParticipant } from '@yanxiu/contract/research';
import type { DiscussionPost, DiscussionThread } from '@yanxiu/contract/research-interaction';
import { ResearchInteractionLimits } from '@yanxiu/contract/research-interaction-limits';
import { Button, Card, Empty, Flex, Input, Select, Space, Spin, Tag, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { UploadField } from '@/shared/ui/UploadField';
import { useCreatePost } from '../../api/create-post';
import { usePosts } from '../../api/get-posts';
import { useModeratePost } from '../../api/moderate-post';
import { FilesList } from './FilesList';

type Props = { stageId: number; activityId: number; canPost: boolean; people: ActivityParticipant[] };

/** A discussion stage: threads (pinned first) with their replies, a box to post or reply, mentions; the organiser pins and hides. */
export function DiscussionStage({ stageId, activityId, canPost, people }: Props) {
  const { t } = useTranslation();
  const posts = usePosts(stageId);
  if (posts.isError) return <RetryAlert onRetry={() => void posts.refetch()} />;
  if (posts.isPending) return <Spin />;
  const threads = posts.data.pages.flatMap((page) => page.threads);
  const canModerate = posts.data.pages[0]?.canModerate ?? false;
  return (
    <Flex vertical gap={12} data-testid="discussion">
      {canPost && <PostBox stageId={stageId} activityId={activityId} people={people} testId="new-post" />}
      {threads.length === 0 ? (
        <Empty description={t('research.discussion.empty')} />
      ) : (
        threads.map((thread) => (
          <Thread
            key={thread.id}
            thread={thread}
            stageId={stageId}
            activityId={activityId}
            canPost={canPost}
            canModerate={canModerate}
            people={people}
          />
        ))
      )}
      {posts.hasNextPage && (
        <Button onClick={() => void posts.fetchNextPage()} loading={posts.isFetchingNextPage}>
          {t('research.list.more')}
        </Button>
      )}
    </Flex>
  );
}

function Thread({ thread, stageId, activityId, canPost, canModerate, people }: { thread: DiscussionThread; canModerate: boolean } & Props) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  return (
    <Card size="small" data-testid="thread">
      <Post post={thread} stageId={stageId} activityId={activityId} canModerate={canModerate} isThread />
      {thread.replyCount > thread.replies.length && (
        <Typography.Text type="secondary">
          {t('research.discussion.olderReplies', { count: thread.replyCount - thread.replies.length })}
        </Typography.Text>
      )}
      <Flex vertical gap={8} style={{ marginLeft: 24, marginTop: 8 }}>
        {thread.replies.map((reply) => (
          <Post key={reply.id} post={reply} stageId={stageId} activityId={activityId} canModerate={canModerate} isThread={false} />
        ))}
        {canPost &&
          (replying ? (
            <PostBox
              stageId={stageId}
              activityId={activityId}
              people={people}
              parentId={thread.id}
              onDone={() => setReplying(false)}
              testId="reply"
            />
          ) : (
            <Button size="small" type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => setReplying(true)}>
              {t('research.discussion.reply')}
            </Button>
          ))}
      </Flex>
    </Card>
  );
}

function Post({
  post,
  stageId,
  activityId,
  canModerate,
  isThread,
}: {
  post: DiscussionPost;
  stageId: number;
  activityId: number;
  canModerate: boolean;
  isThread: boolean;
}) {
  const { t } = useTranslation();
  const moderate = useModeratePost(stageId);
  const act = (action: 'pin' | 'unpin' | 'hide' | 'unhide') => moderate.mutate({ postId: post.id, action });
  return (
    <Flex vertical gap={4} data-testid="post" style={{ opacity: post.hidden ? 0.55 : 1 }}>
      <Space size={6} wrap>
        <Typography.Text strong>{post.author.name}</Typography.Text>
        <Typography.Text type="secondary">{post.author.orgName}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(post.createdAt)}</Typography.Text>
        {post.pinned && <Tag color="gold">{t('research.discussion.pinned')}</Tag>}
        {post.hidden && <Tag>{t('research.discussion.hidden')}</Tag>}
      </Space>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{post.text}</Typography.Paragraph>
      {post.mentions.length > 0 && (
        <Typography.Text type="secondary">
          {t('research.discussion.mentioned', {
            names: formatList(
              post.mentions.map((person) => person.name),
              currentLocale(),
            ),
          })}
        </Typography.Text>
      )}
      {post.attachments.length > 0 && <FilesList files={post.attachments} source={{ activityId }} testId="post-files" />}
      {canModerate && (
        <Space size={4}>
          {isThread && (
            <Button size="small" onClick={() => act(post.pinned ? 'unpin' : 'pin')} loading={moderate.isPending}>
              {post.pinned ? t('research.discussion.unpin') : t('research.discussion.pin')}
            </Button>
          )}
          <Button size="small" onClick={() => act(post.hidden ? 'unhide' : 'hide')} loading={moderate.isPending}>
            {post.hidden ? t('research.discussion.unhide') : t('research.discussion.hide')}
          </Button>
        </Space>
      )}
    </Flex>
  );
}

type PostBoxProps = {
  stageId: number;
  activityId: number;
  people: ActivityParticipant[];
  parentId?: number;
  onDone?: () => void;
  testId: string;
};

/** The box to write a post or a reply, with the people to mention and files to attach. */
function PostBox({ stageId, activityId, people, parentId, onDone, testId }: PostBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<number[]>([]);
  const [files, setFiles] = useState<Array<UploadFile<StoredFileInfo>>>([]);
  const create = useCreatePost(stageId, activityId);
  // Only finished uploads are sent; the post waits while one is still on its way.
  const attachmentFileIds = files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));
  const uploading = files.some((file) => file.status === 'uploading');
  const submit = () =>
    create.mutate(
      { stageId, ...(parentId ? { parentId } : {}), text: text.trim(), mentionUserIds: mentions, attachmentFileIds },
      {
        onSuccess: () => {
          notifier().success(parentId ? t('research.discussion.replied') : t('research.discussion.posted'));
          setText('');
          setMentions([]);
          setFiles([]);
          onDone?.();
        },
      },
    );
  return (
    <Flex vertical gap={6} data-testid={testId}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={ResearchInteractionLimits.postText}
        autoSize={{ minRows: 2, maxRows: 8 }}
        placeholder={parentId ? t('research.discussion.replyPlaceholder') : t('research.discussion.postPlaceholder')}
        aria-label={parentId ? t('research.discussion.replyPlaceholder') : t('research.discussion.postPlaceholder')}
        data-testid={`${testId}-text`}
      />
      <Flex gap={8} wrap align="center">
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 200, flex: 1 }}
          value={mentions}
          onChange={setMentions}
          maxCount={ResearchInteractionLimits.mentions}
          placeholder={t('research.discussion.mention')}
          aria-label={t('research.discussion.mention')}
          optionFilterProp="label"
          options={people.map((person) => ({ value: person.userId, label: person.name }))}
        />
        <UploadField
          multiple
          purpose="evidence"
          fileList={files}
          onChange={({ fileList }) => setFiles(fileList)}
          maxCount={ResearchInteractionLimits.attachments}
        >
          <Button aria-label={t('research.discussion.attachLabel')} data-testid={`${testId}-attach`}>
            {t('research.discussion.attach')}
          </Button>
        </UploadField>
        <Button
          type="primary"
          onClick={submit}
          disabled={!text.trim() || uploading}
          loading={create.isPending}
          data-testid={`${testId}-submit`}
        >
          {parentId ? t('research.discussion.sendReply') : t('research.discussion.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
