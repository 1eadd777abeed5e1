import type { ImportMembersResult, MembersChanged, SavedRef, SaveGroupBody } from '@yanxiu/contract/research';
import { ApiPaths } from '@yanxiu/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/shared/request/request';
import { researchKeys } from './keys';

// The group page's writes: each refreshes the group's page and the group lists. Kept in one file because they share
// that one invalidation and are each a single call.

/** POST researchSaveGroup: staff create a group or change it (naming the version read). */
export const saveGroup = (body: SaveGroupBody) => request<SavedRef>(ApiPaths.researchSaveGroup, { body });
/** POST researchJoinGroup: a teacher asks to join an open group. */
export const joinGroup = (body: { groupId: number }) => request<unknown>(ApiPaths.researchJoinGroup, { body });
/** POST researchDecideJoin: the leader approves or declines a request. */
export const decideJoin = (body: { groupId: number; userId: number; approve: boolean }) =>
  request<unknown>(ApiPaths.researchDecideJoin, { body });
/** POST researchAddMembers: adds people found by name. */
export const addMembers = (body: { groupId: number; userIds: number[] }) => request<MembersChanged>(ApiPaths.researchAddMembers, { body });
/** POST researchRemoveMember. */
export const removeMember = (body: { groupId: number; userId: number }) => request<unknown>(ApiPaths.researchRemoveMember, { body });
/** POST researchImportMembers: adds the people an uploaded workbook lists, all or nothing. */
export const importMembers = (body: { groupId: number; fileId: string }) =>
  request<ImportMembersResult>(ApiPaths.researchImportMembers, { body });
/** POST researchSaveAnnouncement. */
export const saveAnnouncement = (body: { groupId: number; title: string; body: string }) =>
  request<unknown>(ApiPaths.researchSaveAnnouncement, { body });
/** POST researchAddGroupFile: shares an uploaded file with the group. */
export const addGroupFile = (body: { groupId: number; fileId: string }) => request<unknown>(ApiPaths.researchAddGroupFile, { body });
/** POST researchRemoveGroupFile. */
export const removeGroupFile = (body: { groupId: number; fileId: string }) => request<unknown>(ApiPaths.researchRemoveGroupFile, { body });

/** A write of the group page; refreshes the page and the lists once it is done. */
export function useGroupWrite<Body, Result>(write: (body: Body) => Promise<Result>, groupId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        groupId ? client.invalidateQueries({ queryKey: researchKeys.group(groupId) }) : undefined,
        client.invalidateQueries({ queryKey: ['research', 'groups'] }),
      ]),
  });
}
