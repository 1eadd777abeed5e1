import '../i18n/disk.register';
import type { DiskResourceDetail } from '@yanxiu/contract/disk';
import { DiskResourceType, type DiskResourceTypeValue } from '@yanxiu/contract/disk-enums';
import { DiskLimits } from '@yanxiu/contract/limits';
import { Button, Form, Input, Result, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { RequestError } from '@/shared/request/request';
import { PageFrame } from '@/shared/ui/PageFrame';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { useResource, useUpdateResource } from '../api/resources';
import { subjectOptions } from '../model/codes';

type EditForm = {
  title: string;
  description: string;
  tags: string[];
  sectionCode: string | null;
  subjectCode: string | null;
  resourceType: DiskResourceTypeValue;
};

function ResourceForm({ resource }: { resource: DiskResourceDetail }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<EditForm>();
  const codes = useSubjectAndSection();
  const update = useUpdateResource();
  const sectionCode = Form.useWatch('sectionCode', form);

  const handleFinish = async (values: EditForm) => {
    try {
      await update.mutateAsync({
        id: resource.id,
        version: resource.version,
        ...values,
        description: values.description ?? '',
        tags: values.tags ?? [],
        sectionCode: values.sectionCode ?? null,
        subjectCode: values.subjectCode ?? null,
      });
      notifier().success(t('disk.common.saved'));
      navigate(`/disk/detail/${resource.id}`);
    } catch {
      // The request layer has shown why (a 409 says someone saved first: reload to see their change).
    }
  };

  return (
    <Form<EditForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{
        title: resource.title,
        description: resource.description,
        tags: resource.tags,
        sectionCode: resource.sectionCode,
        subjectCode: resource.subjectCode,
        resourceType: resource.resourceType,
      }}
      onFinish={(values) => void handleFinish(values)}
      data-testid="disk-edit-form"
    >
      <Form.Item
        name="title"
        label={t('disk.edit.title')}
        rules={[{ required: true, whitespace: true, message: t('disk.edit.titleRequired') }]}
      >
        <Input maxLength={DiskLimits.title} data-testid="disk-edit-title" />
      </Form.Item>
      <Form.Item name="resourceType" label={t('disk.edit.type')} rules={[{ required: true }]}>
        <Select options={DiskResourceType.options(locale)} aria-label={t('disk.edit.type')} data-testid="disk-edit-type" />
      </Form.Item>
      <Space wrap size={16} style={{ width: '100%' }}>
        <Form.Item name="sectionCode" label={t('disk.edit.section')} style={{ minWidth: 200 }}>
          <Select
            allowClear
            placeholder={t('disk.edit.none')}
            aria-label={t('disk.edit.section')}
            loading={codes.isLoading}
            options={(codes.data ?? []).map((section) => ({
              value: section.sectionCode,
              label: locale === 'en-US' ? section.sectionNameEn : section.sectionName,
            }))}
            onChange={() => form.setFieldValue('subjectCode', null)}
          />
        </Form.Item>
        <Form.Item name="subjectCode" label={t('disk.edit.subject')} style={{ minWidth: 200 }}>
          <Select
            allowClear
            placeholder={t('disk.edit.none')}
            aria-label={t('disk.edit.subject')}
            options={subjectOptions(codes.data ?? [], sectionCode, locale)}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Space>
      <Form.Item name="tags" label={t('disk.edit.tags')} extra={t('disk.edit.tagsHint', { max: DiskLimits.tags })}>
        <Select
          mode="tags"
          maxCount={DiskLimits.tags}
          maxTagTextLength={DiskLimits.tag}
          tokenSeparators={[',', '，']}
          open={false}
          aria-label={t('disk.edit.tags')}
          data-testid="disk-edit-tags"
        />
      </Form.Item>
      <Form.Item name="description" label={t('disk.edit.description')}>
        <Input.TextArea rows={4} maxLength={DiskLimits.description} showCount />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="disk-edit-save">
          {t('disk.common.save')}
        </Button>
        <Link to={`/disk/detail/${resource.id}`}>
          <Button>{t('disk.common.cancel')}</Button>
        </Link>
      </Space>
    </Form>
  );
}

/** /disk/edit/:id: a resource's title, description, tags, section, subject and type (the owner's only). */
export default function EditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const resource = useResource(Number(id));
  const title = t('routes.diskEdit');
  const missing = resource.error instanceof RequestError && (resource.error.httpStatus === 404 || resource.error.httpStatus === 400);
  let body;
  if (!(Number(id) > 0) || missing || (resource.data && !resource.data.mine))
    body = (
      <Result
        status={resource.data && !resource.data.mine ? '403' : '404'}
        title={resource.data && !resource.data.mine ? t('disk.edit.notMine') : t('disk.common.missing')}
        data-testid="disk-missing"
        extra={
          <Link to="/disk/index">
            <Button type="primary">{t('disk.common.back')}</Button>
          </Link>
        }
      />
    );
  else if (resource.isError) body = <RetryAlert onRetry={() => void resource.refetch()} />;
  else if (!resource.data) body = <Skeleton active />;
  else body = <ResourceForm key={`${resource.data.id}:${resource.data.version}`} resource={resource.data} />;
  return <PageFrame title={title}>{body}</PageFrame>;
}
