import type { ServiceDeps } from '@server/platform/deps';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '@server/db/client';
import { runInTransaction } from '@server/platform/context/transaction';
import type { StoredBlob } from '@server/platform/storage/blob-store';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import { buildPdf } from '@server/platform/pdf/sample-pdf';
import { seedBackboneDemo } from '@server/modules/profile/backbone/backbone-demo';
import { DEMO_PROFILE_RECORDS } from './profile-demo-records';
import { findUserIds, hasProfileRecords, insertDemoRecords, insertEvidenceFile } from './profile-demo.repository';

// Demo growth files, so the profile pages, the read-only views and the staff queue look lived in. The first
// school's records were decided by its administrator; the others' by the district (the middle and high schools have
// no school administrator among the demo accounts). Runs on the demo tenant only.

/** Who decided a demo teacher's records: their school admin where there is one, else the district admin. */
const DECIDER: Record<string, string> = { teacher: 'school_admin', school_admin: 'district_admin' };

/** Seeds the demo tenant's profile records once; answers how many it wrote. */
export async function seedProfileDemo(db: Db, deps: ServiceDeps, tenantId: TenantId, now = new Date()): Promise<number> {
  const { storage } = deps;
  if (await hasProfileRecords(db, tenantId)) return 0;
  const people = await findUserIds(db, tenantId, [...Object.keys(DEMO_PROFILE_RECORDS), 'school_admin', 'district_admin']);
  // Each evidence file gets its own bytes, so deleting one (once no record names it) never takes another's.
  const blobs: Array<{ username: string; index: number; name: string; blob: StoredBlob }> = [];
  for (const [username, records] of Object.entries(DEMO_PROFILE_RECORDS)) {
    for (const [index, record] of records.entries()) {
      if (!record.evidence) continue;
      const pdf = buildPdf(
        [
          [
            { font: 'zh', size: 18, text: record.evidence },
            { font: 'zh', size: 12, text: record.title },
          ],
        ],
        'Evidence',
      );
      const blob = await storage.put(Readable.from([pdf]), { maxBytes: pdf.length, key: `t${tenantId}/seed/profile-${username}-${index}` });
      blobs.push({ username, index, name: `${record.evidence}.pdf`, blob });
    }
  }
  const written = await runInTransaction(db, async (tx) => {
    const evidence = new Map<string, string>();
    for (const { username, index, name, blob } of blobs) {
      const ownerUserId = people.get(username);
      if (ownerUserId === undefined) continue;
      const id = randomUUID();
      await insertEvidenceFile(tx, tenantId, {
        id,
        ownerUserId,
        originalName: name,
        contentType: 'application/pdf',
        size: blob.size,
        sha256: blob.sha256,
        storageKey: blob.key,
      });
      evidence.set(`${username}-${index}`, id);
    }
    const rows = Object.entries(DEMO_PROFILE_RECORDS).flatMap(([username, records]) => {
      const userId = people.get(username);
      if (userId === undefined) return [];
      const deciderId = people.get(DECIDER[username] ?? 'district_admin') ?? null;
      return records.map((record, index) => {
        const decided = record.state !== 'unverified';
        const fileId = evidence.get(`${username}-${index}`);
        return {
          tenantId,
          userId,
          kind: record.kind,
          title: record.title,
          occurredOn: record.date,
          level: record.level === null ? null : Number(record.level),
          fields: record.fields,
          evidenceFileIds: fileId ? [fileId] : [],
          state: record.state,
          reason: record.reason ?? null,
          decidedBy: decided ? deciderId : null,
          decidedAt: decided ? now : null,
          version: decided ? 2 : 1,
          createdAt: now,
          updatedAt: now,
        };
      });
    });
    return insertDemoRecords(tx, rows);
  });
  // One backbone application waiting for the school's review, made of 王芳's verified records.
  const applicant = people.get('teacher');
  if (applicant !== undefined) await seedBackboneDemo(db, deps, tenantId, applicant);
  return written;
}
