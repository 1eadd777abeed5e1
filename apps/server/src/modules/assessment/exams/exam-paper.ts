import type { PaperInput, PaperRule } from '@yanxiu/contract/assessment-exams';
import type { QuestionKindValue } from '@yanxiu/contract/assessment-bank-enums';
import type { Executor } from '@server/db/client';
import type { RequestContext } from '@server/platform/context/request-context';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { AppError } from '@server/platform/http/app-error';
import { assessmentTexts } from '../assessment.texts';
import {
  bankToUse,
  drawableQuestions,
  lockQuestionsForUse,
  type UsableQuestion,
} from '@server/modules/assessment/questions/questions-for-exams';
import { drawPaper, type DrawCandidate, type DrawnQuestion } from './paper-draw';

// A paper as stored and checked: a fixed paper's questions must be live and in banks the caller may use; a random
// paper's banks must be ones the caller may use, and (to publish, preview or start) hold enough questions per rule.

/** The points and number of questions of a paper, known from its items or its rules. */
export function paperTotals(paper: PaperInput): { totalPoints: number; questionCount: number } {
  if (paper.mode === 'fixed')
    return { totalPoints: paper.items.reduce((sum, item) => sum + item.points, 0), questionCount: paper.items.length };
  return {
    totalPoints: paper.rules.reduce((sum, rule) => sum + rule.count * rule.pointsEach, 0),
    questionCount: paper.rules.reduce((sum, rule) => sum + rule.count, 0),
  };
}

const candidateOf = (question: UsableQuestion): DrawCandidate => ({ ...question, kind: question.kind as QuestionKindValue });

/**
 * Checks a paper's questions and banks for the caller (422 naming the item, 404 for a bank out of reach). The fixed
 * paper's questions are share-locked for the transaction, so a removal racing the save waits and then sees them used.
 */
export async function checkPaper(ctx: RequestContext, tx: Executor, paper: PaperInput): Promise<void> {
  if (paper.mode === 'random') {
    for (const bankId of new Set(paper.rules.map((rule) => rule.bankId))) await bankToUse(ctx, tx, bankId);
    return;
  }
  const found = new Map(
    (
      await lockQuestionsForUse(
        tx,
        ctx.tenantId,
        paper.items.map((item) => item.questionId),
      )
    ).map((q) => [q.questionId, q]),
  );
  const issues = paper.items.flatMap((item, index) =>
    found.has(item.questionId)
      ? []
      : [{ path: `body.paper.items.${index}.questionId`, message: assessmentTexts(ctx.locale, 'examNoSuchQuestion') }],
  );
  if (issues.length > 0) throw new AppError('UNPROCESSABLE', { issues });
  for (const bankId of new Set([...found.values()].map((question) => question.bankId))) await bankToUse(ctx, tx, bankId);
}

/** The live questions the rules may draw from. */
export async function poolOf(db: Executor, tenantId: TenantId, rules: readonly PaperRule[]): Promise<DrawCandidate[]> {
  const questions = await drawableQuestions(db, tenantId, { bankIds: [...new Set(rules.map((rule) => rule.bankId))] });
  return questions.map(candidateOf);
}

/** Draws a random paper, or refuses naming the first rule that finds too few questions (422). */
export async function drawOrRefuse(
  ctx: Pick<RequestContext, 'tenantId' | 'locale'>,
  db: Executor,
  rules: readonly PaperRule[],
  seed: number,
): Promise<DrawnQuestion[]> {
  const outcome = drawPaper(rules, await poolOf(db, ctx.tenantId, rules), seed);
  if (outcome.ok) return outcome.questions;
  const message = assessmentTexts(ctx.locale, 'ruleShort', { rule: outcome.rule + 1, wanted: outcome.wanted, count: outcome.available });
  throw new AppError('ASSESSMENT_RULE_SHORT', { message, issues: [{ path: `body.paper.rules.${outcome.rule}`, message }] });
}

/** A fixed paper's questions at their current versions (an attempt's paper names them). */
export async function fixedPaperQuestions(
  tx: Executor,
  tenantId: TenantId,
  items: ReadonlyArray<{ questionId: number; points: number }>,
): Promise<DrawnQuestion[]> {
  const found = new Map(
    (
      await lockQuestionsForUse(
        tx,
        tenantId,
        items.map((item) => item.questionId),
      )
    ).map((q) => [q.questionId, q]),
  );
  return items.flatMap((item) => {
    const question = found.get(item.questionId);
    return question ? [{ questionId: item.questionId, version: question.version, points: item.points, rule: 0 }] : [];
  });
}
