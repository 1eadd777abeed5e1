import type { GroupSummary, SaveGroupBody } from '@yanxiu/contract/research';
import { ResearchLimits } from '@yanxiu/contract/research';
import { Form, Input, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useManagedSchools } from '@/shared/lookups/managed-schools';
import { useAccess } from '@/shared/session/access';
import { TeacherSelect } from '@/shared/ui/TeacherSelect';
import { saveGroup, useGroupWrite } from '../api/group-writes';
import { researchAccess } from '../research.access';
import { useSectionSubjectOptions } from './SectionSubjectSelect';

/** The select's value for "spans schools" (district staff only). */
const CROSS_SCHOOL = 0;

type Values = {
  name: string;
  description: string;
  schoolId: number;
  sectionCode?: string;
  subjectCode?: string;
  leaderUserId: number | null;
  open: boolean;
};

/** Staff create a group (of a school, or across schools for district staff) or change one, naming its leader. */
export function GroupDialog({ group, onClose }: { group: GroupSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const access = useAccess(researchAccess);
  const schools = useManagedSchools();
  const save = useGroupWrite(saveGroup, group?.id);
  const sectionCode = Form.useWatch('sectionCode', form);
  const { sections, subjects } = useSectionSubjectOptions(sectionCode);
  const schoolOptions = [
    ...(access.canCreateCrossSchoolGroups ? [{ value: CROSS_SCHOOL, label: t('research.groups.crossSchool') }] : []),
    ...(schools.data ?? []).map((school) => ({ value: school.id, label: school.name })),
  ];
  const submit = (values: Values) => {
    const body: SaveGroupBody = {
      ...(group ? { id: group.id, version: group.version } : {}),
      name: values.name.trim(),
      description: (values.description ?? '').trim(),
      schoolId: values.schoolId === CROSS_SCHOOL ? null : values.schoolId,
      sectionCode: values.sectionCode ?? null,
      subjectCode: values.subjectCode ?? null,
      leaderUserId: values.leaderUserId ?? 0,
      open: values.open,
    };
    save.mutate(body, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={group ? t('research.groups.edit') : t('research.groups.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          group
            ? {
                name: group.name,
                description: group.description,
                schoolId: group.schoolId ?? CROSS_SCHOOL,
                sectionCode: group.sectionCode ?? undefined,
                subjectCode: group.subjectCode ?? undefined,
                leaderUserId: group.leader.userId,
                open: group.open,
              }
            : { description: '', open: true, leaderUserId: null }
        }
        data-testid="group-form"
      >
        <Form.Item
          name="name"
          label={t('research.groups.name')}
          rules={[{ required: true, whitespace: true, message: t('research.form.required') }]}
        >
          <Input maxLength={ResearchLimits.name} data-testid="group-name" />
        </Form.Item>
        <Form.Item name="schoolId" label={t('research.groups.school')} rules={[{ required: true, message: t('research.form.required') }]}>
          <Select
            options={schoolOptions}
            loading={schools.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="group-school"
          />
        </Form.Item>
        <Form.Item name="sectionCode" label={t('research.filters.section')}>
          <Select allowClear options={sections} onChange={() => form.setFieldValue('subjectCode', undefined)} />
        </Form.Item>
        <Form.Item name="subjectCode" label={t('research.filters.subject')}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={subjects} />
        </Form.Item>
        <Form.Item
          name="leaderUserId"
          label={t('research.groups.leader')}
          rules={[{ required: true, message: t('research.form.required') }]}
        >
          <TeacherSelect
            known={group ? [{ userId: group.leader.userId, name: group.leader.name, schoolName: group.leader.schoolName }] : []}
            testId="group-leader"
          />
        </Form.Item>
        <Form.Item name="description" label={t('research.groups.description')}>
          <Input.TextArea maxLength={ResearchLimits.shortText} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="open" label={t('research.groups.open')} valuePropName="checked" extra={t('research.groups.openHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
