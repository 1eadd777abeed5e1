import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LessonQuestionsDialog } from '@/features/learning/learning.public';

/**
 * Opens the author's questions of a saved video or document unit (learning's presence checks at moments of the
 * lesson). A unit not saved yet has no id to attach them to: the button says to save first.
 */
export function UnitQuestionsButton({
  unitId,
  title,
  position,
  disabled,
}: {
  unitId: number | undefined;
  title: string;
  position: number;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = `${t('trainingManage.units.questions')} ${position}`;
  if (unitId === undefined)
    return (
      <Tooltip title={t('trainingManage.units.questionsSaveFirst')}>
        <Button size="small" icon={<QuestionCircleOutlined />} disabled aria-label={label} data-testid={`unit-questions-${position - 1}`} />
      </Tooltip>
    );
  return (
    <>
      <Button
        size="small"
        icon={<QuestionCircleOutlined />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={label}
        data-testid={`unit-questions-${position - 1}`}
      >
        {t('trainingManage.units.questions')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LessonQuestionsDialog unitId={unitId} lessonTitle={title} open onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
