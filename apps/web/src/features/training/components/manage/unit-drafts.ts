import type { ProgrammeUnit, UnitInput } from '@yanxiu/contract/training';
import type { UnitKindValue } from '@yanxiu/contract/training-enums';

/** A unit as the editor holds it: every kind's fields, a stable key for React, and the id of a saved unit. */
export type UnitDraft = {
  key: string;
  /** Set for a unit the server already has, so it is kept (with its completions) rather than recreated. */
  id?: number;
  kind: UnitKindValue;
  title: string;
  fileId: string | null;
  fileName: string | null;
  durationSeconds: number | null;
  /** Documents: minimum reading time, typed in minutes (the server counts seconds). */
  minViewMinutes: number | null;
  location: string;
  /** ISO date-time of an offline session. */
  sessionStartsAt: string | null;
  creditHours: number | null;
};

let sequence = 0;
const nextKey = () => `unit-${Date.now().toString(36)}-${(sequence += 1)}`;

/** A blank unit of `kind`, added at the end of the list. */
export function newUnit(kind: UnitKindValue): UnitDraft {
  return {
    key: nextKey(),
    kind,
    title: '',
    fileId: null,
    fileName: null,
    durationSeconds: null,
    minViewMinutes: kind === 'document' ? 5 : null,
    location: '',
    sessionStartsAt: null,
    creditHours: 0.5,
  };
}

/** The editor's drafts of a saved programme's units, in their order. */
export function unitDrafts(units: readonly ProgrammeUnit[]): UnitDraft[] {
  return [...units]
    .sort((a, b) => a.position - b.position)
    .map((unit) => ({
      key: `saved-${unit.id}`,
      id: unit.id,
      kind: unit.kind,
      title: unit.title,
      fileId: unit.fileId,
      fileName: unit.fileName,
      durationSeconds: unit.durationSeconds,
      minViewMinutes: unit.minViewSeconds === null ? null : Math.round((unit.minViewSeconds / 60) * 10) / 10,
      location: unit.location ?? '',
      sessionStartsAt: unit.sessionStartsAt,
      creditHours: unit.creditHours,
    }));
}

/** The list with the unit at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveUnit<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** What is missing from a unit (an i18n key under trainingManage.units), or null when it can be saved. */
export function unitProblem(unit: UnitDraft): string | null {
  if (!unit.title.trim()) return 'unitTitleRequired';
  if (unit.creditHours === null) return 'creditHoursRequired';
  if (unit.kind === 'video') {
    if (!unit.fileId) return 'fileRequired';
    if (!unit.durationSeconds || unit.durationSeconds < 1) return 'durationRequired';
  }
  if (unit.kind === 'document') {
    if (!unit.fileId) return 'fileRequired';
    if (unit.minViewMinutes === null) return 'minViewRequired';
  }
  if (unit.kind === 'offline') {
    if (!unit.location.trim()) return 'locationRequired';
    if (!unit.sessionStartsAt) return 'sessionStartsAtRequired';
  }
  return null;
}

/** The units of the request body, in the editor's order (the server numbers them by array position). */
export function toUnitInputs(drafts: readonly UnitDraft[]): UnitInput[] {
  return drafts.map((draft): UnitInput => {
    const common = { ...(draft.id === undefined ? {} : { id: draft.id }), title: draft.title.trim(), creditHours: draft.creditHours ?? 0 };
    if (draft.kind === 'video')
      return { ...common, kind: 'video', fileId: draft.fileId ?? '', durationSeconds: Math.round(draft.durationSeconds ?? 0) };
    if (draft.kind === 'document')
      return { ...common, kind: 'document', fileId: draft.fileId ?? '', minViewSeconds: Math.round((draft.minViewMinutes ?? 0) * 60) };
    if (draft.kind === 'exam') return { ...common, kind: 'exam' };
    if (draft.kind === 'assignment') return { ...common, kind: 'assignment' };
    if (draft.kind === 'evaluation') return { ...common, kind: 'evaluation' };
    return { ...common, kind: 'offline', location: draft.location.trim(), sessionStartsAt: draft.sessionStartsAt ?? '' };
  });
}
