import { Gender } from '@yanxiu/contract/enums';
import { TeacherLimits } from '@yanxiu/contract/limits';
import type { ConfirmTeacherInfoBody } from '@yanxiu/contract/teacher';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '@/shared/request/notifier';
import { useNavigate, useSearchParams } from 'react-router';
import { useCodeTable } from '@/shared/basecode/find-code-by-type-code';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { safeRedirect } from '@/shared/session/navigation';
import { useSession } from '@/shared/session/session-store';
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch';
import { TenantBrand } from '@/shared/ui/TenantBrand';
import { useConfirmTeacherInfo } from '../api/confirm-teacher-info';

type FormValues = Omit<ConfirmTeacherInfoBody, 'phone'> & { phone?: string };

/** /teacherConfirm: on first sign-in the teacher checks, corrects and confirms their information, then goes on. */
export default function TeacherConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const teacherInfo = useSession((session) => session.teacherInfo);
  const sections = useSubjectAndSection();
  const titles = useCodeTable('professionalTitle');
  const confirm = useConfirmTeacherInfo();
  const [form] = Form.useForm<FormValues>();
  const locale = currentLocale();
  const sectionCode = Form.useWatch('sectionCode', form);

  const ready = teacherInfo && sections.data && titles.data;
  const subjects = sections.data?.find((section) => section.sectionCode === sectionCode)?.subjects ?? [];
  const label = (item: { name: string; nameEn: string }) => (locale === 'en-US' ? item.nameEn : item.name);

  const handleFinish = (values: FormValues) => {
    const body: ConfirmTeacherInfoBody = { ...values, phone: values.phone?.trim() ? values.phone.trim() : undefined };
    confirm.mutate(body, {
      onSuccess: () => {
        notifier().success(t('confirm.done'));
        void navigate(safeRedirect(params.get('redirect'), '/teacherConfirm'), { replace: true });
      },
    });
  };

  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 560px)',
        justifyContent: 'center',
        alignContent: 'center',
        padding: 16,
      }}
    >
      <Card style={{ width: '100%' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
          <TenantBrand />
          <LanguageSwitch />
        </div>
        <Typography.Title level={3}>{t('confirm.title')}</Typography.Title>
        <Alert type="info" showIcon title={t('confirm.intro')} style={{ marginBottom: 16 }} />
        {!ready ? (
          <Skeleton active />
        ) : (
          <>
            <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('confirm.name')}>{teacherInfo.name}</Descriptions.Item>
              <Descriptions.Item label={t('confirm.org')}>{teacherInfo.orgName}</Descriptions.Item>
            </Descriptions>
            <Form<FormValues>
              form={form}
              layout="vertical"
              onFinish={handleFinish}
              initialValues={{
                gender: teacherInfo.gender ?? undefined,
                sectionCode: teacherInfo.sectionCode ?? undefined,
                subjectCode: teacherInfo.subjectCode ?? undefined,
                titleCode: teacherInfo.titleCode ?? undefined,
                teachingSinceYear: teacherInfo.teachingSinceYear ?? undefined,
              }}
            >
              <Form.Item name="gender" label={t('confirm.gender')} rules={[{ required: true, message: t('confirm.required') }]}>
                <Select options={Gender.options(locale)} />
              </Form.Item>
              <Form.Item name="sectionCode" label={t('confirm.section')} rules={[{ required: true, message: t('confirm.required') }]}>
                <Select
                  options={sections.data.map((section) => ({
                    value: section.sectionCode,
                    label: locale === 'en-US' ? section.sectionNameEn : section.sectionName,
                  }))}
                  onChange={() => form.setFieldValue('subjectCode', undefined)}
                />
              </Form.Item>
              <Form.Item name="subjectCode" label={t('confirm.subject')} rules={[{ required: true, message: t('confirm.required') }]}>
                <Select
                  options={subjects.map((subject) => ({ value: subject.code, label: label(subject) }))}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
              <Form.Item name="titleCode" label={t('confirm.profTitle')} rules={[{ required: true, message: t('confirm.required') }]}>
                <Select options={titles.data.map((item) => ({ value: item.code, label: label(item) }))} />
              </Form.Item>
              <Form.Item
                name="teachingSinceYear"
                label={t('confirm.teachingSince')}
                rules={[{ required: true, message: t('confirm.required') }]}
              >
                <InputNumber min={TeacherLimits.teachingSinceYearMin} max={new Date().getFullYear()} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="phone"
                label={t('confirm.phone')}
                extra={t('confirm.phoneHint', { masked: teacherInfo.phone ?? '—' })}
                rules={[{ pattern: /^1\d{10}$/, message: t('confirm.phoneInvalid') }]}
              >
                <Input inputMode="tel" maxLength={11} autoComplete="tel" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={confirm.isPending}>
                {t('confirm.submit')}
              </Button>
            </Form>
          </>
        )}
      </Card>
    </main>
  );
}
