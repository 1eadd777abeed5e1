import { DiskLimits } from '@yanxiu/contract/limits';
import { Form, Input, Modal, Segmented, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { useDebouncedSearch } from '@/shared/ui/use-debounced-search';
import { useCreateIssue, useIssueSchools, useIssueTeachers } from '../api/issues';
import { subjectOptions } from '../model/codes';
import { momentOfPicked } from '@/shared/format/picker-time';
import { DateField } from '@/shared/ui/DatePickers';

/** What is being issued: resources and folders of the caller's disk. */
export type IssueSubject = { resourceIds: number[]; folderIds: number[] };

type IssueForm = {
  schoolIds: number[];
  sectionCodes: string[];
  subjectCodes: string[];
  teacherIds: number[];
  groupIds: number[];
  message: string;
  ackDeadline: Dayjs | null;
};
type Mode = 'schools' | 'groups' | 'teachers';

/** Issues (下发) resources and folders to schools (narrowed by section and subject), to research groups' members or to chosen teachers. */
export function IssueDialog({ subject, onClose }: { subject: IssueSubject | null; onClose: (issued: boolean) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<IssueForm>();
  const [mode, setMode] = useState<Mode>('schools');
  const open = subject !== null;
  const schools = useIssueSchools(open);
  const sections = useSubjectAndSection();
  const teacherSearch = useDebouncedSearch();
  const teachers = useIssueTeachers(teacherSearch.keyword, open && mode === 'teachers');
  const create = useCreateIssue();
  const english = currentLocale() === 'en-US';
  const subjects = useMemo(() => subjectOptions(sections.data ?? [], null, currentLocale()), [sections.data]);
  const count = (subject?.resourceIds.length ?? 0) + (subject?.folderIds.length ?? 0);

  const handleSubmit = async (values: IssueForm) => {
    if (!subject) return;
    try {
      const created = await create.mutateAsync({
        ...subject,
        target: {
          schoolIds: mode === 'schools' ? (values.schoolIds ?? []) : [],
          sectionCodes: mode === 'schools' ? (values.sectionCodes ?? []) : [],
          subjectCodes: mode === 'schools' ? (values.subjectCodes ?? []) : [],
          teacherIds: mode === 'teachers' ? (values.teacherIds ?? []) : [],
          groupIds: mode === 'groups' ? (values.groupIds ?? []) : [],
        },
        message: values.message ?? '',
        ackDeadline: values.ackDeadline ? momentOfPicked(values.ackDeadline) : null,
      });
      notifier().success(t('disk.issue.done', { count: created.recipients }));
      form.resetFields();
      onClose(true);
    } catch {
      // The request layer has shown why.
    }
  };

  return (
    <Modal
      open={open}
      title={`${t('disk.issue.title')} · ${t('disk.issue.what', { count })}`}
      okText={t('disk.issue.submit')}
      cancelText={t('disk.common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      okButtonProps={{ 'data-testid': 'disk-issue-submit' } as Record<string, string>}
      destroyOnHidden
    >
      <Form<IssueForm> form={form} layout="vertical" onFinish={(values) => void handleSubmit(values)} data-testid="disk-issue-form">
        <Form.Item label={t('disk.issue.mode')}>
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'schools', label: t('disk.issue.modeSchools') },
              { value: 'groups', label: t('disk.issue.modeGroups') },
              { value: 'teachers', label: t('disk.issue.modeTeachers') },
            ]}
            data-testid="disk-issue-mode"
          />
        </Form.Item>
        {mode === 'schools' ? (
          <>
            <Form.Item name="schoolIds" label={t('disk.issue.schools')} extra={t('disk.issue.allSchools')}>
              <Select
                mode="multiple"
                allowClear
                loading={schools.isLoading}
                options={(schools.data?.schools ?? []).map((school) => ({ value: school.id, label: school.name }))}
                optionFilterProp="label"
                maxCount={DiskLimits.issueSchools}
                aria-label={t('disk.issue.schools')}
                data-testid="disk-issue-schools"
              />
            </Form.Item>
            <Form.Item name="sectionCodes" label={t('disk.issue.sections')}>
              <Select
                mode="multiple"
                allowClear
                options={(sections.data ?? []).map((section) => ({
                  value: section.sectionCode,
                  label: english ? section.sectionNameEn : section.sectionName,
                }))}
                maxCount={DiskLimits.sectionCodes}
                aria-label={t('disk.issue.sections')}
              />
            </Form.Item>
            <Form.Item name="subjectCodes" label={t('disk.issue.subjects')}>
              <Select
                mode="multiple"
                allowClear
                options={subjects}
                optionFilterProp="label"
                maxCount={DiskLimits.subjectCodes}
                aria-label={t('disk.issue.subjects')}
              />
            </Form.Item>
          </>
        ) : mode === 'groups' ? (
          <Form.Item
            name="groupIds"
            label={t('disk.issue.groups')}
            extra={t('disk.issue.groupsHint')}
            rules={[{ required: true, message: t('disk.issue.groups') }]}
          >
            <Select
              mode="multiple"
              loading={schools.isLoading}
              options={(schools.data?.groups ?? []).map((group) => ({
                value: group.id,
                label: `${group.name} · ${group.unitName} · ${t('disk.issue.groupMembers', { count: group.members })}`,
              }))}
              optionFilterProp="label"
              notFoundContent={t('disk.issue.noGroupsInReach')}
              maxCount={DiskLimits.issueGroups}
              aria-label={t('disk.issue.groups')}
              data-testid="disk-issue-groups"
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="teacherIds"
            label={t('disk.issue.teachers')}
            rules={[{ required: true, message: t('disk.issue.teachersSearch') }]}
          >
            <Select
              mode="multiple"
              showSearch={{ filterOption: false, onSearch: teacherSearch.search }}
              placeholder={t('disk.issue.teachersSearch')}
              loading={teachers.isFetching}
              options={(teachers.data?.records ?? []).map((teacher) => ({
                value: teacher.id,
                label: `${teacher.name} · ${teacher.unitName}`,
              }))}
              maxCount={DiskLimits.issueTeachers}
              aria-label={t('disk.issue.teachers')}
              data-testid="disk-issue-teachers"
            />
          </Form.Item>
        )}
        <Form.Item name="message" label={t('disk.issue.message')}>
          <Input.TextArea rows={3} maxLength={DiskLimits.issueMessage} showCount data-testid="disk-issue-message" />
        </Form.Item>
        <Form.Item name="ackDeadline" label={t('disk.issue.ackDeadline')} extra={t('disk.issue.ackHint')}>
          <DateField
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
            aria-label={t('disk.issue.ackDeadline')}
            data-testid="disk-issue-deadline"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
