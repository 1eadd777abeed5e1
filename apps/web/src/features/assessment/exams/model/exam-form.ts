import type {
  CountedAttempt,
  ExamPlacement,
  ExamQuestionKind,
  ManagedExam,
  PaperRule,
  RevealWhen,
  SaveExamBody,
} from '@yanxiu/contract/assessment-exams';

/** A fixed paper's question as the editor holds it: what to show (kind, stem) beside what is saved (id, points). */
export type FixedItemDraft = { questionId: number; points: number; kind: ExamQuestionKind; stem: string };

/** A random paper's rule as the editor holds it, with a key for React. */
export type RuleDraft = PaperRule & { key: string };

/** Everything the editor's form holds. Times are ISO instants (the pickers show them on China's clock). */
export type ExamFormValues = {
  title: string;
  instructions: string;
  opensAt: string | null;
  closesAt: string | null;
  timeLimitMinutes: number | null;
  attemptsAllowed: number | null;
  counts: CountedAttempt;
  passPercent: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  revealResults: RevealWhen;
  revealExplanations: RevealWhen;
  mode: 'fixed' | 'random';
  items: FixedItemDraft[];
  rules: RuleDraft[];
};

let sequence = 0;
/** A new key for a rule drawn up in the editor. */
const ruleKey = () => `rule-${(sequence += 1)}`;

/** A blank rule drawing from `bankId`. */
export function newRule(bankId: number): RuleDraft {
  return { key: ruleKey(), bankId, tags: [], difficulties: [], kinds: [], count: 5, pointsEach: 2 };
}

/** The values of a new exam: an hour's limit, one attempt, 60%, results after submitting, explanations after closing. */
export function emptyExamValues(): ExamFormValues {
  return {
    title: '',
    instructions: '',
    opensAt: null,
    closesAt: null,
    timeLimitMinutes: 60,
    attemptsAllowed: 1,
    counts: 'best',
    passPercent: 60,
    shuffleQuestions: false,
    shuffleOptions: false,
    revealResults: 'after_submit',
    revealExplanations: 'after_close',
    mode: 'random',
    items: [],
    rules: [],
  };
}

/** The editor's values of a saved exam. */
export function examValues(exam: ManagedExam): ExamFormValues {
  return {
    title: exam.title,
    instructions: exam.instructions,
    opensAt: exam.opensAt,
    closesAt: exam.closesAt,
    timeLimitMinutes: exam.timeLimitMinutes,
    attemptsAllowed: exam.attemptsAllowed,
    counts: exam.counts,
    passPercent: exam.passPercent,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    revealResults: exam.revealResults,
    revealExplanations: exam.revealExplanations,
    mode: exam.paper.mode,
    items: exam.paper.mode === 'fixed' ? exam.paper.items.map((item) => ({ ...item })) : [],
    rules: exam.paper.mode === 'random' ? exam.paper.rules.map((rule) => ({ ...rule, key: ruleKey() })) : [],
  };
}

/** What is missing before the exam can be saved (an i18n key under assessmentExams.editor.problems), or null. */
export function examProblem(values: ExamFormValues): string | null {
  if (!values.title.trim()) return 'title';
  if (!values.opensAt || !values.closesAt) return 'window';
  if (Date.parse(values.opensAt) >= Date.parse(values.closesAt)) return 'windowOrder';
  if (values.mode === 'fixed' && values.items.length === 0) return 'noItems';
  if (values.mode === 'random' && values.rules.length === 0) return 'noRules';
  return null;
}

/** The points a paper is worth: the fixed questions' points, or each rule's count times its points. */
export function paperPoints(values: Pick<ExamFormValues, 'mode' | 'items' | 'rules'>): number {
  return values.mode === 'fixed'
    ? values.items.reduce((sum, item) => sum + item.points, 0)
    : values.rules.reduce((sum, rule) => sum + rule.count * rule.pointsEach, 0);
}

/** The save body of the form's values (only once `examProblem` is null). */
export function toSaveBody(values: ExamFormValues, placement: ExamPlacement, saved: { id: number; version: number } | null): SaveExamBody {
  return {
    ...(saved ? { examId: saved.id, version: saved.version } : {}),
    title: values.title.trim(),
    instructions: values.instructions.trim(),
    placement,
    paper:
      values.mode === 'fixed'
        ? { mode: 'fixed', items: values.items.map(({ questionId, points }) => ({ questionId, points })) }
        : { mode: 'random', rules: values.rules.map(({ key: _key, ...rule }) => rule) },
    timeLimitMinutes: values.timeLimitMinutes,
    opensAt: values.opensAt!,
    closesAt: values.closesAt!,
    attemptsAllowed: values.attemptsAllowed,
    counts: values.counts,
    passPercent: values.passPercent,
    shuffleQuestions: values.shuffleQuestions,
    shuffleOptions: values.shuffleOptions,
    revealResults: values.revealResults,
    revealExplanations: values.revealExplanations,
  };
}

/** Which rules (0-based) a refusal's field issues name (`paper.rules.N…`), with each issue's message. */
export function ruleIssues(issues: ReadonlyArray<{ path?: string; field?: string; message: string }>): Map<number, string> {
  const found = new Map<number, string>();
  for (const issue of issues) {
    const where = issue.path ?? issue.field ?? '';
    const match = /paper\.rules\.(\d+)/.exec(where);
    if (match) found.set(Number(match[1]), issue.message);
  }
  return found;
}
