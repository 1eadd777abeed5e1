import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { RichHtml } from '../../components/RichHtml';
import { useShowcase } from '../api/teacher';
import { FileList } from './FileList';

/** The programme's excellent work (优秀作业): each with its author and school, the score, the text and files. */
export function ShowcasePanel({ programmeId }: { programmeId: number }) {
  const { t } = useTranslation();
  const showcase = useShowcase(programmeId);
  if (showcase.isPending)
    return (
      <div data-testid="showcase-loading">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  if (showcase.isError) return <RetryAlert onRetry={() => void showcase.refetch()} />;
  return (
    <Flex vertical gap={12} data-testid="showcase">
      <Typography.Text type="secondary">{t('assessmentAssignments.showcase.intro')}</Typography.Text>
      {showcase.data.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assessmentAssignments.showcase.empty')} />
      ) : (
        showcase.data.items.map((item) => (
          <Card
            key={item.submissionId}
            size="small"
            data-testid={`showcase-item-${item.submissionId}`}
            title={
              item.schoolName
                ? t('assessmentAssignments.showcase.author', { name: item.authorName, school: item.schoolName })
                : item.authorName
            }
            extra={<Tag color="purple">{t('assessmentAssignments.showcase.score', { score: item.score })}</Tag>}
          >
            <Flex vertical gap={8}>
              <Typography.Text type="secondary">{item.assignmentTitle}</Typography.Text>
              <RichHtml className="assignment-rich-text" html={item.text} />
              <FileList files={item.files} assignmentId={item.assignmentId} testId={`showcase-files-${item.submissionId}`} />
            </Flex>
          </Card>
        ))
      )}
    </Flex>
  );
}
