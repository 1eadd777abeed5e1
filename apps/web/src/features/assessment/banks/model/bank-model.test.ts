import { QuestionInput } from '@yanxiu/contract/assessment-banks';
import { describe, expect, test } from 'vitest';
import { folders, versionTwo } from '../testing/bank-fixtures';
import { folderAndBelow, folderPath, folderTree } from './folder-tree';
import { filterOf, searchOf } from './questions-address';
import { correctMarksProblem, newQuestionValues, questionInput, versionValues, type QuestionFormValues } from './question-form';

describe('the folder tree', () => {
  const all = [
    ...folders,
    { folderId: 12, bankId: 3, parentId: 11, name: '学段', questionCount: 1 },
    { folderId: 13, bankId: 3, parentId: 99, name: '孤儿', questionCount: 2 },
  ];

  test('nests folders by parent, counts each folder with those inside it, and keeps one whose parent went at the top', () => {
    const tree = folderTree(all);
    expect(tree.map((node) => [node.name, node.totalQuestions])).toEqual([
      ['课程标准', 11],
      ['孤儿', 2],
    ]);
    expect(tree[0]!.children[0]!.children.map((node) => node.name)).toEqual(['学段']);
  });

  test('a folder cannot move under itself or a folder inside it', () => {
    expect([...folderAndBelow(all, 10)].sort()).toEqual([10, 11, 12]);
    expect([...folderAndBelow(all, 12)]).toEqual([12]);
  });

  test('a folder’s path from the bank’s top', () => {
    expect(folderPath(all, 12)).toBe('课程标准 / 核心素养 / 学段');
    expect(folderPath(all, null)).toBe('');
  });
});

describe('the question editor’s fields', () => {
  test('a saved version edited without change is the same question the contract accepts', () => {
    const input = questionInput(versionValues(versionTwo, 10));
    expect(input).toEqual({
      folderId: 10,
      difficulty: versionTwo.difficulty,
      stem: versionTwo.stem,
      answer: versionTwo.answer,
      explanation: versionTwo.explanation,
      tags: versionTwo.tags,
    });
    expect(QuestionInput.safeParse(input).success).toBe(true);
  });

  test('only the chosen kind’s answer is sent, options keyed in order, blanks trimmed', () => {
    const values: QuestionFormValues = {
      ...newQuestionValues(null),
      stem: '<p>____ 是核心素养之一</p>',
      kind: 'fill_blank',
      blanks: [{ accepted: [' 文化自信 ', '文化 自信'] }],
      tags: [' 新课标 ', ''],
    };
    expect(questionInput(values)).toMatchObject({
      answer: { kind: 'fill_blank', blanks: [{ accepted: ['文化自信', '文化 自信'] }] },
      tags: ['新课标'],
    });
    expect(questionInput({ ...values, kind: 'true_false', trueFalse: false }).answer).toEqual({ kind: 'true_false', correct: false });
    const choice = questionInput({
      ...values,
      kind: 'multiple',
      options: [
        { text: 'x', correct: true },
        { text: 'y', correct: true },
        { text: 'z', correct: false },
      ],
    });
    expect(choice.answer).toEqual({
      kind: 'multiple',
      options: [
        { key: 'A', text: 'x', correct: true },
        { key: 'B', text: 'y', correct: true },
        { key: 'C', text: 'z', correct: false },
      ],
    });
    expect(QuestionInput.safeParse(choice).success).toBe(true);
  });

  test('the correct marks follow the contract’s rule: exactly one for a single choice, two or more for a multiple one', () => {
    const marks = (...correct: boolean[]) => correct.map((mark) => ({ text: '', correct: mark }));
    expect(correctMarksProblem('single', marks(true, false))).toBeNull();
    expect(correctMarksProblem('single', marks(true, true))).toBe('singleCorrect');
    expect(correctMarksProblem('single', marks(false, false))).toBe('singleCorrect');
    expect(correctMarksProblem('multiple', marks(true, false, false))).toBe('multipleCorrect');
    expect(correctMarksProblem('multiple', marks(true, true, false))).toBeNull();
    expect(correctMarksProblem('true_false', [])).toBeNull();
  });
});

describe('the bank page’s address', () => {
  test('holds the folder, filters and page, and drops what it does not understand', () => {
    const filter = filterOf(new URLSearchParams('folder=11&kind=multiple&difficulty=4&tag=新课标&keyword= 素养 &page=3'));
    expect(filter).toEqual({ current: 3, folderId: 11, kind: 'multiple', difficulty: 4, tag: '新课标', keyword: '素养' });
    expect(filterOf(searchOf(filter))).toEqual(filter);
    expect(filterOf(new URLSearchParams('folder=-1&kind=essay&difficulty=9&page=x&tag=%20'))).toEqual({
      current: 1,
      folderId: undefined,
      kind: undefined,
      difficulty: undefined,
      tag: undefined,
      keyword: undefined,
    });
    expect(searchOf({ current: 1 }).toString()).toBe('');
  });
});
