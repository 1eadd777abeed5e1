// Privacy 的界面文字（键以 `privacy.` 开头）。
export const privacyZhCN = {
  title: '隐私与数据',
};
