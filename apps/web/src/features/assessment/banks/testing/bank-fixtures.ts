import type { Bank, BankFolder, QuestionDetail, QuestionListItem, QuestionVersion } from '@yanxiu/contract/assessment-banks';

// The answers the contract declares for the bank pages' reads, for the web tests.

export const districtBank: Bank = {
  bankId: 3,
  name: '新课标通识题库',
  description: '',
  ownerUnitId: 1,
  ownerUnitName: '演示区教育局',
  sharedDown: true,
  archived: false,
  access: 'manage',
  questionCount: 12,
  folderCount: 2,
  version: 4,
  updatedAt: '2026-11-20T02:00:00.000Z',
};

export const sharedBank: Bank = { ...districtBank, bankId: 5, name: '区级共享题库', access: 'use', questionCount: 3, folderCount: 0 };

export const folders: BankFolder[] = [
  { folderId: 10, bankId: 3, parentId: null, name: '课程标准', questionCount: 4 },
  { folderId: 11, bankId: 3, parentId: 10, name: '核心素养', questionCount: 6 },
];

export const listItem: QuestionListItem = {
  questionId: 40,
  bankId: 3,
  folderId: 10,
  kind: 'single',
  difficulty: 2,
  stemText: '新课标提出的核心素养包括哪一项？',
  tags: ['新课标'],
  version: 2,
  updatedAt: '2026-11-21T02:00:00.000Z',
};

export const versionTwo: QuestionVersion = {
  questionId: 40,
  version: 2,
  kind: 'single',
  difficulty: 2,
  stem: '<p>新课标提出的核心素养包括哪一项？</p>',
  answer: {
    kind: 'single',
    options: [
      { key: 'A', text: '<p>文化自信</p>', correct: true },
      { key: 'B', text: '<p>应试技巧</p>', correct: false },
    ],
  },
  explanation: '<p>见课程标准第二章。</p>',
  tags: ['新课标'],
  savedAt: '2026-11-21T02:00:00.000Z',
  savedByName: '王主任',
};

export const versionOne: QuestionVersion = {
  ...versionTwo,
  version: 1,
  stem: '<p>旧题干：核心素养是什么？</p>',
  savedAt: '2026-11-19T02:00:00.000Z',
};

export const detail = (current: QuestionVersion = versionTwo, editable = true): QuestionDetail => ({
  questionId: 40,
  bankId: 3,
  folderId: 10,
  editable,
  current,
  versions: [
    { version: current.version, savedAt: current.savedAt, savedByName: current.savedByName },
    ...(current.version > 1 ? [{ version: 1, savedAt: versionOne.savedAt, savedByName: versionOne.savedByName }] : []),
  ],
});

export const page = <T>(records: T[]) => ({ records, total: records.length, current: 1, size: 10 });
