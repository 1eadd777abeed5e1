import type { ShareTopicBody, TopicShareState, TopicSharePage, UnshareTopicBody } from '@yanxiu/contract/topic-share';
import type { TopicAppraisalValue, TopicLevelValue, TopicPhaseValue } from '@yanxiu/contract/topic-enums';
import { requireAccess } from '@server/platform/access/access';
import { recordAudit } from '@server/platform/audit/audit.repository';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { serveStoredFile, type DownloadConditions, type FileResponse } from '@server/modules/files/files.public';
import { topicAccess } from '@server/modules/topic/topic.access';
import {
  clearShare,
  findSharedFile,
  findSharedTopic,
  lockShareTarget,
  publicFileIds,
  setPublicFiles,
  topicFileIds,
  writeShare,
  type ShareTarget,
} from './share.repository';

const notListed = (index: number) =>
  new AppError('UNPROCESSABLE', { issues: [{ path: `body.publicFileIds.${index}`, message: 'not a file of this topic' }] });

/** The topic the host changes the sharing of: 404 unknown in the tenant, 403 for anyone but its host. */
async function hostsTarget(ctx: RequestContext, db: Parameters<typeof lockShareTarget>[0], applyId: number): Promise<ShareTarget> {
  const target = await lockShareTarget(db, ctx.tenantId, applyId);
  if (!target) throw new AppError('NOT_FOUND');
  requireAccess(ctx.actor, topicAccess.hostTopic, target);
  return target;
}

// The public share page of a topic: the host shares it (an approved or concluded topic) with an abstract and the
// files they mark public, changes that or stops; anyone reads a shared topic and downloads its public files.

/** What anyone may read of a shared topic; null when unknown in the tenant or not shared. */
export async function sharedTopicPage(ctx: TenantContext, applyId: number): Promise<TopicSharePage | null> {
  const topic = await findSharedTopic(ctx.db, ctx.tenantId, applyId);
  if (!topic?.sharedAt || !topic.topicNo) return null;
  const seen = new Set<string>();
  const files = topic.files.filter((file) => !seen.has(file.id) && Boolean(seen.add(file.id)));
  return {
    applyId: String(topic.id),
    title: topic.title,
    topicNo: topic.topicNo,
    level: topic.level as TopicLevelValue,
    callTitle: topic.callTitle,
    phase: topic.phase as TopicPhaseValue,
    periodStartsOn: topic.periodStartsOn,
    periodEndsOn: topic.periodEndsOn,
    host: { name: topic.hostName, orgName: topic.hostOrgName },
    abstract: topic.shareAbstract,
    results: topic.phase === 'concluded' ? (topic.results ?? '') : '',
    appraisal: topic.appraisal as TopicAppraisalValue | null,
    files,
    sharedAt: topic.sharedAt.toISOString(),
  };
}

/** Shares the topic, or changes what its page shows: one transaction, audited. */
export async function shareTopic(ctx: RequestContext, body: ShareTopicBody): Promise<TopicShareState> {
  return ctx.transaction(async (tx) => {
    const target = await hostsTarget(ctx, tx, body.applyId);
    if (target.phase === 'application') throw new AppError('TOPIC_NOT_SHAREABLE');
    const own = new Set(await topicFileIds(tx, ctx.tenantId, body.applyId));
    const stranger = body.publicFileIds.findIndex((id) => !own.has(id));
    if (stranger >= 0) throw notListed(stranger);
    const before = {
      sharedAt: target.sharedAt?.toISOString() ?? null,
      shareAbstract: target.shareAbstract,
      publicFileIds: await publicFileIds(tx, ctx.tenantId, body.applyId),
    };
    const shared = await writeShare(tx, ctx.tenantId, body.applyId, body.abstract);
    // The row is locked above, so its phase cannot have moved back meanwhile; kept as the write's own guard.
    if (!shared) throw new AppError('TOPIC_NOT_SHAREABLE');
    await setPublicFiles(tx, ctx.tenantId, body.applyId, body.publicFileIds);
    const after = { sharedAt: shared.sharedAt.toISOString(), shareAbstract: shared.shareAbstract, publicFileIds: [...body.publicFileIds] };
    await recordAudit(tx, ctx, { action: 'topic.shared', entityType: 'topic_application', entityId: String(body.applyId), before, after });
    return { applyId: String(body.applyId), ...after };
  });
}

/** Stops sharing: the page and its files answer 404 again. */
export async function unshareTopic(ctx: RequestContext, body: UnshareTopicBody): Promise<TopicShareState> {
  return ctx.transaction(async (tx) => {
    const target = await hostsTarget(ctx, tx, body.applyId);
    const files = await publicFileIds(tx, ctx.tenantId, body.applyId);
    if (target.sharedAt) {
      await clearShare(tx, ctx.tenantId, body.applyId);
      await recordAudit(tx, ctx, {
        action: 'topic.unshared',
        entityType: 'topic_application',
        entityId: String(body.applyId),
        before: { sharedAt: target.sharedAt.toISOString() },
        after: { sharedAt: null },
      });
    }
    return { applyId: String(body.applyId), sharedAt: null, shareAbstract: target.shareAbstract, publicFileIds: files };
  });
}

/** A public file of a shared topic, without a session; 404 for anything else. */
export async function downloadSharedTopicFile(
  ctx: TenantContext,
  applyId: number,
  fileId: string,
  conditions: DownloadConditions,
): Promise<FileResponse> {
  const file = await findSharedFile(ctx.db, ctx.tenantId, applyId, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  // Sharing can stop at any time: a cache may keep the bytes briefly, never past a revalidation.
  return serveStoredFile(ctx.storage, file, conditions, { disposition: 'attachment', cacheControl: 'public, no-cache' });
}
