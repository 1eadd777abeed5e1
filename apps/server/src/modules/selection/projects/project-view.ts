import type { ChoiceOption, Eligibility, Indicator, ItemSection, ProjectFields, ProjectGroup } from '@yanxiu/contract/selection';
import { isCallOpen } from '@server/platform/call/call-rules';
import type { GroupRow, ItemRow, ProjectWithOwner } from './project.repository';

// Stored rows in the contract's shapes, shared by the staff and teacher sides (and scoring, through the public surface).

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The fields of a project every reader sees. */
export function projectFields({ project, ownerOrgName }: ProjectWithOwner): ProjectFields {
  return {
    prjId: project.id,
    title: project.title,
    description: project.description,
    category: project.category as ProjectFields['category'],
    kind: project.kind as ProjectFields['kind'],
    level: project.level as ProjectFields['level'],
    applyScope: project.applyScope as ProjectFields['applyScope'],
    selfReview: project.selfReview as ProjectFields['selfReview'],
    scoreAggregation: project.scoreAggregation as ProjectFields['scoreAggregation'],
    state: project.state as ProjectFields['state'],
    startsAt: project.startsAt.toISOString(),
    endsAt: project.endsAt.toISOString(),
    eligibility: project.eligibility as Eligibility,
    schoolQuota: project.schoolQuota,
    ownerOrgId: String(project.ownerOrgId),
    ownerOrgName,
  };
}

export function groupView(row: GroupRow): ProjectGroup {
  return { id: row.id, name: row.name, sectionCode: row.sectionCode, subjectCode: row.subjectCode, quota: row.quota };
}

export function indicatorView(row: ItemRow): Indicator {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as Indicator['kind'],
    maxScore: Number(row.maxScore),
    guide: row.guide,
    options: row.options as ChoiceOption[],
    multiple: row.multiple,
    required: row.required,
  };
}

/** The item rows (sections first, then indicators, each in order) as the section tree. */
export function sectionTree(rows: readonly ItemRow[]): ItemSection[] {
  const sections = rows
    .filter((row) => row.parentId === null)
    .map((row) => ({ id: row.id, title: row.title, indicators: [] as Indicator[] }));
  const byId = new Map(sections.map((section) => [section.id, section]));
  for (const row of rows) if (row.parentId !== null) byId.get(row.parentId)?.indicators.push(indicatorView(row));
  return sections;
}

/** Whether a project takes applications at an instant: published and within its window. */
export const isOpen = isCallOpen;
