import { useSearchParams } from 'react-router';
import { usePageState } from '@/shared/page-state/page-state';
import { useAccess } from '@/shared/session/access';
import { useSession } from '@/shared/session/session-store';
import { profileAccess } from '../profile.access';

const DIGITS = /^\d{1,15}$/;

/** Whose growth file a page shows and whether it may be changed there. */
export type Viewer = {
  /** Another teacher's (`?userId=`, staff over them); undefined: the signed-in user's own. */
  userId?: string;
  /** No add, edit or delete control: a /view… mirror, the stored read-only status ('1'), another teacher, or no teacher role. */
  readOnly: boolean;
  /** The signed-in user is staff and may look up teachers under them. */
  staff: boolean;
};

/** The viewer of a profile page: `mirror` for the read-only areas (/viewlwpersonal, /viewbackbone). */
export function useViewer(mirror: boolean): Viewer {
  const [searchParams] = useSearchParams();
  const ownId = useSession((session) => session.loginInfo?.userId);
  const { readOnly: storedReadOnly } = usePageState();
  const access = useAccess(profileAccess);
  const asked = searchParams.get('userId');
  const userId = asked !== null && DIGITS.test(asked) && asked !== ownId ? asked : undefined;
  return { userId, readOnly: mirror || storedReadOnly || userId !== undefined || !access.canKeepRecords, staff: access.canVerifyRecords };
}
