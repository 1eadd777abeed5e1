import { gzipSync } from 'node:zlib';
import { CREDENTIAL_CONTEXTS } from './open-badge';
import { STATUS_LIST_BITS, type CredentialAddresses } from './credential-addresses';

// A revocation list as the W3C Bitstring Status List v1.0 writes it: the bits (position 0 is the first byte's
// highest bit), GZIP-compressed, base64url with the multibase prefix `u`.

/** The encoded list with the given positions (within this list) set. */
export function encodeStatusList(setPositions: readonly number[]): string {
  const bytes = Buffer.alloc(STATUS_LIST_BITS / 8);
  for (const position of setPositions) bytes[position >> 3]! |= 0x80 >> (position & 7);
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** The unsecured BitstringStatusListCredential of list `list` (from 1). */
export function statusListCredentialOf(
  list: number,
  revoked: readonly number[],
  addresses: CredentialAddresses,
  now: Date,
): Record<string, unknown> {
  const id = addresses.statusList(list);
  return {
    '@context': [CREDENTIAL_CONTEXTS[0]],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: addresses.issuer,
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(revoked),
    },
  };
}
