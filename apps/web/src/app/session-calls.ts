import { fillPath, CorePaths } from '@yanxiu/contract/paths-core';
import type { TeacherInfo } from '@yanxiu/contract/teacher';
import { endPortalSession } from '@/features/auth/auth.public';
import { request } from '@/shared/request/request';
import { sessionStore } from '@/shared/session/session-store';

/** Spec 8: the token check and logout reject when no login info is stored. */
function requireLoginInfo() {
  const info = sessionStore.getState().loginInfo;
  if (!info) throw new Error('no login info');
  return info;
}

/** Spec 4: checks the stored session; callers ignore its failure (a 1001 clears the session by itself). */
export async function checkToken(): Promise<void> {
  const info = requireLoginInfo();
  await request(fillPath(CorePaths.checkToken, { tokenId: info.tokenId }), { skipErrorHandler: true });
}

/** Ends the session on the server; a failure changes nothing for the user, who is leaving anyway. */
export async function endServerSession(): Promise<void> {
  const info = requireLoginInfo();
  await request(fillPath(CorePaths.quitLogin, { tokenId: info.tokenId }), { skipErrorHandler: true }).catch(() => undefined);
}

/**
 * Spec 4: logout calls the logout service, clears login info and reloads the page. A session opened through the
 * identity portal ends through the portal's logout call instead, and the browser then goes to the portal to end its
 * session too (RP-initiated logout), which sends it back to the login page.
 */
export async function logout(): Promise<void> {
  const portalEnd = await endPortalSession(requireLoginInfo().tokenId);
  if (portalEnd === undefined) await endServerSession();
  sessionStore.setLoginInfo(null);
  if (portalEnd) window.location.assign(portalEnd);
  else window.location.reload();
}

/** Spec 7: a failed answer becomes empty data, so a staff account without a teacher record is no error. */
export async function fetchTeacherInfo(): Promise<TeacherInfo | null> {
  const info = requireLoginInfo();
  try {
    return await request<TeacherInfo>(fillPath(CorePaths.getTeacherInfo, { userId: info.userId }), { skipErrorHandler: true });
  } catch {
    return null;
  }
}
