import type { QuestionVersion } from '@yanxiu/contract/assessment-banks';
import type { PaperQuestion } from '@yanxiu/contract/assessment-exams';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { readQuestionVersions } from '@server/modules/assessment/questions/questions-for-exams';
import { shuffleBySeed, type DrawnQuestion } from './paper-draw';

// An attempt's paper: the drawn (question, version) pairs in the attempt's order, each with the option order it
// shows. Answers name options by key, so shuffling the display never changes which answer is right.

/** A question of an attempt as stored: where it sits, which version it shows, its points and its option order. */
export type PaperSlot = { position: number; questionId: number; version: number; points: number; optionOrder: string[] };

const versionKey = (questionId: number, version: number) => `${questionId}:${version}`;

/** The versions a paper names, by question and version. */
export async function versionsOf(
  db: Executor,
  tenantId: TenantId,
  pairs: ReadonlyArray<{ questionId: number; version: number }>,
): Promise<(questionId: number, version: number) => QuestionVersion> {
  const versions = new Map((await readQuestionVersions(db, tenantId, pairs)).map((v) => [versionKey(v.questionId, v.version), v]));
  return (questionId, version) => {
    const found = versions.get(versionKey(questionId, version));
    if (!found) throw new Error(`question ${questionId} version ${version} is missing`);
    return found;
  };
}

/** Orders a drawn paper (shuffled by the seed when the exam says so) and the options of each choice question. */
export function arrangePaper(
  exam: { shuffleQuestions: boolean; shuffleOptions: boolean },
  drawn: readonly DrawnQuestion[],
  versionOf: (questionId: number, version: number) => QuestionVersion,
  seed: number,
): PaperSlot[] {
  const ordered = exam.shuffleQuestions ? shuffleBySeed(drawn, seed) : [...drawn];
  return ordered.map((question, index) => {
    const answer = versionOf(question.questionId, question.version).answer;
    const keys = answer.kind === 'single' || answer.kind === 'multiple' ? answer.options.map((option) => option.key as string) : [];
    const optionOrder = exam.shuffleOptions ? shuffleBySeed(keys, seed + question.questionId) : keys;
    return { position: index + 1, questionId: question.questionId, version: question.version, points: question.points, optionOrder };
  });
}

/** A question of a paper as the person sitting it sees it: stem, options in the slot's order, never the answer. */
export function paperQuestionOf(slot: PaperSlot, version: QuestionVersion): PaperQuestion {
  const answer = version.answer;
  const options = answer.kind === 'single' || answer.kind === 'multiple' ? answer.options : [];
  const byKey = new Map<string, string>(options.map((option) => [option.key, option.text]));
  return {
    position: slot.position,
    kind: version.kind,
    stem: version.stem,
    options: slot.optionOrder.flatMap((key) => (byKey.has(key) ? [{ key, text: byKey.get(key)! }] : [])),
    blankCount: answer.kind === 'fill_blank' ? answer.blanks.length : 0,
    points: slot.points,
  };
}

/** A drawn paper as a teacher would see it (the staff's preview). */
export async function paperQuestionsOf(
  db: Executor,
  tenantId: TenantId,
  exam: { shuffleQuestions: boolean; shuffleOptions: boolean },
  drawn: readonly DrawnQuestion[],
  seed: number,
): Promise<PaperQuestion[]> {
  const versionOf = await versionsOf(db, tenantId, drawn);
  return arrangePaper(exam, drawn, versionOf, seed).map((slot) => paperQuestionOf(slot, versionOf(slot.questionId, slot.version)));
}
