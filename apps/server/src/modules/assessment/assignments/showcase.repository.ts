import { aliasedTable, and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import {
  assessmentAssignments as a,
  assessmentSubmissionRounds as r,
  assessmentSubmissions as s,
} from '@server/db/schema/assessment-assignments';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TenantId } from '@server/platform/tenant/tenant-id';

const school = aliasedTable(orgUnits, 'school');

/** The submissions marked excellent among a programme's published assignments, at their counted round, newest mark first. */
export async function excellentOfProgramme(db: Executor, tenantId: TenantId, programmeId: number) {
  const rows = await db
    .select({
      submissionId: s.id,
      assignmentId: a.id,
      assignmentTitle: a.title,
      authorName: users.name,
      schoolName: school.name,
      text: r.text,
      fileIds: r.fileIds,
      score: s.countedScore,
      markedAt: s.excellentAt,
    })
    .from(s)
    .innerJoin(a, and(eq(a.tenantId, s.tenantId), eq(a.id, s.assignmentId)))
    .innerJoin(users, and(eq(users.tenantId, s.tenantId), eq(users.id, s.userId)))
    .leftJoin(school, and(eq(school.tenantId, users.tenantId), eq(school.id, users.orgUnitId)))
    .innerJoin(r, and(eq(r.tenantId, s.tenantId), eq(r.submissionId, s.id), eq(r.round, s.countedRound)))
    .where(and(eq(s.tenantId, tenantId), eq(a.programmeId, programmeId), eq(a.status, 'published'), isNotNull(s.excellentAt)))
    .orderBy(desc(s.excellentAt), desc(s.id))
    .limit(200);
  return rows.map((row) => ({ ...row, score: row.score ?? 0, markedAt: row.markedAt! }));
}
