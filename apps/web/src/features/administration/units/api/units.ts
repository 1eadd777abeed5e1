import type { ManagedUnit } from '@yanxiu/contract/administration-units';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';

export const UNITS_KEY = ['administration', 'units'] as const;

/** The units the caller reaches, in tree order (path order). */
export function useManagedUnits() {
  return useQuery({
    queryKey: UNITS_KEY,
    queryFn: ({ signal }) => request<{ units: ManagedUnit[] }>(ApiPaths.administrationUnits, { signal }).then((data) => data.units),
  });
}

export type UnitChange =
  | { kind: 'create'; body: { parentId: string; name: string; level: number; sectionCodes: string[] } }
  | { kind: 'rename'; body: { id: string; version: number; name: string } }
  | { kind: 'move'; body: { id: string; version: number; parentId: string } }
  | { kind: 'close'; body: { id: string; version: number } }
  | { kind: 'sections'; body: { id: string; version: number; sectionCodes: string[] } };

const PATHS = {
  create: ApiPaths.administrationUnitCreate,
  rename: ApiPaths.administrationUnitRename,
  move: ApiPaths.administrationUnitMove,
  close: ApiPaths.administrationUnitClose,
  sections: ApiPaths.administrationUnitSections,
} as const;

/** One change of the tree; the tree is read again afterwards, whether it worked or someone else changed it first (409). */
export function useUnitChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UnitChange) => request<ManagedUnit>(PATHS[change.kind], { method: 'POST', body: change.body }),
    onSettled: () => client.invalidateQueries({ queryKey: UNITS_KEY }),
  });
}
