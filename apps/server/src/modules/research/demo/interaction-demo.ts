import type { ServiceDeps } from '@server/platform/deps';
import type { Db } from '@server/db/client';
import type { StoredIndicator } from '@server/db/schema/research-interaction';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { recordActivityFact } from '@server/modules/research/completion/activity-completion';
import { findDistrictAdmin, findQuietDiscussions, findTemplateIds, insertDemoPost, insertTemplate } from './interaction-demo.repository';

// Demo material of the research interaction parts: the district's observation form templates, and a short
// exchange in the discussion of each published demo activity that has one (only where nobody has posted yet).

const indicator = (key: string, title: string, maxScore: number, hint = ''): StoredIndicator => ({ key, title, hint, maxScore });

/** The demo templates, by title. */
export const DEMO_FORM_TEMPLATES: ReadonlyArray<{ title: string; indicators: StoredIndicator[] }> = [
  {
    title: '课堂教学观察量表',
    indicators: [
      indicator('goal', '教学目标', 15, '目标清晰、可检测，符合课程标准与学情'),
      indicator('content', '教学内容', 20, '重点突出、难点突破，容量适当'),
      indicator('method', '教学方法', 20, '方法得当，信息技术运用合理'),
      indicator('talk', '师生互动', 25, '提问有层次，学生参与面广、思维活跃'),
      indicator('effect', '教学效果', 20, '目标达成度高，学生有收获'),
    ],
  },
  {
    title: '说课评价表',
    indicators: [indicator('design', '教学设计', 40), indicator('theory', '理论依据', 30), indicator('speech', '表达与仪态', 30)],
  },
];

const THREAD = [
  '这节课的导入很自然，学生很快进入了情境。',
  '同意，小组讨论环节还可以再给学生一点时间。',
  '下次集体备课我们可以专门研究一下提问的梯度。',
];

/** Seeds the district's form templates (before the demo activities, whose observation stages name them); idempotent. */
export async function seedFormTemplatesDemo(db: Db, tenantId: TenantId): Promise<number[]> {
  return db.transaction(async (tx) => {
    const admin = await findDistrictAdmin(tx, tenantId);
    if (!admin) return [];
    const existing = await findTemplateIds(tx, tenantId);
    const ids: number[] = [];
    for (const template of DEMO_FORM_TEMPLATES) {
      ids.push(
        existing.get(template.title) ??
          (await insertTemplate(tx, tenantId, { ...template, ownerUnitId: admin.orgUnitId, createdBy: admin.id })),
      );
    }
    return ids;
  });
}

/**
 * Starts the discussion of each published demo activity nobody has posted in yet (after the demo activities):
 * a thread and two replies by its participants, each counted towards the completion rule as a real post is.
 */
export async function seedDiscussionDemo(db: Db, deps: ServiceDeps, tenantId: TenantId, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    let posts = 0;
    for (const [stageId, { activityId, userIds }] of await findQuietDiscussions(tx, tenantId)) {
      let threadId: number | null = null;
      for (const [index, body] of THREAD.entries()) {
        const authorUserId = userIds[index % userIds.length]!;
        const id = await insertDemoPost(tx, tenantId, { activityId, stageId, parentId: threadId, authorUserId, body });
        await recordActivityFact(eventScopeFromDeps(deps, tx, tenantId), { activityId, userId: authorUserId, fact: 'posted', at: now });
        threadId ??= id;
        posts += 1;
      }
    }
    return posts;
  });
}
