// CredentialPaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `certificate-credentials.ts` would come along (issue 19).

/**
 * Certificates as Open Badges 3.0 verifiable credentials (issue 43). The issuer profile, its keys and the revocation
 * status list are public and stable (the tenant from the host and `appId`, like every call), so a verifier anywhere
 * can check a credential without signing in.
 */
export const CredentialPaths = {
  /** A certificate as a signed credential (`application/vc+jwt`), for its holder or staff over them. */
  certificateCredential: '/learning/certificates/:id/credential',
  credentialIssuer: '/learning/credentials/issuer',
  credentialJwks: '/learning/credentials/jwks',
  /** One revocation status list (a BitstringStatusListCredential, signed); lists are numbered from 1. */
  credentialStatusList: '/learning/credentials/status/:list',
  /** Public: a credential file's verdict for the verification page. */
  credentialVerify: '/learning/credentials/verify',
  /** District staff: retire the signing key and start a new one; the old one stays published. */
  credentialKeysManage: '/learning/manage/credentials/keys',
  credentialKeysRotate: '/learning/manage/credentials/keys/rotate',
} as const;
