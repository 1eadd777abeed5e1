import type { RubricCriterion } from '@yanxiu/contract/assessment-assignments';
import type { Locale } from '@yanxiu/contract/locale';
import { AppError } from '@server/platform/http/app-error';
import { assignmentTexts } from './assignment.texts';

// The score of a decision or a peer review: the rubric's points summed (each criterion at most its points), or a
// score without a rubric (at most the max score); a tutor's grade of a late round loses the penalty's percent.

type Scoring = { rubric: readonly RubricCriterion[]; maxScore: number; latePolicy: string; latePenaltyPercent: number };
type Given = { rubricPoints?: number[] | undefined; score?: number | undefined };

const unprocessable = (path: string, message: string) => new AppError('UNPROCESSABLE', { message, issues: [{ path, message }] });

/** The points given, checked against the rubric (or the max score): 422 naming the field otherwise. */
export function pointsOf(ctx: { locale: Locale }, scoring: Scoring, given: Given): { raw: number; rubricPoints: number[] } {
  if (scoring.rubric.length > 0) {
    const points = given.rubricPoints ?? [];
    if (points.length !== scoring.rubric.length)
      throw unprocessable('body.rubricPoints', assignmentTexts(ctx.locale, 'rubricPointsCount', { count: scoring.rubric.length }));
    for (const [index, criterion] of scoring.rubric.entries())
      if (points[index]! > criterion.maxPoints)
        throw unprocessable(`body.rubricPoints.${index}`, assignmentTexts(ctx.locale, 'rubricPointsOver', { count: criterion.maxPoints }));
    return { raw: points.reduce((sum, value) => sum + value, 0), rubricPoints: points };
  }
  if (given.score === undefined) throw unprocessable('body.score', assignmentTexts(ctx.locale, 'scoreRequired'));
  if (given.score > scoring.maxScore)
    throw unprocessable('body.score', assignmentTexts(ctx.locale, 'scoreOver', { count: scoring.maxScore }));
  return { raw: given.score, rubricPoints: [] };
}

/** A tutor's grade: the points given, less the late penalty for a late round under the `penalty` policy. */
export function scoreOf(ctx: { locale: Locale }, scoring: Scoring, given: Given, late: boolean) {
  const { raw, rubricPoints } = pointsOf(ctx, scoring, given);
  const penalty = late && scoring.latePolicy === 'penalty' ? scoring.latePenaltyPercent : 0;
  return { score: Math.round((raw * (100 - penalty)) / 100), rawScore: raw, rubricPoints };
}
