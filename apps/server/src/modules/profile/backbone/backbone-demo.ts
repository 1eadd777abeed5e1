import type { ServiceDeps } from '@server/platform/deps';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import type { ProfileKind } from '@yanxiu/contract/profile';
import type { Db } from '@server/db/client';
import { runInTransaction } from '@server/platform/context/transaction';
import { openReview } from '@server/platform/review/review-engine';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { BACKBONE_SUBJECT, BACKBONE_WORKFLOW } from '@server/modules/profile/backbone-workflow';
import { listVerifiedRecords } from '@server/modules/profile/records/verified-records';
import { findRecords, insertApplication, setReviewInstance } from './backbone.repository';

/** The kinds the demo application offers, one record each: an honour, a lesson award and a published paper. */
const OFFERED: ProfileKind[] = ['honor', 'good-lesson', 'public-thesis'];
const STATEMENT =
  '本人从事小学数学教学十年，坚持以数学实验促进学生空间观念的发展，近三年获区级优秀教师称号、区优质课一等奖，并在市级刊物发表论文。特申请认定为区级骨干教师，今后将带领青年教师开展课例研究。';

/**
 * The demo's backbone application: 王芳 (teacher, not yet a backbone teacher) applies with three of her verified
 * records; it waits at the school step, in 陈静's (school_admin) to-do list. Once per tenant (with the records).
 */
export async function seedBackboneDemo(db: Db, deps: ServiceDeps, tenantId: TenantId, userId: number): Promise<void> {
  const [person, verified] = await Promise.all([findPerson(db, tenantId, userId), listVerifiedRecords(db, tenantId, userId, OFFERED)]);
  // The newest verified record of each kind.
  const ids = OFFERED.flatMap((kind) => verified.find((record) => record.kind === kind)?.id ?? []);
  if (!person || ids.length === 0) return;
  await runInTransaction(db, async (tx) => {
    const found = new Map((await findRecords(tx, tenantId, ids)).map((row) => [row.id, row]));
    const records = ids
      .map((id) => found.get(id)!)
      .map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        date: row.occurredOn,
        level: row.level === null ? null : String(row.level),
        fields: row.fields,
      }));
    const application = await insertApplication(tx, tenantId, { userId, statement: STATEMENT, recordIds: ids });
    const review = await openReview(eventScopeFromDeps(deps, tx, tenantId), BACKBONE_WORKFLOW, {
      subjectType: BACKBONE_SUBJECT,
      subjectId: String(application.id),
      applicant: { userId, orgPath: person.orgPath },
      snapshot: { statement: STATEMENT, records },
      submit: true,
    });
    await setReviewInstance(tx, tenantId, application.id, review.id);
  });
}
