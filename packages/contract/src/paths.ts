/**
 * API paths, relative to the `/api` prefix, exactly as the spec's client calls them. Path parameters are in
 * Fastify's `:name` form; `fillPath` substitutes them.
 */
export const ApiPaths = {
  health: '/health',
  ready: '/ready',
  appInfoSearch: '/baseData/app-info/search',
  login: '/oauthService/login',
  checkToken: '/oauthService/checkToken/:tokenId',
  quitLogin: '/oauthService/quitLogin/:tokenId',
  changePassword: '/oauthService/changePassword',
  getTeacherInfo: '/baseData/user/teacher/getTeacherInfo/:userId',
  confirmTeacherInfo: '/baseData/user/teacher/confirmTeacherInfo',
  findCodeByTypeCode: '/baseData/basecode/findCodeByTypeCode',
  findSubjectAndSection: '/baseData/basecode/findSubjectAndSection',
  getTeacherCurrentPhase: '/baseData/user/teacher-development/getTeacherCurrentPhase',
} as const;

/** The prefix every API path is served under. */
export const API_PREFIX = '/api';

/** Replaces `:name` segments of a path with encoded values. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
