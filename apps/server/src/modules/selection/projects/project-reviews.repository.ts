import { and, eq, sql, type SQL } from 'drizzle-orm';
import { reviewInstances } from '@server/db/schema/review';
import { selectionApplications } from '@server/db/schema/selection';
import { SELECTION_SUBJECT } from '@server/modules/selection/selection-workflow';

/** The review-engine condition "the reviews of this project's applications". */
export function projectReviewsWhere(projectId: number): SQL {
  return and(
    eq(reviewInstances.subjectType, SELECTION_SUBJECT),
    sql`exists (select 1 from ${selectionApplications} a where a.tenant_id = ${reviewInstances.tenantId}
      and a.review_instance_id = ${reviewInstances.id} and a.project_id = ${projectId})`,
  )!;
}
