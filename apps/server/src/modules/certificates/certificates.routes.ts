import {
  CertificateCodeParams,
  CertificateIdParams,
  CertificatesZipQuery,
  CertificateVerification,
  IssueCertificatesBody,
  IssueCertificatesResult,
  ManagedCertificatesPage,
  ManagedCertificatesQuery,
  MyCertificate,
  RevokeCertificateBody,
} from '@yanxiu/contract/certificates';
import { AppIdQuery, ErrorEnvelope } from '@yanxiu/contract/envelope';
import { FileBytes } from '@yanxiu/contract/files';
import { ApiPaths } from '@yanxiu/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, tenantContextOf } from '@server/platform/context/request-context';
import type { AppDeps } from '@server/platform/deps';
import { ok } from '@server/platform/http/envelope';
import { responses } from '@server/platform/http/route-schema';
import { contentDisposition } from '@server/platform/storage/http-file';
import { certificateRoles } from './certificates.access';
import { originOf } from './request-origin';
import { certificatePdfDownload, programmeCertificatesZip } from './certificate-downloads.service';
import {
  issueCertificatesByHand,
  managedCertificates,
  myCertificates,
  revokeManagedCertificate,
  verifyCertificate,
} from './certificates.service';

const tags = ['certificates'];
const bytes = { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };
const staffScope = "School admins: certificates of their own school's teachers; district staff: the whole tenant. Teachers: 403.";

/** The caller's certificates and their PDFs, public verification by code, and the staff list, issuing, revoking and ZIP. */
export const certificateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    ApiPaths.certificatesMine,
    {
      schema: {
        tags,
        summary: "The caller's certificates, newest first",
        description: 'Status is computed on China dates: revoked wins, then expired (after the expiry day), else valid.',
        querystring: AppIdQuery,
        response: responses(z.array(MyCertificate)),
      },
    },
    async (request) => ok(await myCertificates(contextOf(request))),
  );

  app.get(
    ApiPaths.certificatePdf,
    {
      schema: {
        tags,
        summary: 'A certificate as an A4 landscape PDF with a QR code of its verification address',
        description: `For its holder, or staff over the holder (${staffScope}); 403 otherwise, 404 for an unknown id. Revoked and expired certificates download too, stamped as such across the page and in the document title.`,
        querystring: AppIdQuery,
        params: CertificateIdParams,
        response: bytes,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await certificatePdfDownload(contextOf(request), Number(request.params.id), originOf(request));
      void reply.headers({
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition('attachment', fileName),
        'cache-control': 'no-store',
      });
      // A buffer bypasses the serializer; the schema's string type is only what OpenAPI shows.
      return reply.send(pdf as unknown as string);
    },
  );

  app.get(
    ApiPaths.certificateVerify,
    {
      // Anyone holding the paper verifies it: no session. Still scoped to the tenant of the host and appId.
      config: { public: true },
      schema: {
        tags,
        summary: 'Verify a certificate by its code; no session needed',
        description:
          'Status, holder name, title, hours, issuer and dates only: no phone, identity number or user id. 404 for a code unknown in this tenant.',
        querystring: AppIdQuery,
        params: CertificateCodeParams,
        response: responses(CertificateVerification),
      },
    },
    async (request) => ok(await verifyCertificate(tenantContextOf(request), request.params.code)),
  );

  app.get(
    ApiPaths.certificatesManage,
    {
      config: { roles: certificateRoles.staff },
      schema: {
        tags,
        summary: 'Certificates staff manage, newest first, paged',
        description: `Filters: programmeId, status, keyword (part of the name or code). ${staffScope}`,
        querystring: ManagedCertificatesQuery,
        response: responses(ManagedCertificatesPage),
      },
    },
    async (request) => ok(await managedCertificates(contextOf(request), request.query)),
  );

  app.post(
    ApiPaths.certificatesManageIssue,
    {
      config: { roles: certificateRoles.staff },
      schema: {
        tags,
        summary: 'Issue certificates by hand (e.g. offline training); audited',
        description:
          "`kind: programme`: a programme the caller manages, to teachers enrolled in it (422 naming the others); a teacher already holding its certificate is skipped and listed. `kind: free`: a title and hours, to active teachers the caller is staff over (422 otherwise), issued by the caller's unit. `expiresOn`, when given, must be after today (422).",
        querystring: AppIdQuery,
        body: IssueCertificatesBody,
        response: responses(IssueCertificatesResult),
      },
    },
    async (request) => ok(await issueCertificatesByHand(contextOf(request), request.body)),
  );

  app.post(
    ApiPaths.certificatesManageRevoke,
    {
      config: { roles: certificateRoles.staff },
      schema: {
        tags,
        summary: 'Revoke a certificate with a reason; audited',
        description: `${staffScope} Already revoked: 409 (4530).`,
        querystring: AppIdQuery,
        body: RevokeCertificateBody,
        response: responses(MyCertificate),
      },
    },
    async (request) => ok(await revokeManagedCertificate(contextOf(request), request.body)),
  );

  app.get(
    ApiPaths.certificatesManageZip,
    {
      config: { roles: certificateRoles.staff },
      schema: {
        tags,
        summary: 'Every valid certificate of a programme as PDFs in one ZIP, streamed',
        description:
          'For staff who manage the programme (403 otherwise, 404 unknown). Entries are named `<name>-<code>.pdf`. No valid certificate: 404 (4531).',
        querystring: CertificatesZipQuery,
        response: bytes,
      },
    },
    async (request, reply) => {
      const { fileName, zip } = await programmeCertificatesZip(contextOf(request), Number(request.query.programmeId), originOf(request));
      void reply.headers({
        'content-type': 'application/zip',
        'content-disposition': contentDisposition('attachment', fileName),
        'cache-control': 'no-store',
      });
      return reply.send(zip as unknown as string);
    },
  );
};
