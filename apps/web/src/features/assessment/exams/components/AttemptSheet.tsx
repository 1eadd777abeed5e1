import type { AnswerBody, AttemptView } from '@yanxiu/contract/assessment-exams';
import { QuestionKind } from '@yanxiu/contract/assessment-bank-enums';
import { Button, Card, Flex, Modal, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '@/shared/format/list';
import { currentLocale } from '@/shared/i18n/i18n';
import { notifier } from '@/shared/request/notifier';
import { saveAnswer } from '../api/attempt';
import { RichHtml } from '../../components/RichHtml';
import { examClock, type ExamClock } from '../model/exam-clock';
import { useAnswerSaver } from '../model/use-answer-saver';
import { AnswerInput, isAnswered } from './AnswerInput';
import { AnswerSaveState } from './AnswerSaveState';
import { QuestionNavigator } from './QuestionNavigator';
import { TimeLeft } from './TimeLeft';

export type AttemptSheetProps = {
  attempt: AttemptView;
  /** The server says the attempt is closed, or the time ran out: read it again (the server submits it past its deadline). */
  onClosed: () => void;
  onSubmit: () => Promise<void>;
  submitting: boolean;
};

/**
 * Sitting an open attempt: one question at a time with a navigator, each answer saved as it is given (its state in
 * view), the time left on the server's clock, and a submit that names the unanswered questions first.
 */
export function AttemptSheet({ attempt, onClosed, onSubmit, submitting }: AttemptSheetProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const questions = attempt.questions;
  const [answers, setAnswers] = useState<ReadonlyMap<number, AnswerBody | null>>(
    () => new Map(questions.map((question) => [question.position, question.answer])),
  );
  const [current, setCurrent] = useState(() => questions.find((question) => !isAnswered(question.answer))?.position ?? 1);
  // The clock is re-anchored by every save's answer (the server's deadline and time then), not only by the first read.
  const [clock, setClock] = useState<ExamClock>(() => examClock(attempt.deadline, attempt.serverNow, performance.now()));
  // When the server last saved each question's answer as this page knows it (its own saves, and what it read).
  const savedAt = useRef(new Map(questions.flatMap((entry) => (entry.savedAt === null ? [] : [[entry.position, entry.savedAt] as const]))));
  const save = useCallback(
    async (position: number, answer: AnswerBody | null) => {
      const saved = await saveAnswer(attempt.id, position, answer);
      savedAt.current.set(position, saved.savedAt);
      setClock(examClock(saved.deadline, saved.serverNow, performance.now()));
    },
    [attempt.id],
  );
  const saver = useAnswerSaver(save, onClosed);
  useOtherTabsAnswers(attempt, savedAt, saver.states, setAnswers, setClock);
  // The hook's modal renders inside the sheet (the app's language and theme, and it goes when the page goes).
  const [modal, modalHolder] = Modal.useModal();
  const question = questions.find((entry) => entry.position === current) ?? questions[0]!;
  const index = questions.indexOf(question);

  const give = (position: number, answer: AnswerBody | null, typed: boolean) => {
    setAnswers((now) => new Map(now).set(position, answer));
    saver.give(position, answer, typed);
  };
  // A keyboard or screen-reader user who moves to another question lands on its heading, which names it.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (position: number) => {
    void saver.flush(current);
    moved.current = true;
    setCurrent(position);
  };
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [current]);

  const entries = useMemo(
    () =>
      questions.map((entry) => ({
        position: entry.position,
        answered: isAnswered(answers.get(entry.position)),
        save: saver.states.get(entry.position) ?? null,
      })),
    [questions, answers, saver.states],
  );
  // Leaving while an answer is not on the server yet (waiting, saving, or failed) asks the browser to confirm first.
  const unsaved = [...saver.states.values()].some((status) => status !== 'saved');
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const saveStatus = saver.states.get(question.position) ?? (question.savedAt !== null ? 'saved' : 'none');

  const confirmSubmit = () => {
    const unanswered = entries.filter((entry) => !entry.answered).map((entry) => String(entry.position));
    modal.confirm({
      title: t('assessmentExams.attempt.submitConfirm'),
      content: (
        <div data-testid="submit-confirm-text">
          {unanswered.length === 0
            ? t('assessmentExams.attempt.allAnswered')
            : t('assessmentExams.attempt.unansweredList', { count: unanswered.length, positions: formatList(unanswered, locale) })}
        </div>
      ),
      okText: t('assessmentExams.attempt.submit'),
      cancelText: t('assessmentExams.common.cancel'),
      okButtonProps: { 'data-testid': 'submit-confirm-ok' } as Record<string, string>,
      onOk: async () => {
        // Every answer the server does not hold yet goes first; an answer that cannot be saved stops the submission.
        if (!(await saver.flushAll())) {
          notifier().error(t('assessmentExams.attempt.unsavedBeforeSubmit'));
          return;
        }
        await onSubmit();
      },
    });
  };

  return (
    <Flex vertical gap={12} data-testid="attempt-sheet">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <TimeLeft clock={clock} onExpired={onClosed} />
        <Button type="primary" danger loading={submitting} onClick={confirmSubmit} data-testid="attempt-submit">
          {t('assessmentExams.attempt.submit')}
        </Button>
      </Flex>
      <QuestionNavigator entries={entries} current={current} onGo={go} />
      <Card
        size="small"
        data-testid={`question-${question.position}`}
        title={
          <h2 ref={heading} tabIndex={-1} style={{ fontSize: 16, margin: 0, outline: 'none' }}>
            {t('assessmentExams.attempt.questionOf', { position: question.position, total: questions.length })}
          </h2>
        }
        extra={
          <Typography.Text type="secondary">
            {QuestionKind.label(question.kind, locale)} · {t('assessmentExams.common.points', { count: question.points })}
          </Typography.Text>
        }
      >
        <Flex vertical gap={12}>
          <RichHtml className="exam-rich-text" testId="question-stem" html={question.stem} />
          <AnswerInput
            key={question.position}
            question={question}
            value={answers.get(question.position) ?? null}
            onChange={(answer, typed) => give(question.position, answer, typed)}
          />
          <AnswerSaveState status={saveStatus} onRetry={() => void saver.flush(question.position)} />
        </Flex>
      </Card>
      <Flex justify="space-between" gap={8}>
        <Button disabled={index === 0} onClick={() => go(questions[index - 1]!.position)} data-testid="question-previous">
          {t('assessmentExams.attempt.previous')}
        </Button>
        <Button disabled={index === questions.length - 1} onClick={() => go(questions[index + 1]!.position)} data-testid="question-next">
          {t('assessmentExams.attempt.next')}
        </Button>
      </Flex>
      {modalHolder}
    </Flex>
  );
}

/**
 * A fresh read of the attempt (the page coming back into view) brings answers another tab or device saved: each is
 * taken when the server saved it after the answer this page knows and this page has nothing of its own on the way.
 */
function useOtherTabsAnswers(
  attempt: AttemptView,
  savedAt: RefObject<Map<number, string>>,
  states: ReadonlyMap<number, string>,
  setAnswers: (change: (now: ReadonlyMap<number, AnswerBody | null>) => ReadonlyMap<number, AnswerBody | null>) => void,
  setClock: (clock: ExamClock) => void,
) {
  const read = useRef(attempt);
  useEffect(() => {
    if (read.current === attempt) return;
    read.current = attempt;
    setClock(examClock(attempt.deadline, attempt.serverNow, performance.now()));
    const newer = attempt.questions.filter((entry) => {
      if (entry.savedAt === null) return false;
      const status = states.get(entry.position);
      if (status !== undefined && status !== 'saved') return false;
      const known = savedAt.current.get(entry.position);
      return known === undefined || Date.parse(entry.savedAt) > Date.parse(known);
    });
    if (newer.length === 0) return;
    for (const entry of newer) savedAt.current.set(entry.position, entry.savedAt!);
    setAnswers((now) => {
      const next = new Map(now);
      for (const entry of newer) next.set(entry.position, entry.answer);
      return next;
    });
  }, [attempt, savedAt, states, setAnswers, setClock]);
}
