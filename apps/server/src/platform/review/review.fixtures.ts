import type { RoleCode } from '@yanxiu/contract/roles';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '@server/db/schema/identity';
import { orgUnits } from '@server/db/schema/org';
import type { TestApp } from '@server-test/support/test-app';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { asTenantId, type TenantId } from '@server/platform/tenant/tenant-id';
import type { WorkflowDefinition } from './review-definition';
import { actOnReview, openReview, type ReviewActor } from './review-engine';

// What the engine's tests share: a workflow of their own, the demo accounts as review actors, and opening and
// acting on reviews each in a transaction of its own, as a domain service does in its.

/** School, then district, then an optional expert panel: the shape of the domains' workflows. */
export const TEST_WORKFLOW: WorkflowDefinition = {
  code: 'test-workflow',
  steps: [
    { code: 'school', role: 'school_admin', scope: 'org', label: { 'zh-CN': '学校审核', 'en-US': 'School review' } },
    { code: 'district', role: 'district_admin', scope: 'org', label: { 'zh-CN': '区县审核', 'en-US': 'District review' } },
    { code: 'expert', role: 'expert', scope: 'tenant', optional: true, label: { 'zh-CN': '专家评审', 'en-US': 'Expert panel' } },
  ],
};

const DEMO_REVIEW_ACCOUNTS = ['teacher', 'backbone', 'school_admin', 'district_admin', 'expert'] as const;
export type DemoReviewAccount = (typeof DEMO_REVIEW_ACCOUNTS)[number];

/** The demo tenant's accounts as review actors (with their names), and the calls a domain makes of the engine. */
export async function reviewFixtures(t: TestApp, workflow: WorkflowDefinition = TEST_WORKFLOW) {
  const rows = await t.deps.db
    .select({
      username: users.username,
      name: users.name,
      userId: users.id,
      roles: users.roles,
      orgPath: orgUnits.path,
      tenantId: users.tenantId,
    })
    .from(users)
    .innerJoin(orgUnits, and(eq(orgUnits.tenantId, users.tenantId), eq(orgUnits.id, users.orgUnitId)))
    .where(sql`${users.tenantId} = (select id from tenants where slug = 'demo')`);
  const account = (username: DemoReviewAccount) => rows.find((row) => row.username === username)!;
  const tenantId: TenantId = asTenantId(account('teacher').tenantId);
  const actors = {} as Record<DemoReviewAccount, ReviewActor>;
  const names = {} as Record<DemoReviewAccount, string>;
  for (const username of DEMO_REVIEW_ACCOUNTS) {
    const { userId, roles, orgPath, name } = account(username);
    actors[username] = { userId, roles: roles as RoleCode[], orgPath };
    names[username] = name;
  }

  /** Acts on a review in a transaction of its own. */
  const act = (...args: Parameters<typeof actOnReview> extends [unknown, ...infer Rest] ? Rest : never) =>
    t.deps.db.transaction((tx) => actOnReview(eventScopeFromDeps(t.deps, tx, tenantId), ...args));

  let subject = 0;
  /** Opens a review of a new subject for the applicant, submitted unless told otherwise. */
  const openFor = (applicant: ReviewActor, submit = true) => {
    subject += 1;
    return t.deps.db.transaction((tx) =>
      openReview(eventScopeFromDeps(t.deps, tx, tenantId), workflow, {
        subjectType: 'test',
        subjectId: String(subject),
        applicant: { userId: applicant.userId, orgPath: applicant.orgPath },
        snapshot: { version: 1 },
        submit,
      }),
    );
  };

  return { tenantId, actors, names, act, openFor };
}
