import { defineTexts } from '@server/platform/i18n/server-texts';

// Administration's own texts (refusals of an import, sheet and file names of the account and audit downloads).
export const administrationTexts = defineTexts('administration', {
  'zh-CN': {
    importUnreadable: '无法读取该文件，请上传由模板填写的 .xlsx 文件',
    importNoSheet: '文件中没有工作表',
    importMissingColumns: '第 1 行缺少列：{{names}}',
    importTooManyRows: '文件超过 {{max}} 行，请分批导入',
    accountsSheet: '账号',
    accountsFile: '账号',
    templateSheet: '教师',
    templateFile: '教师导入模板',
    auditSheet: '操作日志',
    auditFile: '操作日志',
    logoInUse: '该图片正用作区县的登录标识，请先更换标识再删除',
    importRowsWithProblems: '有 {{rows}} 行存在问题，未导入任何账号；请先检查文件',
    accountActive: '正常',
    accountDisabled: '已停用',
  },
  'en-US': {
    importUnreadable: 'The file cannot be read: upload an .xlsx file filled in from the template',
    importNoSheet: 'The file has no worksheet',
    importMissingColumns: 'Row 1 lacks the columns: {{names}}',
    importTooManyRows: 'The file has more than {{max}} rows: import it in parts',
    accountsSheet: 'Accounts',
    accountsFile: 'accounts',
    templateSheet: 'Teachers',
    templateFile: 'teacher-import-template',
    auditSheet: 'Audit trail',
    auditFile: 'audit-trail',
    logoInUse: "The image is a district's login logo; change the logo before deleting it",
    importRowsWithProblems: '{{rows}} rows have problems, so nothing was imported: check the file first',
    accountActive: 'Active',
    accountDisabled: 'Disabled',
  },
});
