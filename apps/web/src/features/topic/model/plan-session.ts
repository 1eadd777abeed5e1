import { restoreResearchPlan, saveResearchPlan } from '@/shared/page-state/page-state';

// The application form keeps what the teacher types in the tab's session storage (spec 2: "a research plan is kept
// in session storage and restored from it"), so a reload, a crash or a detour to another page loses nothing, even
// before the server draft exists or while it cannot be saved. The server draft stays the record; this copy only
// bridges the seconds between a keystroke and the next save.

/** Which application a kept plan belongs to: the call, and the application once the server draft exists. */
export type PlanScope = { callId: number; applyId: number | null };

/** What the tab keeps: whose plan, when it was last typed, and the form's values. */
export type KeptPlan<Values> = { callId: number; applyId: number | null; editedAt: number; values: Values };

/** Keeps the form's values for the tab, stamped now. */
export function keepPlan<Values>(scope: PlanScope, values: Values, now = Date.now()): void {
  saveResearchPlan({ callId: scope.callId, applyId: scope.applyId, editedAt: now, values } satisfies KeptPlan<Values>);
}

/** Whether a stored value has the kept plan's shape (the tab may hold anything, e.g. an older app's copy). */
function isKeptPlan(value: unknown): value is KeptPlan<unknown> {
  if (value === null || typeof value !== 'object') return false;
  const kept = value as Record<string, unknown>;
  return (
    typeof kept.callId === 'number' &&
    (kept.applyId === null || typeof kept.applyId === 'number') &&
    typeof kept.editedAt === 'number' &&
    typeof kept.values === 'object' &&
    kept.values !== null
  );
}

/**
 * The plan the tab kept for this application, if it is newer than the server's draft. A copy kept before the draft
 * existed (no applyId yet) still belongs to the application of the same call: the first save made it. A copy of
 * another call or application, or one older than the server's (saved meanwhile from another tab), is not used.
 */
export function keptPlanFor<Values>(scope: PlanScope, serverSavedAt: string | null): KeptPlan<Values> | null {
  const kept = restoreResearchPlan<unknown>();
  if (!isKeptPlan(kept) || kept.callId !== scope.callId) return null;
  if (kept.applyId !== null && kept.applyId !== scope.applyId) return null;
  if (serverSavedAt !== null && new Date(serverSavedAt).getTime() > kept.editedAt) return null;
  return kept as KeptPlan<Values>;
}

/** Forgets the kept plan once the application is submitted: the server holds it and it is no longer edited. */
export function forgetPlan(): void {
  saveResearchPlan(null);
}
