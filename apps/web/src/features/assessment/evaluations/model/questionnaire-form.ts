import type {
  EvaluationPlacement,
  EvaluationQuestion,
  ManagedEvaluation,
  SaveEvaluationBody,
} from '@yanxiu/contract/assessment-evaluations';
import type { EvaluationQuestionKind } from '@yanxiu/contract/assessment-evaluation-enums';
import { AssessmentEvaluationLimits as L } from '@yanxiu/contract/limits';

/**
 * A question as the builder holds it: every kind's fields at once, so switching the kind keeps what was typed; the
 * save body takes the fields of the kind chosen. `key` keeps each card's identity while questions move.
 */
export type QuestionDraft = {
  key: string;
  kind: EvaluationQuestionKind;
  prompt: string;
  required: boolean;
  scale: number;
  lowLabel: string;
  highLabel: string;
  options: string[];
  maxLength: number;
};

export type QuestionnaireValues = {
  title: string;
  intro: string;
  anonymous: boolean;
  /** Null: the programme's dates. */
  opensAt: string | null;
  closesAt: string | null;
  questions: QuestionDraft[];
};

/** What the builder says before saving (a key of `assessmentEvaluations.builder.problems`), and the question it is about. */
export type QuestionnaireProblem = { problem: string; position?: number };

const DEFAULT_SCALE = 5;
const DEFAULT_TEXT_MAX = 500;
let drafted = 0;
const nextKey = () => `q${(drafted += 1)}`;

export function newQuestion(kind: EvaluationQuestionKind): QuestionDraft {
  return {
    key: nextKey(),
    kind,
    prompt: '',
    required: true,
    scale: DEFAULT_SCALE,
    lowLabel: '',
    highLabel: '',
    options: ['', ''],
    maxLength: DEFAULT_TEXT_MAX,
  };
}

function draftOf(question: EvaluationQuestion): QuestionDraft {
  const draft = { ...newQuestion(question.kind), prompt: question.prompt, required: question.required };
  if (question.kind === 'rating') return { ...draft, scale: question.scale, lowLabel: question.lowLabel, highLabel: question.highLabel };
  if (question.kind === 'text') return { ...draft, maxLength: question.maxLength };
  return { ...draft, options: [...question.options] };
}

/** A new questionnaire: anonymous (the usual closing evaluation) with one rating question to start from. */
export function emptyQuestionnaire(): QuestionnaireValues {
  return { title: '', intro: '', anonymous: true, opensAt: null, closesAt: null, questions: [newQuestion('rating')] };
}

export function questionnaireValues(evaluation: ManagedEvaluation): QuestionnaireValues {
  return {
    title: evaluation.title,
    intro: evaluation.intro,
    anonymous: evaluation.anonymous,
    opensAt: evaluation.opensAt,
    closesAt: evaluation.closesAt,
    questions: evaluation.questions.map(draftOf),
  };
}

/** The list with the question at `index` moved one place up (-1) or down (1). */
export function moveQuestion(questions: readonly QuestionDraft[], index: number, by: -1 | 1): QuestionDraft[] {
  const target = index + by;
  if (target < 0 || target >= questions.length) return [...questions];
  const moved = [...questions];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

function questionProblem(question: QuestionDraft): string | null {
  if (!question.prompt.trim()) return 'prompt';
  if (question.kind === 'single' || question.kind === 'multiple') {
    const options = question.options.map((option) => option.trim());
    if (options.length < 2 || options.some((option) => !option)) return 'options';
    if (new Set(options).size !== options.length) return 'optionTwice';
  }
  return null;
}

/** The first thing the server would refuse, said in the builder's words; null when the questionnaire can be saved. */
export function questionnaireProblem(values: QuestionnaireValues): QuestionnaireProblem | null {
  if (!values.title.trim()) return { problem: 'title' };
  if ((values.opensAt === null) !== (values.closesAt === null)) return { problem: 'window' };
  if (values.opensAt && values.closesAt && Date.parse(values.opensAt) >= Date.parse(values.closesAt)) return { problem: 'windowOrder' };
  if (values.questions.length === 0) return { problem: 'noQuestions' };
  for (const [index, question] of values.questions.entries()) {
    const problem = questionProblem(question);
    if (problem) return { problem, position: index + 1 };
  }
  return null;
}

function questionOf(draft: QuestionDraft): EvaluationQuestion {
  const common = { prompt: draft.prompt.trim(), required: draft.required };
  if (draft.kind === 'rating')
    return { ...common, kind: 'rating', scale: draft.scale, lowLabel: draft.lowLabel.trim(), highLabel: draft.highLabel.trim() };
  if (draft.kind === 'text') return { ...common, kind: 'text', maxLength: Math.min(Math.max(1, draft.maxLength), L.textMax) };
  return { ...common, kind: draft.kind, options: draft.options.map((option) => option.trim()) };
}

/** The save body: a new draft on its unit, or the questionnaire rewritten at the version read. */
export function toSaveBody(
  values: QuestionnaireValues,
  placement: EvaluationPlacement,
  saved: { id: number; version: number } | null,
): SaveEvaluationBody {
  return {
    ...(saved ? { evaluationId: saved.id, version: saved.version } : {}),
    title: values.title.trim(),
    intro: values.intro.trim(),
    placement,
    anonymous: values.anonymous,
    opensAt: values.opensAt,
    closesAt: values.closesAt,
    questions: values.questions.map(questionOf),
  };
}
