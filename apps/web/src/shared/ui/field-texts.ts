import { i18n } from '@/shared/i18n/i18n';

// Texts of the shared form fields (the upload field, the teacher search, the managed table's cards, a workbook's import). They travel with
// the pages that use the fields, not with the app's catalogues that the sign-in page carries. Merged into the default
// namespace, so keys read `fields.…`.

export const fieldTextsZhCN = {
  upload: {
    progress: '上传中 {{percent}}%',
    cancel: '取消上传',
    cancelled: '已取消上传',
    replace: '更换文件',
  },
  teacherSelect: {
    placeholder: '输入姓名或用户名搜索',
    typeToSearch: '请输入姓名或用户名',
    searching: '正在搜索…',
    noTeacher: '没有找到匹配的教师',
    searchFailed: '搜索失败，请稍后重试',
  },
  managedTable: {
    selectAll: '全选本页',
  },
  count: {
    loading: '正在统计',
  },
  workbookImport: {
    choose: '选择 Excel 文件',
    chosen: '已选择：{{name}}',
    check: '检查文件',
    import: '导入',
  },
};

export const fieldTextsEnUS: typeof fieldTextsZhCN = {
  upload: {
    progress: 'Uploading {{percent}}%',
    cancel: 'Cancel upload',
    cancelled: 'Upload cancelled',
    replace: 'Replace file',
  },
  teacherSelect: {
    placeholder: 'Search by name or username',
    typeToSearch: 'Type a name or username',
    searching: 'Searching…',
    noTeacher: 'No matching teacher',
    searchFailed: 'The search failed; please try again later',
  },
  managedTable: {
    selectAll: 'Select all on this page',
  },
  count: {
    loading: 'Counting',
  },
  workbookImport: {
    choose: 'Choose an Excel file',
    chosen: 'Chosen: {{name}}',
    check: 'Check the file',
    import: 'Import',
  },
};

i18n.addResourceBundle('zh-CN', 'translation', { fields: fieldTextsZhCN }, true, true);
i18n.addResourceBundle('en-US', 'translation', { fields: fieldTextsEnUS }, true, true);
