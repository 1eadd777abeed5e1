import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { TrainingDiscussionLimits as Limits, countCharacters } from '@yanxiu/contract/training-discussion-limits';
import type { CourseAnswer, CourseQuestion } from '@yanxiu/contract/training-discussion';
import { Button, Form, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { formatDateTime } from '@/shared/format/date';
import { useAnswerCourseQuestion } from '../../api/discussion/answer-course-question';
import type { CourseRef } from '../../api/discussion/discussion-keys';
import { useVoteCourseHelpful } from '../../api/discussion/vote-course-helpful';
import { ModerationControls } from './PostActions';

type PostProps = { course: CourseRef; post: CourseAnswer; canModerate: boolean; answer?: boolean };

/** One question or answer: who and when, the text as plain text, the lecturer's mark, votes and moderation. */
function Post({ course, post, canModerate, answer = false }: PostProps) {
  const { t } = useTranslation();
  const vote = useVoteCourseHelpful(course);
  return (
    <div data-testid={answer ? 'course-answer' : 'course-question'} style={{ opacity: post.hidden ? 0.6 : 1 }}>
      <Space size={8} wrap>
        <Typography.Text strong>{t('training.discussion.by', { name: post.author.name, org: post.author.orgName })}</Typography.Text>
        {post.byLecturer && <Tag color="gold">{answer ? t('training.discussion.lecturerAnswer') : t('training.discussion.lecturer')}</Tag>}
        <Typography.Text type="secondary">{formatDateTime(post.createdAt)}</Typography.Text>
      </Space>
      {/* Plain text: React writes it as text, so markup in a post shows as typed. */}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{post.text}</Typography.Paragraph>
      <Space size={4} wrap>
        <Button
          size="small"
          type="text"
          icon={post.votedHelpful ? <LikeFilled /> : <LikeOutlined />}
          aria-pressed={post.votedHelpful}
          loading={vote.isPending}
          onClick={() => vote.mutate({ postId: post.id, helpful: !post.votedHelpful })}
        >
          {t('training.discussion.helpful', { count: post.helpfulCount })}
        </Button>
        <ModerationControls target="post" item={post} canModerate={canModerate} />
      </Space>
    </div>
  );
}

/** A question with its answers and the form to answer it. */
export function QuestionItem({ course, question, canModerate }: { course: CourseRef; question: CourseQuestion; canModerate: boolean }) {
  const { t } = useTranslation();
  const [answering, setAnswering] = useState(false);
  const [form] = Form.useForm<{ text: string }>();
  const answer = useAnswerCourseQuestion(course);

  const handleAnswer = ({ text }: { text: string }) =>
    answer.mutate(
      { questionId: question.id, text },
      {
        onSuccess: () => {
          form.resetFields();
          setAnswering(false);
          notifier().success(t('training.discussion.answered'));
        },
      },
    );

  return (
    <List.Item style={{ display: 'block' }}>
      <Post course={course} post={question} canModerate={canModerate} />
      <div style={{ marginLeft: 24 }}>
        {question.answers.length > 0 && (
          <Typography.Text type="secondary">{t('training.discussion.answers', { count: question.answers.length })}</Typography.Text>
        )}
        {question.answers.map((item) => (
          <div key={item.id} style={{ borderLeft: '2px solid #f0f0f0', paddingLeft: 12, marginTop: 8 }}>
            <Post course={course} post={item} canModerate={canModerate} answer />
          </div>
        ))}
        {answering ? (
          <Form form={form} name={`courseAnswer${question.id}`} layout="vertical" onFinish={handleAnswer} style={{ marginTop: 8 }}>
            <Form.Item
              name="text"
              label={t('training.discussion.answerLabel')}
              rules={[{ required: true, whitespace: true, message: t('training.discussion.answerPlaceholder') }]}
            >
              <Input.TextArea
                rows={3}
                data-testid="course-answer-text"
                placeholder={t('training.discussion.answerPlaceholder')}
                count={{ show: true, max: Limits.postText, strategy: countCharacters }}
              />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={answer.isPending} data-testid="course-answer-submit">
                {t('training.discussion.post')}
              </Button>
              <Button onClick={() => setAnswering(false)}>{t('training.discussion.cancel')}</Button>
            </Space>
          </Form>
        ) : (
          !question.hidden && (
            <Button type="link" size="small" onClick={() => setAnswering(true)} style={{ paddingLeft: 0 }} data-testid="course-answer-open">
              {t('training.discussion.answer')}
            </Button>
          )
        )}
      </div>
    </List.Item>
  );
}
