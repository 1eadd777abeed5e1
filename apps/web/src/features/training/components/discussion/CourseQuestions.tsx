import { TrainingDiscussionLimits as Limits, countCharacters } from '@yanxiu/contract/training-discussion-limits';
import type { CourseQuestionSort } from '@yanxiu/contract/training-discussion';
import { Button, Empty, Form, Input, List, Pagination, Segmented, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useAskCourseQuestion } from '../../api/discussion/ask-course-question';
import type { CourseRef } from '../../api/discussion/discussion-keys';
import { useCourseQuestions } from '../../api/discussion/get-course-questions';
import { QuestionItem } from './QuestionItem';

/** A course's questions: the form to ask, most helpful or newest first, paged. */
export function CourseQuestions({ course }: { course: CourseRef }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<CourseQuestionSort>('helpful');
  const [current, setCurrent] = useState(1);
  const [form] = Form.useForm<{ text: string }>();
  const page = useCourseQuestions({ ...course, sort, current });
  const ask = useAskCourseQuestion();

  const handleAsk = ({ text }: { text: string }) =>
    ask.mutate(
      { ...course, text },
      {
        onSuccess: () => {
          form.resetFields();
          notifier().success(t('training.discussion.asked'));
        },
      },
    );

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="course-questions">
      <Form form={form} name="courseAsk" layout="vertical" onFinish={handleAsk}>
        <Form.Item
          name="text"
          label={t('training.discussion.askLabel')}
          rules={[{ required: true, whitespace: true, message: t('training.discussion.askPlaceholder') }]}
        >
          <Input.TextArea
            rows={3}
            data-testid="course-ask-text"
            placeholder={t('training.discussion.askPlaceholder')}
            count={{ show: true, max: Limits.postText, strategy: countCharacters }}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={ask.isPending} data-testid="course-ask-submit">
          {t('training.discussion.ask')}
        </Button>
      </Form>
      <Segmented<CourseQuestionSort>
        aria-label={t('training.discussion.sortLabel')}
        value={sort}
        onChange={(value) => {
          setSort(value);
          setCurrent(1);
        }}
        options={[
          { value: 'helpful', label: t('training.discussion.sortHelpful') },
          { value: 'newest', label: t('training.discussion.sortNewest') },
        ]}
      />
      {page.isError ? (
        <RetryAlert title={t('training.discussion.loadFailed')} onRetry={() => void page.refetch()} />
      ) : page.isPending || !page.data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : page.data.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('training.discussion.empty')} />
      ) : (
        <>
          <List
            itemLayout="vertical"
            dataSource={page.data.records}
            renderItem={(question) => (
              <QuestionItem key={question.id} course={course} question={question} canModerate={page.data.canModerate} />
            )}
          />
          {page.data.total > page.data.size && (
            <Pagination size="small" current={current} pageSize={page.data.size} total={page.data.total} onChange={setCurrent} />
          )}
        </>
      )}
    </Space>
  );
}
