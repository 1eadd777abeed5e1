import type { ProgrammeDetail } from '@yanxiu/contract/training';
import type { MediaSource } from '../../api/get-media-link';
import { parseId } from '../../model/parse-id';
import { programmePath } from '../../model/programme-path';

/**
 * What /videoPlay and /quickLook were asked to open: a unit of a programme, or an open class; `startAt` is the second a
 * video starts at (`t`, as "continue learning" links carry), null from the start.
 */
export type MediaTarget = {
  source: MediaSource | null;
  unitId: number | null;
  programmeId: number | null;
  openClassId: number | null;
  startAt: number | null;
};

/** A whole number of seconds from `t`, or null when absent or not one. */
function startSecondOf(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value)) return null;
  return Number(value);
}

export function readMediaTarget(search: string): MediaTarget {
  const params = new URLSearchParams(search);
  const unitId = parseId(params.get('unitId'));
  const programmeId = parseId(params.get('programmeId'));
  const openClassId = parseId(params.get('openClassId'));
  const source = unitId !== null ? { unitId } : openClassId !== null ? { openClassId } : null;
  return { source, unitId, programmeId, openClassId, startAt: startSecondOf(params.get('t')) };
}

/** Where "back" goes: the programme page when known, else the open classes or my training. */
export function backPath(target: MediaTarget, programme: ProgrammeDetail | undefined): string {
  if (programme) return programmePath(programme.kind, programme.id, programme.studioId);
  if (target.openClassId !== null) return '/publicClassList';
  return '/personal/training';
}
