/**
 * The paths the web client's start-up reads for the pages teachers open first (/home's cards, /studyTime, a training
 * catalogue, the bell), relative to `/api`. Kept apart like paths-core.ts: start-up runs in the entry, which the
 * sign-in page downloads too, and every path of the product there would weigh on it (issue 19).
 */
export const FirstReadPaths = {
  trainingCatalogue: '/training/programmes',
  trainingHome: '/training/home',
  learningHours: '/learning/hours',
  learningDeclarations: '/learning/declarations',
  portraitManage: '/portrait/manage',
  // The one to-do list across every domain (ours; the spec shows the page /my/todoList only).
  todoList: '/todo/list',
  noticeList: '/notice/list',
  noticeUnread: '/notice/unread',
  notificationUnreadCount: '/notification/unreadCount',
} as const;
