import { defineTexts } from '@server/platform/i18n/server-texts';

// The assessment domain's own texts: refusals of banks, folders and questions, and the question workbook's words.
export const assessmentTexts = defineTexts('assessment', {
  'zh-CN': {
    bankNameTaken: '已有同名题库',
    bankArchived: '该题库已归档，不能修改',
    bankNotShareable: '只有区县等上级单位的题库可以共享给下级学校',
    folderNameTaken: '此处已有同名文件夹',
    folderNotEmpty: '文件夹中还有试题或子文件夹，不能删除',
    folderIntoItself: '不能把文件夹移动到它自己或它的子文件夹中',
    tooManyFolders: '一个题库的文件夹不能超过 {{max}} 个',
    questionInUse: '该试题已被考试使用，不能删除',
    ruleShort_other: '第 {{rule}} 条组卷规则需要 {{wanted}} 道题，题库中符合条件的只有 {{count}} 道',
    examUnitNotExam: '该课程不是考试类课程',
    examNoSuchPlace: '找不到该课程或学校',
    examPublished: '考试已发布',
    examStaleVersion: '考试已被他人修改，请刷新后重试',
    examPointsOver_other: '该题最多 {{count}} 分',
  },
  'en-US': {
    bankNameTaken: 'A bank of this name already exists',
    bankArchived: 'This bank is archived and cannot be changed',
    bankNotShareable: 'Only the bank of an office (a district or above) can be shared with its schools',
    folderNameTaken: 'A folder of this name is already here',
    folderNotEmpty: 'The folder still holds questions or folders and cannot be deleted',
    folderIntoItself: 'A folder cannot move into itself or a folder inside it',
    tooManyFolders: 'A bank holds at most {{max}} folders',
    questionInUse: 'An exam uses this question, so it cannot be removed',
    ruleShort_one: 'Rule {{rule}} asks for {{wanted}} questions; its bank has only {{count}} that fits',
    ruleShort_other: 'Rule {{rule}} asks for {{wanted}} questions; its bank has only {{count}} that fit',
    examUnitNotExam: 'The unit is not an exam unit',
    examNoSuchPlace: 'No such unit or school',
    examPublished: 'The exam is already published',
    examStaleVersion: 'Someone else changed this exam meanwhile; reload and try again',
    examPointsOver_one: 'This question is worth at most {{count}} point',
    examPointsOver_other: 'This question is worth at most {{count}} points',
  },
});
