import type { Readable } from 'node:stream';
import type { Executor } from '@server/db/client';
import type { BlobStore } from '@server/platform/storage/blob-store';
import type { TenantId } from '@server/platform/tenant/tenant-id';

// What a domain holds about one person, as the personal-data export (modules/privacy/exports) writes it: each domain
// offers a `personalDataOf…` read on its public surface answering sections of this shape, and privacy only assembles
// them into the archive. The type lives here so a domain offers its part without importing privacy.

/** One row as the archive writes it (JSON); dates become ISO times. */
export type PersonalDataRecord = Record<string, unknown>;

/** A file of the person's (a certificate's PDF, a disk resource's bytes), written beside the section's JSON. */
export type PersonalDataFile = {
  /** Its name inside the section's folder; made unique and safe by the archive writer. */
  name: string;
  /** Opens the bytes when the archive writes them, so only one file is held at a time. */
  open(): Promise<Readable | Buffer>;
};

/** One part of the archive: a folder named by `key` holding `records.json`, a readable table and the files. */
export type PersonalDataSection = {
  /** Folder name and catalogue key, kebab-case: `profile-records`. */
  key: string;
  records: PersonalDataRecord[];
  files?: PersonalDataFile[];
};

/** Who the data is about, and where the reader reads it. */
export type PersonalDataSubject = {
  db: Executor;
  tenantId: TenantId;
  userId: number;
  /** The origin the person asked from, for addresses printed on their documents (a certificate's QR code). */
  origin: string;
  /** Where the person's files' bytes are read from. */
  storage: BlobStore;
};

/** A domain's reader of what it holds about a person. */
export type PersonalDataReader = (subject: PersonalDataSubject) => Promise<PersonalDataSection[]>;

/** A row without the columns that must never leave the server (hashes, storage keys, internal counters). */
export function withoutColumns<T extends Record<string, unknown>>(row: T, columns: readonly string[]): PersonalDataRecord {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !columns.includes(name)));
}
