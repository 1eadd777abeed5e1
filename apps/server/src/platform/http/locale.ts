import { pickLocale, type Locale } from '@yanxiu/contract/locale';
import type { FastifyRequest } from 'fastify';

/** The language to answer in: the caller's Accept-Language, else the tenant's default, else Chinese. */
export function localeOf(request: FastifyRequest): Locale {
  const tenantDefault = request.tenant?.defaultLocale === 'en-US' ? 'en-US' : 'zh-CN';
  return pickLocale(request.headers['accept-language'], tenantDefault);
}
