// Addresses of the topic pages with their page state (spec 2: applyId, prjId, backUrl, and status '1' for read-only).
// Every parameter is written, empty when absent, so a value the tab remembers from another topic is replaced.

/** The application form for a call: a new application, or mine to it (applyId), editable or read-only. */
export function applyFormPath({
  callId,
  applyId,
  readOnly = false,
  backUrl,
}: {
  callId: number | null;
  applyId: number | null;
  readOnly?: boolean;
  backUrl?: string;
}): string {
  const query = new URLSearchParams({
    prjId: callId === null ? '' : String(callId),
    applyId: applyId === null ? '' : String(applyId),
    status: readOnly ? '1' : '0',
  });
  if (backUrl) query.set('backUrl', backUrl);
  return `/scientific/topicApplyForm?${query.toString()}`;
}

/** The host's workspace of a topic. */
export function hostPagePath(applyId: number): string {
  return `/scientific/myTopic/hostPage/${applyId}`;
}

/** The process records, of one topic when given. */
export function recordsPath(applyId: number | null): string {
  return `/scientific/applyTopicRecord?applyId=${applyId === null ? '' : String(applyId)}`;
}
