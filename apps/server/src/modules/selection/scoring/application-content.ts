import type { FilledIndicator } from '@yanxiu/contract/selection';
import type { ScoredIndicator } from '@yanxiu/contract/selection-scoring';
import type { Db } from '@server/db/client';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { readApplicationSections, readProjectSections } from '@server/modules/selection/selection.public';

/** An application's sections with each indicator, the applicant's value and self score, as the scoring side shows them. */
export type ApplicationContent = {
  sections: Array<{ title: string; indicators: ScoredIndicator[] }>;
  maxTotal: number;
  indicators: FilledIndicator[];
};

/** An indicator as experts read it: the picked options by their labels, files and records as the applications part resolved them. */
function scoredView(indicator: FilledIndicator): ScoredIndicator {
  const { value } = indicator;
  return {
    itemId: indicator.id,
    title: indicator.title,
    kind: indicator.kind,
    maxScore: indicator.maxScore,
    guide: indicator.guide,
    value: value && {
      text: value.text,
      number: value.number,
      options: value.optionKeys.map((key) => indicator.options.find((option) => option.key === key)?.label ?? key),
      files: value.files,
      records: value.records,
    },
    selfScore: indicator.selfScore,
  };
}

/**
 * The project's item tree with the application's values, read through the applications part's one reader (so what
 * an expert sees cannot drift from what the applicant and the reviewers see). Application id 0 reads the tree alone.
 */
export async function loadApplicationContent(
  db: Db,
  tenantId: TenantId,
  projectId: number,
  applicationId: number,
): Promise<ApplicationContent> {
  const sections =
    (applicationId > 0 ? await readApplicationSections(db, tenantId, applicationId) : undefined) ??
    (await readProjectSections(db, tenantId, projectId));
  const indicators = sections.flatMap((section) => section.indicators);
  const maxTotal = indicators.reduce((sum, item) => sum + Math.round(item.maxScore * 10), 0) / 10;
  return {
    sections: sections.map((section) => ({ title: section.title, indicators: section.indicators.map(scoredView) })),
    maxTotal,
    indicators,
  };
}

/** The indicators an expert scores: those with a maximum above 0. */
export const scoredIndicators = (content: ApplicationContent) => content.indicators.filter((item) => item.maxScore > 0);
