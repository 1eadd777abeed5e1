import type { ItemSection, ProjectFields, ProjectGroup } from '@yanxiu/contract/selection';
import type { Executor } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findProject, listGroups, listItems } from './project.repository';
import { groupView, projectFields, sectionTree } from './project-view';

/** A project with its groups and items, and the path of the unit running it (for access checks by the caller). */
export type SelectionProject = ProjectFields & { ownerOrgPath: string; groups: ProjectGroup[]; sections: ItemSection[] };

/** A project with its groups and items (scoring reads the indicators' maximum scores and the aggregation); undefined when unknown. */
export async function readProject(db: Executor, tenantId: TenantId, prjId: number): Promise<SelectionProject | undefined> {
  const found = await findProject(db, tenantId, prjId);
  if (!found) return undefined;
  const [groups, items] = await Promise.all([listGroups(db, tenantId, [prjId]), listItems(db, tenantId, prjId)]);
  return { ...projectFields(found), ownerOrgPath: found.ownerOrgPath, groups: groups.map(groupView), sections: sectionTree(items) };
}
