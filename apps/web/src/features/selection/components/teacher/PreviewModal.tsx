import type { ItemSection } from '@yanxiu/contract/selection';
import type { ProjectGroup } from '@yanxiu/contract/selection';
import { Button, Divider, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicantFormValues } from '../../model/teacher/applicant-info';
import { selfScoreTotal, type ItemDraft } from '../../model/teacher/item-drafts';
import { ApplicantForm } from './ApplicantForm';
import { ItemSections } from './ItemSections';
import type { FormInstance } from 'antd';
import { useScreenAtLeast } from '@/shared/ui/use-screen';

export type PreviewModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  form: FormInstance<ApplicantFormValues>;
  applicant: ApplicantFormValues;
  groups: ProjectGroup[];
  sections: ItemSection[];
  drafts: ReadonlyMap<number, ItemDraft>;
  selfReview: string;
};

/** The application as reviewers will read it: applicant information, every item's value and the self scores. */
export function PreviewModal({ open, onClose, title, form, applicant, groups, sections, drafts, selfReview }: PreviewModalProps) {
  const { t } = useTranslation();
  const phone = !useScreenAtLeast('md');
  const { total, max } = selfScoreTotal(sections, drafts);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('selectionTeacher.apply.previewTitle', { title })}
      width={phone ? '100%' : 900}
      style={phone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      footer={<Button onClick={onClose}>{t('selectionTeacher.apply.closePreview')}</Button>}
      destroyOnHidden
    >
      <div data-testid="apply-preview">
        <Typography.Title level={5}>{t('selectionTeacher.apply.applicant')}</Typography.Title>
        <ApplicantForm form={form} initial={applicant} groups={groups} readOnly onValid={() => undefined} />
        <Divider />
        <ItemSections sections={sections} drafts={drafts} selfReview={selfReview} readOnly testId="preview-items" />
        {selfReview === '2' && (
          <Typography.Paragraph strong style={{ marginTop: 16 }} data-testid="self-total">
            {t('selectionTeacher.apply.selfTotal', { total, max })}
          </Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}
