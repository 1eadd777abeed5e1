// TopicSharePaths in a module of its own, without zod: the web client imports every path (`paths.ts`), and the
// schemas beside them in `topic-share.ts` would come along (issue 19: zod weighed on every signed-in page).

/** The share calls (relative to /api). */
export const TopicSharePaths = {
  topicShare: '/topic/share/save',
  topicUnshare: '/topic/share/stop',
  topicShareFile: '/topic/share/files/:applyId/:fileId',
} as const;
