import { defineTexts } from '@server/platform/i18n/server-texts';

// Training's own texts (sheet and file names of the enrolment download, refusals that name a unit).
export const trainingTexts = defineTexts('training', {
  'zh-CN': {
    enrolmentsSheet: '报名名单',
    enrolmentsFile: '报名名单',
    mediaInUse: '该文件正被{{what}}“{{title}}”使用，请先在其中替换或移除',
    programme: '培训项目',
    studio: '名师工作室',
    openClass: '公开课',
    examUnitKindLocked: '单元“{{title}}”是考试单元，不能改为其他类型；如需更换，请新增单元后删除它',
    assignmentUnitKindLocked: '单元“{{title}}”是作业单元，不能改为其他类型；如需更换，请新增单元后删除它',
    evaluationUnitKindLocked: '单元“{{title}}”是评估单元，不能改为其他类型；如需更换，请新增单元后删除它',
  },
  'en-US': {
    enrolmentsSheet: 'Enrolments',
    enrolmentsFile: 'enrolments',
    mediaInUse: 'The file is used by the {{what}} "{{title}}"; replace or remove it there first',
    programme: 'training programme',
    studio: 'studio',
    openClass: 'open class',
    examUnitKindLocked: 'The unit "{{title}}" is an exam unit and cannot change kind; add a new unit and remove this one instead',
    assignmentUnitKindLocked:
      'The unit "{{title}}" is an assignment unit and cannot change kind; add a new unit and remove this one instead',
    evaluationUnitKindLocked:
      'The unit "{{title}}" is an evaluation unit and cannot change kind; add a new unit and remove this one instead',
  },
});
