import '../i18n/disk.register';
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { DiskResourceType } from '@yanxiu/contract/disk-enums';
import { Button, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { formatDateTime } from '@/shared/format/date';
import { currentLocale } from '@/shared/i18n/i18n';
import { RequestError } from '@/shared/request/request';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useResource } from '../api/resources';
import { ResourcePreview } from '../components/ResourcePreview';
import { formatBytes } from '../model/bytes';
import { sectionAndSubjectNames } from '../model/codes';

/** The resource the address names, and (for a recipient) the issue it came through (?issue=). */
function useResourceRef(): { id: number; issueId: number | undefined } {
  const { id } = useParams();
  const [params] = useSearchParams();
  const issue = Number(params.get('issue'));
  return { id: Number(id), issueId: Number.isInteger(issue) && issue > 0 ? issue : undefined };
}

/** /disk/detail/:id: the resource previewed in the page, its fields, a download and (for the owner) edit. */
export default function DetailPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { id, issueId } = useResourceRef();
  const resource = useResource(id, issueId);
  const codes = useSubjectAndSection();
  const title = t('routes.diskDetail');

  const missing = resource.error instanceof RequestError && (resource.error.httpStatus === 404 || resource.error.httpStatus === 400);
  if (!Number.isInteger(id) || id <= 0 || missing)
    return (
      <PageFrame title={title}>
        <Result
          status="404"
          title={t('disk.common.missing')}
          data-testid="disk-missing"
          extra={
            <Link to="/disk/index">
              <Button type="primary">{t('disk.common.back')}</Button>
            </Link>
          }
        />
      </PageFrame>
    );
  if (resource.isError)
    return (
      <PageFrame title={title}>
        <RetryAlert onRetry={() => void resource.refetch()} />
      </PageFrame>
    );
  const data = resource.data;
  if (!data)
    return (
      <PageFrame title={title}>
        <Skeleton active />
      </PageFrame>
    );
  const names = sectionAndSubjectNames(codes.data ?? [], data.sectionCode, data.subjectCode, locale);
  return (
    <PageFrame
      title={data.title}
      extra={
        <Space wrap>
          {/* A plain link to a signed address: the browser streams the file to disk, however large. */}
          <a href={data.links.downloadUrl} download={data.fileName} data-testid="disk-download">
            <Button type="primary" icon={<DownloadOutlined />}>
              {t('disk.detail.download')}
            </Button>
          </a>
          {data.mine && (
            <Link to={`/disk/edit/${data.id}`}>
              <Button icon={<EditOutlined />} data-testid="disk-detail-edit">
                {t('disk.detail.edit')}
              </Button>
            </Link>
          )}
        </Space>
      }
    >
      <div data-testid="disk-detail" data-preview-status={data.preview.status} style={{ marginBottom: 16 }}>
        <ResourcePreview title={data.title} preview={data.preview} previewUrl={data.links.previewUrl} />
      </div>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('disk.detail.type')}>{DiskResourceType.label(data.resourceType, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('disk.detail.owner')}>{data.ownerName}</Descriptions.Item>
        <Descriptions.Item label={t('disk.detail.file')}>{data.fileName}</Descriptions.Item>
        <Descriptions.Item label={t('disk.detail.size')}>{formatBytes(data.size, locale)}</Descriptions.Item>
        <Descriptions.Item label={t('disk.detail.section')}>{names.section}</Descriptions.Item>
        <Descriptions.Item label={t('disk.detail.subject')}>{names.subject}</Descriptions.Item>
        <Descriptions.Item label={t('disk.detail.createdAt')}>{formatDateTime(data.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('disk.detail.tags')}>
          {data.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('disk.detail.description')} span="filled">
          <span style={{ whiteSpace: 'pre-wrap' }}>{data.description}</span>
        </Descriptions.Item>
      </Descriptions>
    </PageFrame>
  );
}
