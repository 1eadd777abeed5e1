import type { FastifyRequest } from 'fastify';

/**
 * The origin the page was reached at, for the addresses a certificate carries (the QR code's verification page, a
 * credential's issuer and status list). `request.protocol` honours X-Forwarded-Proto only when TRUST_PROXY is on, so
 * a client cannot make the server print another scheme.
 */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
