import type { ItemSection } from '@yanxiu/contract/selection';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { draftOf, isFilled, type ItemDraft } from '../../model/teacher/item-drafts';
import { IndicatorCard } from './IndicatorCard';

export type ItemSectionsProps = {
  sections: ItemSection[];
  drafts: ReadonlyMap<number, ItemDraft>;
  selfReview: string;
  readOnly: boolean;
  /** Only what the project asks: no values, no self scores (I have not applied and cannot). */
  outline?: boolean;
  /** Marks the required indicators left empty. */
  showMissing?: boolean;
  onChange?: (itemId: number, draft: ItemDraft) => void;
  testId?: string;
};

/** The application's items: its sections in order, each with its indicators numbered "section.indicator". */
export function ItemSections({
  sections,
  drafts,
  selfReview,
  readOnly,
  outline = false,
  showMissing = false,
  onChange,
  testId = 'item-sections',
}: ItemSectionsProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={20} data-testid={testId}>
      {sections.map((section, sectionIndex) => (
        <section key={section.id} aria-labelledby={`${testId}-section-${section.id}`}>
          <Typography.Title level={4} id={`${testId}-section-${section.id}`}>
            {t('selectionTeacher.item.section', { number: sectionIndex + 1, title: section.title })}
          </Typography.Title>
          <Flex vertical gap={12}>
            {section.indicators.map((indicator, index) => {
              const draft = drafts.get(indicator.id) ?? draftOf({ ...indicator, value: null, selfScore: null });
              return (
                <IndicatorCard
                  key={indicator.id}
                  indicator={indicator}
                  number={`${sectionIndex + 1}.${index + 1}`}
                  draft={draft}
                  selfReview={selfReview}
                  readOnly={readOnly}
                  outline={outline}
                  showMissing={showMissing && indicator.required && !isFilled(draft)}
                  onChange={(next) => onChange?.(indicator.id, next)}
                />
              );
            })}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}
