import { describe, expect, test } from 'vitest';
import { childFolders, folderPath, folderTree, TOP_LEVEL } from './folders';

const at = '2026-11-20T02:00:00.000Z';
const folders = [
  { id: 1, name: '语文', parentId: null, createdAt: at },
  { id: 2, name: '七年级', parentId: 1, createdAt: at },
  { id: 3, name: '八年级', parentId: 1, createdAt: at },
  { id: 4, name: '单元一', parentId: 2, createdAt: at },
  { id: 5, name: '数学', parentId: null, createdAt: at },
];

describe('folders', () => {
  test('the tree hangs under the top level, and a folder being moved cannot receive itself or what is under it', () => {
    const [top] = folderTree(folders, '全部文件', new Set([2]));
    expect(top!.value).toBe(TOP_LEVEL);
    const chinese = top!.children.find((node) => node.value === 1)!;
    const seventh = chinese.children.find((node) => node.value === 2)!;
    expect(seventh.disabled).toBe(true);
    expect(seventh.children[0]).toMatchObject({ value: 4, disabled: true });
    expect(chinese.children.find((node) => node.value === 3)!.disabled).toBe(false);
  });

  test('the path runs from the top level down, and survives a loop in bad data', () => {
    expect(folderPath(folders, 4).map((folder) => folder.name)).toEqual(['语文', '七年级', '单元一']);
    expect(folderPath(folders, null)).toEqual([]);
    expect(
      folderPath(
        [
          { id: 8, name: 'a', parentId: 9, createdAt: at },
          { id: 9, name: 'b', parentId: 8, createdAt: at },
        ],
        8,
      ).map((folder) => folder.id),
    ).toEqual([9, 8]);
  });

  test('children are the folders directly inside', () => {
    expect(
      childFolders(folders, 1)
        .map((folder) => folder.id)
        .sort(),
    ).toEqual([2, 3]);
    expect(
      childFolders(folders, null)
        .map((folder) => folder.id)
        .sort(),
    ).toEqual([1, 5]);
  });
});
