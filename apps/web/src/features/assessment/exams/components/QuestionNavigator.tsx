import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnswerSaveStatus } from '../model/use-answer-saver';

export type NavigatorEntry = { position: number; answered: boolean; save: AnswerSaveStatus | null };

/**
 * A button per question: filled when answered, outlined when not, red when its answer could not be saved yet; the
 * current one is marked for screen readers (aria-current) as well as by its border. Each button's name says the
 * number and the state in words, so the colours are never the only signal.
 */
export function QuestionNavigator({
  entries,
  current,
  onGo,
}: {
  entries: NavigatorEntry[];
  current: number;
  onGo: (position: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('assessmentExams.attempt.navigator')} data-testid="question-navigator">
      <Flex gap={6} wrap>
        {entries.map((entry) => {
          const state =
            entry.save === 'failed'
              ? t('assessmentExams.attempt.stateUnsaved')
              : entry.answered
                ? t('assessmentExams.attempt.stateAnswered')
                : t('assessmentExams.attempt.stateUnanswered');
          return (
            <Button
              key={entry.position}
              size="small"
              type={entry.answered ? 'primary' : 'default'}
              danger={entry.save === 'failed'}
              aria-current={entry.position === current ? 'step' : undefined}
              aria-label={t('assessmentExams.attempt.goTo', { position: entry.position, state })}
              data-testid={`nav-${entry.position}`}
              data-answered={entry.answered}
              style={{ minWidth: 36, outline: entry.position === current ? '2px solid #1677ff' : undefined, outlineOffset: 1 }}
              onClick={() => onGo(entry.position)}
            >
              {entry.position}
            </Button>
          );
        })}
      </Flex>
    </nav>
  );
}
