import type { Executor } from '@server/db/client';
import type { EventScope } from '@server/platform/events/domain-events';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { activitiesOfProgramme } from './activity-lists.repository';

/**
 * The published (or closed) research activities that belong to a fusion programme, as the programme page links
 * them: training lists them beside its own links; their hours count to the programme through the ledger's
 * programme id (learning credits an activity with its `programme_id`).
 */
export async function programmeActivityLinks(
  db: Executor,
  tenantId: TenantId,
  programmeId: number,
): Promise<Array<{ title: string; url: string }>> {
  const rows = await activitiesOfProgramme(db, tenantId, programmeId);
  return rows.map((row) => ({ title: row.title, url: `/research/ActivityCover/${row.id}` }));
}

/** Answers training's `programmeLinksRequested`: adds the programme's activities to its page's links. */
export async function addProgrammeActivityLinks(
  { tx, tenantId }: EventScope,
  request: { programmeId: number; links: Array<{ title: string; url: string }> },
): Promise<void> {
  request.links.push(...(await programmeActivityLinks(tx, tenantId, request.programmeId)));
}
