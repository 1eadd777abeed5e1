import type { Config } from '@server/config';
import { createSecretBox, type SecretBox } from '@server/modules/auth/auth.public';
import type { TenantId } from '@server/platform/tenant/tenant-id';
import type { LrsAddress } from './lrs-client';
import type { XapiSettingsRow } from '@server/modules/xapi/xapi.repository';

// The LRS secret is sealed as the portal's client secret is (auth's secret box), bound to the tenant and the setting.

/**
 * One box per settings key, kept for the process: a box is a pure function of its key (no state between calls), so
 * test apps with different keys each get their own and sharing one is safe.
 */
const boxes = new Map<string, SecretBox>();

export function xapiSecretBoxOf(config: Pick<Config, 'SETTINGS_ENCRYPTION_KEY'>): SecretBox {
  const key = config.SETTINGS_ENCRYPTION_KEY;
  let box = boxes.get(key);
  if (!box) boxes.set(key, (box = createSecretBox(key)));
  return box;
}

/** What the sealed secret is bound to: a sealed value copied into another tenant's row does not open. */
export const xapiSecretContextOf = (tenantId: TenantId) => `tenant:${tenantId}:xapi:lrs-secret`;

/** The LRS address and key of a tenant's settings; null when the secret does not open (the settings key changed). */
export function lrsAddressOf(config: Pick<Config, 'SETTINGS_ENCRYPTION_KEY'>, row: XapiSettingsRow): LrsAddress | null {
  const secret = xapiSecretBoxOf(config).open(row.secretSealed, xapiSecretContextOf(row.tenantId as TenantId));
  return secret === null ? null : { endpoint: row.endpoint, key: row.key, secret };
}
