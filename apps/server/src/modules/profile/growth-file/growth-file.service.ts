import { createHash, randomInt } from 'node:crypto';
import { Level } from '@yanxiu/contract/enums';
import { choicesOf, PROFILE_FIELD_LABELS, PROFILE_KINDS, type ProfileFieldName, type ProfileKind } from '@yanxiu/contract/profile';
import { VerificationState } from '@yanxiu/contract/profile-enums';
import { GROWTH_FILE_SECTIONS, type GrowthFileVerification } from '@yanxiu/contract/profile-growth-file';
import type { z } from 'zod';
import { requireAccess } from '@server/platform/access/access';
import type { RequestContext, TenantContext } from '@server/platform/context/request-context';
import { AppError } from '@server/platform/http/app-error';
import { chinaDay } from '@server/platform/time/china-time';
import { findPerson } from '@server/modules/teacher/teacher.public';
import { profileAccess } from '@server/modules/profile/profile.access';
import type { GrowthFileSheet, SheetRecord } from './growth-file-pdf';
import { findGrowthFile, findRecordVersions, listRecordsForFile, saveGrowthFile } from './growth-file.repository';

/** What a file keeps of each record it printed, to tell later whether the record still stands as printed. */
type PrintedRecord = {
  id: number;
  version: number;
  kind: ProfileKind;
  title: string;
  date: string;
  level: string | null;
  state: 'verified' | 'unverified';
};

/** Printed states: a rejected record is left out of the file. */
const PRINTED_STATES = ['verified', 'unverified'] as const;
const FILE_KINDS = GROWTH_FILE_SECTIONS.flatMap((section) => section.kinds);
/** Long free text (a reflection, an outcome) is cut in print: the file lists, the pages show everything. */
const TEXT_MAX = 80;
/** Crockford's base32 without I, L, O and U, as the certificates' codes. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newCode(): string {
  let code = '';
  for (let index = 0; index < 12; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A field's value as printed, in Chinese: a choice by its label, a list joined with 、, long text cut. */
function printed(schema: z.ZodType, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const choices = choicesOf(schema);
  const one = (item: unknown) => (choices ? (choices.labels[String(item)]?.['zh-CN'] ?? String(item)) : String(item));
  if (Array.isArray(value)) return value.map(one).join('、');
  if (typeof value === 'boolean') return value ? '是' : '否';
  const text = one(value);
  return text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text;
}

/** The printed details of a record: its date, level and every field of its kind that has a value. */
function detailsOf(
  kind: ProfileKind,
  record: { occurredOn: string; level: number | null; fields: Record<string, unknown> },
): Array<[string, string]> {
  const fields = PROFILE_KINDS[kind].fields as Record<string, z.ZodType>;
  const details: Array<[string, string]> = [['日期', record.occurredOn]];
  if (record.level !== null) details.push(['级别', Level.labels[String(record.level) as keyof typeof Level.labels]['zh-CN']]);
  for (const [name, schema] of Object.entries(fields)) {
    const value = printed(schema, record.fields[name]);
    if (value !== undefined) details.push([PROFILE_FIELD_LABELS[name as ProfileFieldName]['zh-CN'], value]);
  }
  return details;
}

/** The web app's public verification address of a growth file, on the origin the request came to. */
export const growthFileVerifyUrl = (origin: string, code: string) => `${origin}/pc/verify/growthFile/${encodeURIComponent(code)}`;

// A teacher's growth file as one PDF (for the teacher and staff over them) and its public verification.

/**
 * The sheet of a teacher's growth file: the caller's own, or (staff) a teacher's under them (403 otherwise, also
 * for an unknown id). The file is recorded with a code; downloading an unchanged file again answers the same code.
 */
export async function growthFileSheet(ctx: RequestContext, userIdText: string | undefined, origin: string): Promise<GrowthFileSheet> {
  const userId = userIdText === undefined ? ctx.actor.userId : Number(userIdText);
  const person = await findPerson(ctx.db, ctx.tenantId, userId);
  if (userId !== ctx.actor.userId) {
    if (!person) throw new AppError('FORBIDDEN');
    requireAccess(ctx.actor, profileAccess.readRecordsOf, person);
  }
  if (!person) throw new AppError('NOT_FOUND');
  const rows = await listRecordsForFile(ctx.db, ctx.tenantId, userId, FILE_KINDS, PRINTED_STATES);
  const records: PrintedRecord[] = rows.map((row) => ({
    id: row.id,
    version: row.version,
    kind: row.kind as ProfileKind,
    title: row.title,
    date: row.occurredOn,
    level: row.level === null ? null : String(row.level),
    state: row.state as PrintedRecord['state'],
  }));
  const digest = createHash('sha256')
    .update(
      JSON.stringify({
        name: person.name,
        org: person.orgName,
        records: records.map((record) => [record.id, record.version, record.state]),
      }),
    )
    .digest('hex');
  const file = await saveGrowthFile(ctx.db, ctx.tenantId, { code: newCode(), userId, generatedBy: ctx.actor.userId, digest, records });

  const byKind = new Map<string, SheetRecord[]>();
  for (const row of rows) {
    const list = byKind.get(row.kind) ?? [];
    list.push({
      title: row.title,
      stateLabel: VerificationState.labels[row.state as 'verified']['zh-CN'],
      verified: row.state === 'verified',
      details: detailsOf(row.kind as ProfileKind, row),
    });
    byKind.set(row.kind, list);
  }
  return {
    code: file.code,
    verifyUrl: growthFileVerifyUrl(origin, file.code),
    teacherName: person.name,
    orgName: person.orgName,
    generatedOn: chinaDay(file.generatedAt),
    verifiedCount: records.filter((record) => record.state === 'verified').length,
    unverifiedCount: records.filter((record) => record.state === 'unverified').length,
    sections: GROWTH_FILE_SECTIONS.map((section) => ({
      label: section.label['zh-CN'],
      kinds: section.kinds.map((kind) => ({ label: PROFILE_KINDS[kind].label['zh-CN'], records: byKind.get(kind) ?? [] })),
    })),
  };
}

/** What anyone holding the paper may check: who, when, and whether each printed record still stands (404 unknown). */
export async function verifyGrowthFile(ctx: TenantContext, code: string): Promise<GrowthFileVerification> {
  const file = await findGrowthFile(ctx.db, ctx.tenantId, code.trim().toUpperCase());
  if (!file) throw new AppError('NOT_FOUND');
  const printedRecords = file.records as PrintedRecord[];
  const [person, now] = await Promise.all([
    findPerson(ctx.db, ctx.tenantId, file.userId),
    findRecordVersions(
      ctx.db,
      ctx.tenantId,
      file.userId,
      printedRecords.map((record) => record.id),
    ),
  ]);
  const current = new Map(now.map((row) => [row.id, row]));
  return {
    code: file.code,
    teacherName: person?.name ?? '',
    orgName: person?.orgName ?? '',
    generatedAt: file.generatedAt.toISOString(),
    records: printedRecords.map((record) => {
      const row = current.get(record.id);
      const state = !row ? 'deleted' : row.version === record.version && row.state === record.state ? 'same' : 'changed';
      return {
        kind: record.kind,
        title: record.title,
        date: record.date,
        level: record.level as GrowthFileVerification['records'][number]['level'],
        state: record.state,
        now: state,
      };
    }),
  };
}
