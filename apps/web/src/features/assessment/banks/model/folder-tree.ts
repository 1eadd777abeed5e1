import type { BankFolder } from '@yanxiu/contract/assessment-banks';

/** A folder with the folders inside it, and the questions in it and in every folder below (what a filter by it lists). */
export type FolderNode = BankFolder & { children: FolderNode[]; totalQuestions: number };

/**
 * The bank's folders as a tree, in the order the server lists them (by name). A folder whose parent is missing (it
 * went while the list was read) sits at the top rather than vanishing.
 */
export function folderTree(folders: readonly BankFolder[]): FolderNode[] {
  const nodes = new Map<number, FolderNode>(folders.map((folder) => [folder.folderId, { ...folder, children: [], totalQuestions: 0 }]));
  const roots: FolderNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const count = (node: FolderNode): number => {
    node.totalQuestions = node.questionCount + node.children.reduce((sum, child) => sum + count(child), 0);
    return node.totalQuestions;
  };
  roots.forEach(count);
  return roots;
}

/** The folder and every folder inside it: where it may not be moved (a folder cannot go under itself). */
export function folderAndBelow(folders: readonly BankFolder[], folderId: number): Set<number> {
  const below = new Set<number>([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parentId !== null && below.has(folder.parentId) && !below.has(folder.folderId)) {
        below.add(folder.folderId);
        grew = true;
      }
    }
  }
  return below;
}

/** The folder's path from the bank's top, names joined by " / " (how the import's folder column writes it). */
export function folderPath(folders: readonly BankFolder[], folderId: number | null): string {
  const byId = new Map(folders.map((folder) => [folder.folderId, folder]));
  const names: string[] = [];
  let at = folderId === null ? undefined : byId.get(folderId);
  while (at && names.length <= folders.length) {
    names.unshift(at.name);
    at = at.parentId === null ? undefined : byId.get(at.parentId);
  }
  return names.join(' / ');
}
