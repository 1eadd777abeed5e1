/** Keys of what the client keeps in the browser's storage. */
export const STORAGE_KEYS = {
  loginInfo: 'yanxiu.loginInfo',
  menuConfig: 'yanxiu.menuConfig',
  lastActiveAt: 'yanxiu.lastActiveAt',
  locale: 'yanxiu.locale',
  /** The tenant's app info from the last page load, with the hostname it was asked for. */
  appInfo: 'yanxiu.appInfo',
  /** The signed-in user's teacher information from the last page load, with whose it is (shown until this load's arrives). */
  teacherInfo: 'yanxiu.teacherInfo',
} as const;
