/** Keys of what the client keeps in the browser's storage. */
export const STORAGE_KEYS = {
  loginInfo: 'yanxiu.loginInfo',
  menuConfig: 'yanxiu.menuConfig',
  lastActiveAt: 'yanxiu.lastActiveAt',
  locale: 'yanxiu.locale',
} as const;
