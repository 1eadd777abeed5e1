import { lazy, Suspense } from 'react';
import { useAccess } from '@/shared/session/access';
import { usePrivacyNotice } from '../api/privacy-settings';
import { privacyAccess } from '../privacy.access';

const PrivacyNoticeDialog = lazy(() => import('./PrivacyNoticeDialog'));

/**
 * Asks a teacher to accept the district's privacy notice when it requires a version they have not accepted: on the
 * first page after signing in, or on their next visit after the district raised the version. Only the question of
 * whether to ask rides with the signed-in layout; the dialog and its words load when it is needed.
 */
export function PrivacyNoticeGate() {
  const { canAskErasure: isTeacher } = useAccess(privacyAccess);
  const notice = usePrivacyNotice(isTeacher);
  if (!notice.data?.mustAccept) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyNoticeDialog noticeVersion={notice.data.noticeVersion} noticeText={notice.data.noticeText} />
    </Suspense>
  );
}
