import { answerSpecProblem, type QuestionAnswerSpec, type QuestionInput, type QuestionVersion } from '@yanxiu/contract/assessment-banks';
import { OPTION_KEYS, type QuestionDifficulty, type QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';

/**
 * The question editor's fields: every kind's answer fields are kept while the author switches kinds, so going from
 * single to multiple choice keeps the options written; only the chosen kind's are sent.
 */
export type QuestionFormValues = {
  kind: QuestionKindValue;
  folderId: number | null;
  difficulty: QuestionDifficulty;
  stem: string;
  options: Array<{ text: string; correct: boolean }>;
  trueFalse: boolean | undefined;
  blanks: Array<{ accepted: string[] }>;
  referenceAnswer: string;
  explanation: string;
  tags: string[];
};

const emptyOptions = () => [0, 1, 2, 3].map(() => ({ text: '', correct: false }));

/** A new question's fields: a single choice of medium difficulty with four empty options, in `folderId`. */
export function newQuestionValues(folderId: number | null): QuestionFormValues {
  return {
    kind: 'single',
    folderId,
    difficulty: 3,
    stem: '',
    options: emptyOptions(),
    trueFalse: undefined,
    blanks: [{ accepted: [] }],
    referenceAnswer: '',
    explanation: '',
    tags: [],
  };
}

/** A saved version's fields, to edit it. */
export function versionValues(version: QuestionVersion, folderId: number | null): QuestionFormValues {
  const values = { ...newQuestionValues(folderId), kind: version.kind, difficulty: version.difficulty, stem: version.stem };
  const { answer } = version;
  const rest = { explanation: version.explanation, tags: version.tags };
  if (answer.kind === 'single' || answer.kind === 'multiple')
    return { ...values, ...rest, options: answer.options.map(({ text, correct }) => ({ text, correct })) };
  if (answer.kind === 'true_false') return { ...values, ...rest, trueFalse: answer.correct };
  if (answer.kind === 'fill_blank')
    return { ...values, ...rest, blanks: answer.blanks.map(({ accepted }) => ({ accepted: [...accepted] })) };
  return { ...values, ...rest, referenceAnswer: answer.referenceAnswer };
}

/** The chosen kind's answer as the contract takes it (options keyed A, B, C… in their order). */
export function answerOf(values: QuestionFormValues): QuestionAnswerSpec {
  switch (values.kind) {
    case 'single':
    case 'multiple':
      return {
        kind: values.kind,
        options: values.options.map((option, index) => ({ key: OPTION_KEYS[index]!, text: option.text, correct: option.correct })),
      };
    case 'true_false':
      return { kind: 'true_false', correct: values.trueFalse === true };
    case 'fill_blank':
      return { kind: 'fill_blank', blanks: values.blanks.map(({ accepted }) => ({ accepted: accepted.map((text) => text.trim()) })) };
    case 'short_answer':
      return { kind: 'short_answer', referenceAnswer: values.referenceAnswer };
  }
}

/** The question as questions/create and questions/save take it. */
export function questionInput(values: QuestionFormValues): QuestionInput {
  return {
    folderId: values.folderId,
    difficulty: values.difficulty,
    stem: values.stem,
    answer: answerOf(values),
    explanation: values.explanation,
    tags: values.tags.map((tag) => tag.trim()).filter((tag) => tag !== ''),
  };
}

/** What is wrong with the options' correct marks for the chosen kind (the contract's rule), or null. */
export function correctMarksProblem(
  kind: QuestionKindValue,
  options: QuestionFormValues['options'],
): 'singleCorrect' | 'multipleCorrect' | null {
  if (kind !== 'single' && kind !== 'multiple') return null;
  const problem = answerSpecProblem({
    kind,
    options: options.map((option, index) => ({ key: OPTION_KEYS[index]!, text: option.text || '-', correct: option.correct })),
  });
  return problem === 'optionKeys' ? null : problem;
}
