/** Chinese texts of the help page (merged under `help.`). */
export const helpZhCN = {
  search: '搜索帮助',
  searchButton: '搜索',
  allCategories: '全部',
  allKinds: '全部类型',
  empty: '暂无帮助内容',
  total: '共 {{total}} 条',
  kind: { article: '文章', faq: '常见问题' },
  category: { account: '账号与登录', training: '培训', learning: '学时', development: '发展申报', selection: '评选', other: '其他' },
  helpful: '有帮助',
  helpfulCount_one: '{{count}} 人觉得有帮助',
  helpfulCount_other: '{{count}} 人觉得有帮助',
  thanks: '感谢反馈',
  create: '新建帮助',
  edit: '编辑',
  remove: '删除',
  removeConfirm: '确定删除这条帮助吗？',
  saved: '已保存',
  form: {
    createTitle: '新建帮助',
    editTitle: '编辑帮助',
    kind: '类型',
    category: '分类',
    title: '标题',
    body: '正文',
    submit: '保存',
    cancel: '取消',
    required: '请填写{{field}}',
  },
};

export type HelpMessages = typeof helpZhCN;
