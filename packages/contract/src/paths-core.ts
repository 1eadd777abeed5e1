/**
 * The foundation's API paths (session, teacher, code tables, files), relative to the `/api` prefix. Kept apart from
 * the domains' paths so the web client's sign-in page, which needs only these, does not download every path of the
 * product. Path parameters are in Fastify's `:name` form; `fillPath` substitutes them.
 */
export const CorePaths = {
  health: '/health',
  ready: '/ready',
  appInfoSearch: '/baseData/app-info/search',
  login: '/oauthService/login',
  loginChallenge: '/oauthService/loginChallenge',
  checkToken: '/oauthService/checkToken/:tokenId',
  quitLogin: '/oauthService/quitLogin/:tokenId',
  changePassword: '/oauthService/changePassword',
  // Quick login from a portal link and WeChat sign-in (issue 22): the sign-in page and the quick-login guard call these.
  quickLogin: '/oauthService/quickLogin',
  wechatSignInStart: '/oauthService/wechat/signInStart',
  wechatSignIn: '/oauthService/wechat/signIn',
  // Portal single sign-on (OpenID Connect, issue 22): the portal sign-in page and the logout call these.
  portalStatus: '/oauthService/portal/status',
  portalStart: '/oauthService/portal/start',
  portalCallback: '/oauthService/portal/callback',
  portalLogout: '/oauthService/portal/logout/:tokenId',
  getTeacherInfo: '/baseData/user/teacher/getTeacherInfo/:userId',
  confirmTeacherInfo: '/baseData/user/teacher/confirmTeacherInfo',
  findCodeByTypeCode: '/baseData/basecode/findCodeByTypeCode',
  findSubjectAndSection: '/baseData/basecode/findSubjectAndSection',
  getTeacherCurrentPhase: '/baseData/user/teacher-development/getTeacherCurrentPhase',
  uploadFile: '/files',
  downloadFile: '/files/:id',
  deleteFile: '/files/:id',
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
