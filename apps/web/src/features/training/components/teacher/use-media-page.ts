import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMediaLink } from '../../api/get-media-link';
import { useProgramme } from '../../api/get-programme';
import { backPath, readMediaTarget } from './media-context';

/**
 * What /videoPlay and /quickLook share: the ids of the address, the signed link, the programme and the way back.
 * `lessonUnitId` is the unit whose watching is recorded: a programme's unit of `kind` the caller is enrolled in
 * (staff previewing a programme and open classes record nothing).
 */
export function useMediaPage(kind: 'video' | 'document') {
  const { t } = useTranslation();
  const target = readMediaTarget(useLocation().search);
  const link = useMediaLink(target.source);
  const programme = useProgramme(target.programmeId);
  const unit = programme.data?.units.find((entry) => entry.id === target.unitId);
  const back = backPath(target, programme.data);
  const crumbs = programme.data ? [t('nav.training'), programme.data.title] : [t('nav.training')];
  const enrolled = programme.data?.myEnrolment?.status === 'enrolled';
  const lessonUnitId = enrolled && unit?.kind === kind ? unit.id : null;
  return { target, link, unit, back, crumbs, lessonUnitId, programme: programme.data };
}
