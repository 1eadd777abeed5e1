import type { MyProgrammeResults, MyResult, MyResults, MyResultsQuery } from '@yanxiu/contract/assessment-gradebook';
import { trainingAccess, trainingProgrammeById, trainingProgrammesByIds } from '@server/modules/training/training.public';
import type { RequestContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { gradebookSources } from './gradebook-sources';
import { assessedUnitsOf } from './gradebook.service';

// A teacher's own results: for the programme page (one programme's assessed units, sat or not) and for the learning
// record (every programme they have a result in, the latest first). Only the caller's own rows are ever read.

/** How many programmes the learning record lists (the teacher's most recent). */
const PROGRAMMES_SHOWN = 20;

async function resultsOfProgramme(ctx: RequestContext, programme: { id: number; title: string }, now: Date): Promise<MyProgrammeResults> {
  const units = await assessedUnitsOf(ctx.db, ctx, programme.id);
  const found = new Map<number, MyResult>();
  for (const source of gradebookSources) {
    const ofKind = units.filter((unit) => unit.kind === source.kind);
    if (ofKind.length === 0) continue;
    for (const [unitId, result] of await source.mine(ctx.db, ctx.tenantId, programme.id, ofKind, ctx.actor.userId, now))
      found.set(unitId, result);
  }
  return {
    programmeId: programme.id,
    programmeTitle: programme.title,
    results: units.flatMap((unit) => (found.has(unit.id) ? [found.get(unit.id)!] : [])),
  };
}

/** The caller's results in one programme they may see (404 otherwise), or in their most recent programmes. */
export async function readMyResults(ctx: RequestContext, query: MyResultsQuery): Promise<MyResults> {
  const now = new Date();
  if (query.programmeId !== undefined) {
    const programme = await trainingProgrammeById(ctx.db, ctx.tenantId, query.programmeId);
    if (!programme || !trainingAccess.viewProgrammePage(ctx.actor, programme)) throw new AppError('NOT_FOUND');
    return { programmes: [await resultsOfProgramme(ctx, programme, now)] };
  }
  const latest = new Map<number, number>();
  for (const source of gradebookSources)
    for (const { programmeId, latest: at } of await source.programmesOf(ctx.db, ctx.tenantId, ctx.actor.userId, PROGRAMMES_SHOWN))
      latest.set(programmeId, Math.max(latest.get(programmeId) ?? 0, at.getTime()));
  const ids = [...latest.keys()].sort((a, b) => latest.get(b)! - latest.get(a)! || b - a).slice(0, PROGRAMMES_SHOWN);
  const programmes = await trainingProgrammesByIds(ctx.db, ctx.tenantId, ids);
  const results: MyProgrammeResults[] = [];
  for (const programme of programmes) {
    const found = await resultsOfProgramme(ctx, programme, now);
    if (found.results.length > 0) results.push(found);
  }
  return { programmes: results };
}
