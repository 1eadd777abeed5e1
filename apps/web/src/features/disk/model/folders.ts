import type { DiskFolder } from '@yanxiu/contract/disk';

/** The tree select's value for the top level (folder ids start at 1). */
export const TOP_LEVEL = 0;

export type FolderNode = { value: number; title: string; key: number; disabled?: boolean; children: FolderNode[] };

/** The folders as one tree under the top level, names in order; `exclude`d folders and what is under them are disabled. */
export function folderTree(folders: readonly DiskFolder[], topLabel: string, exclude: ReadonlySet<number> = new Set()): FolderNode[] {
  const byParent = new Map<number | null, DiskFolder[]>();
  for (const folder of folders) byParent.set(folder.parentId, [...(byParent.get(folder.parentId) ?? []), folder]);
  const build = (parentId: number | null, disabled: boolean, seen: Set<number>): FolderNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((folder) => !seen.has(folder.id))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))
      .map((folder) => {
        const off = disabled || exclude.has(folder.id);
        return {
          value: folder.id,
          key: folder.id,
          title: folder.name,
          disabled: off,
          children: build(folder.id, off, new Set([...seen, folder.id])),
        };
      });
  return [{ value: TOP_LEVEL, key: TOP_LEVEL, title: topLabel, children: build(null, false, new Set()) }];
}

/** The folders from the top level down to `folderId` (empty for the top level or an unknown folder). */
export function folderPath(folders: readonly DiskFolder[], folderId: number | null): DiskFolder[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const path: DiskFolder[] = [];
  const seen = new Set<number>();
  let at = folderId === null ? undefined : byId.get(folderId);
  while (at && !seen.has(at.id)) {
    seen.add(at.id);
    path.unshift(at);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return path;
}

/** The folders directly in `folderId` (null: the top level), names in order. */
export function childFolders(folders: readonly DiskFolder[], folderId: number | null): DiskFolder[] {
  return folders.filter((folder) => folder.parentId === folderId).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}
