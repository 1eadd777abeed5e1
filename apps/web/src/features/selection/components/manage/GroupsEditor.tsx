import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SelectionLimits } from '@yanxiu/contract/limits';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSubjectAndSection } from '@/shared/basecode/find-subject-and-section';
import { currentLocale } from '@/shared/i18n/i18n';

/** One group: its name, school section, subject (none for all of the section's) and places per school. */
function GroupFields({ name, label }: { name: number; label: string }) {
  const { t } = useTranslation();
  const en = currentLocale() === 'en-US';
  const sections = useSubjectAndSection();
  const sectionCode = Form.useWatch(['groups', name, 'sectionCode']) as string | undefined;
  const sectionOptions = (sections.data ?? []).map((entry) => ({
    value: entry.sectionCode,
    label: en ? entry.sectionNameEn : entry.sectionName,
  }));
  const subjects = sections.data?.find((entry) => entry.sectionCode === sectionCode)?.subjects ?? [];
  return (
    <Row gutter={[12, 0]}>
      <Col xs={24} md={8}>
        <Form.Item
          name={[name, 'name']}
          label={t('selectionManage.groups.name')}
          rules={[{ required: true, whitespace: true, message: t('selectionManage.groups.nameRequired') }]}
        >
          <Input
            maxLength={SelectionLimits.title}
            aria-label={t('selectionManage.groups.nameOf', { what: label })}
            data-testid={`group-${name}-name`}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={5}>
        <Form.Item
          name={[name, 'sectionCode']}
          label={t('selectionManage.groups.section')}
          rules={[{ required: true, message: t('selectionManage.groups.sectionRequired') }]}
        >
          <Select
            options={sectionOptions}
            loading={sections.isPending}
            aria-label={t('selectionManage.groups.sectionOf', { what: label })}
            data-testid={`group-${name}-section`}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          name={[name, 'subjectCode']}
          label={t('selectionManage.groups.subject')}
          tooltip={t('selectionManage.groups.allSubjects')}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={subjects.map((subject) => ({ value: subject.code, label: en ? subject.nameEn : subject.name }))}
            aria-label={t('selectionManage.groups.subjectOf', { what: label })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={5}>
        <Form.Item name={[name, 'quota']} label={t('selectionManage.groups.quota')} tooltip={t('selectionManage.groups.quotaHelp')}>
          <InputNumber
            min={1}
            max={SelectionLimits.quotaMax}
            precision={0}
            placeholder={t('selectionManage.common.unlimited')}
            style={{ width: '100%' }}
            aria-label={t('selectionManage.groups.quotaOf', { what: label })}
            data-testid={`group-${name}-quota`}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** The groups of a classified project (`groups`): each applies with its own quota per school (and, later, its expert panel). */
export function GroupsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List
      name="groups"
      rules={[
        {
          validator: async (_, groups?: unknown[]) => {
            if ((groups?.length ?? 0) < 1) throw new Error(t('selectionManage.groups.tooFew'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8} data-testid="groups-editor">
          {fields.map((field, index) => {
            const label = t('selectionManage.groups.label', { position: index + 1 });
            return (
              <Card
                key={field.key}
                size="small"
                title={label}
                extra={
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('selectionManage.items.remove', { what: label })}
                    onClick={() => remove(field.name)}
                    data-testid={`group-${index}-remove`}
                  />
                }
              >
                <GroupFields name={field.name} label={label} />
              </Card>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= SelectionLimits.groups}
            onClick={() => add({ name: '', subjectCode: null, quota: null })}
            style={{ alignSelf: 'flex-start' }}
            data-testid="add-group"
          >
            {t('selectionManage.groups.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
