import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '@server/platform/deps';
import { runInTransaction } from '@server/platform/context/transaction';
import { eventScopeFromDeps } from '@server/platform/events/domain-events';
import { queueWorker } from '@server/platform/module';
import type { PersonalDataSection, PersonalDataSubject } from '@server/platform/personal-data/personal-data';
import { asTenantId } from '@server/platform/tenant/tenant-id';
import { chinaWall } from '@server/platform/time/china-time';
import { notify } from '@server/modules/notifications/notifications.public';
import { personalDataOfAccount } from '@server/modules/teacher/teacher.public';
import { personalDataOfSignIns } from '@server/modules/auth/auth.public';
import { personalDataOfProfile } from '@server/modules/profile/profile.public';
import { personalDataOfLearning } from '@server/modules/learning/learning.public';
import { personalDataOfCertificates } from '@server/modules/certificates/certificates.public';
import { personalDataOfTraining } from '@server/modules/training/training.public';
import { personalDataOfAssessment } from '@server/modules/assessment/assessment.public';
import { personalDataOfSelection } from '@server/modules/selection/selection.public';
import { personalDataOfTopics } from '@server/modules/topic/topic.public';
import { personalDataOfDevelopment } from '@server/modules/development/development.public';
import { personalDataOfResearch } from '@server/modules/research/research.public';
import { personalDataOfDisk } from '@server/modules/disk/disk.public';
import { personalDataOfNotifications } from '@server/modules/notifications/notifications.public';
import { privacySettingsOf } from '../settings/settings.service';
import { prepareExportQueue, type PrepareExportJob } from './exports.queues';
import { personalDataArchive } from './export-archive';
import { claimExport, settleExportFailed, settleExportReady } from './exports.repository';

// Each domain reads what it holds about the person through its public surface; privacy only puts the parts in order
// and writes the archive. A domain that starts holding personal data adds its reader here (docs/privacy.md).
const READERS = [
  personalDataOfAccount,
  personalDataOfProfile,
  personalDataOfLearning,
  personalDataOfTraining,
  personalDataOfCertificates,
  personalDataOfAssessment,
  personalDataOfSelection,
  personalDataOfTopics,
  personalDataOfDevelopment,
  personalDataOfResearch,
  personalDataOfDisk,
  personalDataOfNotifications,
  personalDataOfSignIns,
] as const;

// Archives hold a teacher's disk files too, so they are bounded like the largest uploads rather than small.
const ARCHIVE_MAX_BYTES = 20 * 1024 ** 3;

/** Every section held about the person, in the index's order. */
export async function personalDataSections(subject: PersonalDataSubject): Promise<PersonalDataSection[]> {
  const sections: PersonalDataSection[] = [];
  for (const read of READERS) sections.push(...(await read(subject)));
  return sections;
}

async function prepareExport(deps: AppDeps, data: PrepareExportJob, log: FastifyBaseLogger): Promise<void> {
  const tenantId = asTenantId(data.tenantId);
  const claimed = await claimExport(deps.db, tenantId, data.exportId);
  // Settled by an earlier run of this job.
  if (!claimed) return;
  try {
    const subject = { db: deps.db, tenantId, userId: claimed.userId, origin: data.origin, storage: deps.storage };
    const sections = await personalDataSections(subject);
    const account = sections.find((section) => section.key === 'account')?.records[0];
    const archive = personalDataArchive(sections, { name: String(account?.name ?? '') }, data.locale, new Date());
    const stored = await deps.storage.put(archive, { maxBytes: ARCHIVE_MAX_BYTES, keyPrefix: `t${tenantId}` });
    // The district sets how long archives stay (privacy settings, 7 days unless changed).
    const { exportArchiveDays } = await privacySettingsOf(deps.db, tenantId);
    const expiresAt = new Date(Date.now() + exportArchiveDays * 86_400_000);
    const settled = await runInTransaction(deps.db, async (tx) => {
      if (!(await settleExportReady(tx, tenantId, claimed.id, { storageKey: stored.key, size: stored.size, expiresAt }))) return false;
      await notify(eventScopeFromDeps(deps, tx, tenantId), {
        audience: { kind: 'users', userIds: [claimed.userId] },
        kind: 'privacy.exportReady',
        params: { expiresAt: chinaWall(expiresAt) },
        link: '/my/data',
        objectRef: `privacyExport:${claimed.id}`,
      });
      return true;
    });
    if (!settled) await deps.storage.delete(stored.key);
  } catch (error) {
    // The error's class only in the log: a driver's message can name hosts, and the person's data stays out.
    log.warn({ exportId: claimed.id, errorType: error instanceof Error ? error.name : typeof error }, 'a personal-data export failed');
    await settleExportFailed(deps.db, tenantId, claimed.id);
  }
}

/** The worker preparing archives, one job per export; a failure marks the export failed so its teacher may ask again. */
export const prepareExportWorker = queueWorker(prepareExportQueue, (deps, data, log) => prepareExport(deps, data, log));
