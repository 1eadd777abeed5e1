import {
  CredentialJwks,
  CredentialKeys,
  CredentialVerification,
  IssuerProfile,
  StatusListParams,
  VerifyCredentialBody,
} from '@yanxiu/contract/certificate-credentials';
import { CertificateIdParams } from '@yanxiu/contract/certificates';
import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { contentDisposition } from '@server/platform/storage/http-file';
import { certificateRoles } from '../certificates.access';
import { originOf } from '../request-origin';
import { CREDENTIAL_MEDIA_TYPE } from './credential-jws';
import { credentialKeysOfTenant, rotateCredentialKey } from './credential-keys';
import { verifyCredentialFile } from './credential-verification';
import { certificateCredentialDownload, credentialJwks, issuerProfile, statusListCredential } from './credentials.service';

const tags = ['certificates'];
const raw = <T>(schema: T) => ({ 200: schema, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope });
// Verifiers anywhere fetch these, pages of other sites included; they are public and hold nothing personal.
const published = { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=60' };
const tenantScope = 'No session; the tenant is the host’s, named by appId as on every call, so the address is stable.';

function sendJwt(reply: FastifyReply, jwt: string, headers: Record<string, string>) {
  void reply.headers({ 'content-type': CREDENTIAL_MEDIA_TYPE, ...headers });
  // A string body bypasses the serializer; the schema's type is only what OpenAPI shows.
  return reply.send(jwt);
}

/** Open Badges 3.0 credentials (issue 43): the download, the issuer, its keys and status lists, verification, rotation. */
export const credentialRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.certificateCredential,
    {
      schema: {
        tags,
        summary: 'A certificate as an Open Badges 3.0 credential: a compact JWS (application/vc+jwt), signed with the tenant’s key',
        description:
          'For its holder, or staff over the holder (school admins: their school; district staff: the tenant); 403 otherwise, 404 for an unknown id. Revoked and expired certificates download too: their status list bit and validUntil say so.',
        querystring: AppIdQuery,
        params: CertificateIdParams,
        response: raw(FileBytes),
      },
    },
    async (request, reply) => {
      const { fileName, jwt } = await certificateCredentialDownload(contextOf(request), Number(request.params.id), originOf(request));
      return sendJwt(reply, jwt, { 'content-disposition': contentDisposition('attachment', fileName), 'cache-control': 'no-store' });
    },
  );

  app.get(
    ApiPaths.credentialIssuer,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The issuer’s Open Badges Profile, listing its public keys as verification methods (the credentials’ issuer id)',
        description: tenantScope,
        querystring: AppIdQuery,
        response: raw(IssuerProfile),
      },
    },
    async (request, reply) => {
      void reply.headers(published);
      return issuerProfile(tenantContextOf(request), originOf(request));
    },
  );

  app.get(
    ApiPaths.credentialJwks,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The issuer’s public keys as a JWKS: the active one and every retired one',
        description: `${tenantScope} Empty before the tenant’s first credential.`,
        querystring: AppIdQuery,
        response: raw(CredentialJwks),
      },
    },
    async (request, reply) => {
      void reply.headers(published);
      return credentialJwks(tenantContextOf(request), originOf(request));
    },
  );

  app.get(
    ApiPaths.credentialStatusList,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A revocation status list: a BitstringStatusListCredential as a compact JWS (application/vc+jwt)',
        description: `${tenantScope} A revoked certificate’s bit is set. 404 for a list past those in use.`,
        querystring: AppIdQuery,
        params: StatusListParams,
        response: raw(FileBytes),
      },
    },
    async (request, reply) => {
      const jwt = await statusListCredential(tenantContextOf(request), originOf(request), Number(request.params.list));
      return sendJwt(reply, jwt, published);
    },
  );

  app.post(
    ApiPaths.credentialVerify,
    {
      // Anyone handed a credential file verifies it, like a code: no session.
      config: { public: true },
      schema: {
        tags,
        summary: 'Verify a credential file (its compact JWS); no session needed',
        description:
          'outcome: valid, revoked, expired, signatureInvalid (our key, changed bytes), otherIssuer (no key of this tenant signed it) or unreadable. The certificate as the code verification shows it once the signature holds.',
        querystring: AppIdQuery,
        body: VerifyCredentialBody,
        response: responses(CredentialVerification),
      },
    },
    async (request) => ok(await verifyCredentialFile(tenantContextOf(request), request.body.credential)),
  );

  app.get(
    ApiPaths.credentialKeysManage,
    {
      config: { roles: certificateRoles.credentialKeys },
      schema: {
        tags,
        summary: 'The tenant’s credential signing keys, the active one first',
        description: 'District staff. Private keys never leave the server.',
        querystring: AppIdQuery,
        response: responses(CredentialKeys),
      },
    },
    async (request) => ok(await credentialKeysOfTenant(contextOf(request))),
  );

  app.post(
    ApiPaths.credentialKeysRotate,
    {
      config: { roles: certificateRoles.credentialKeys },
      schema: {
        tags,
        summary: 'Rotate the credential signing key; audited',
        description:
          'District staff. The active key is retired but stays published, so what it signed still verifies; new credentials are signed with the new one. Two rotations at once: 409.',
        querystring: AppIdQuery,
        response: responses(CredentialKeys),
      },
    },
    async (request) => ok(await rotateCredentialKey(contextOf(request))),
  );
};
