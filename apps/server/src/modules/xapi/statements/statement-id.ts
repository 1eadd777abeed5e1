import { createHash } from 'node:crypto';
import type { TenantId } from '@server/platform/tenant/tenant-id';

/** The namespace of our statement ids (a random UUID drawn once for this purpose; changing it would re-send every fact). */
const STATEMENT_NAMESPACE = '41f3a4e2-cdb3-4536-a4b8-48313b5a9e02';

/**
 * A name-based UUID (RFC 9562 version 5, SHA-1) of one fact of one tenant: the same fact always has the same
 * statement id, so a repeated delivery is the same statement at the LRS, never a second one.
 */
export function statementIdOf(tenantId: TenantId, factKey: string): string {
  return uuidV5(STATEMENT_NAMESPACE, `${tenantId}:${factKey}`);
}

/** RFC 9562's name-based UUID, version 5: SHA-1 of the namespace's bytes and the name's UTF-8. */
export function uuidV5(namespaceUuid: string, name: string): string {
  const namespace = Buffer.from(namespaceUuid.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
