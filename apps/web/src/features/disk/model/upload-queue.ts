// The upload page's queue as pure state: each chosen file's progress and state, the total across them, and which
// files may start next. The tus uploads themselves live in upload/tus-upload.ts; this file only records what they
// report, so the rules (total progress, how many run at once, what pause and resume allow) are tested without a browser.

/** Where one file's upload stands. */
export type UploadState = 'queued' | 'uploading' | 'paused' | 'done' | 'failed';

/** One file of the queue. `key` is unique within the queue; `resourceId` is known once the server has made the resource. */
export type QueueItem = {
  key: string;
  name: string;
  size: number;
  sent: number;
  state: UploadState;
  /** Whether the upload picked up bytes a previous attempt (another page load) had already sent. */
  resumed: boolean;
  error?: string;
  resourceId?: number;
};

export type QueueAction =
  | { type: 'add'; items: Array<{ key: string; name: string; size: number }> }
  | { type: 'started'; key: string }
  | { type: 'resumedFrom'; key: string; sent: number }
  | { type: 'progress'; key: string; sent: number }
  | { type: 'paused'; key: string }
  | { type: 'resume'; key: string }
  | { type: 'done'; key: string; resourceId?: number }
  | { type: 'failed'; key: string; error: string }
  | { type: 'remove'; key: string };

/** At most this many files send at once: more would only split the same bandwidth and make every file slower. */
export const PARALLEL_UPLOADS = 3;

function update(queue: QueueItem[], key: string, change: (item: QueueItem) => QueueItem): QueueItem[] {
  return queue.map((item) => (item.key === key ? change(item) : item));
}

/** The queue after one event. Events about a file no longer in the queue change nothing. */
export function queueReducer(queue: QueueItem[], action: QueueAction): QueueItem[] {
  switch (action.type) {
    case 'add': {
      const known = new Set(queue.map((item) => item.key));
      const fresh = action.items
        .filter((item) => !known.has(item.key))
        .map((item): QueueItem => ({ ...item, sent: 0, state: 'queued', resumed: false }));
      return [...queue, ...fresh];
    }
    case 'started':
      return update(queue, action.key, (item) => ({ ...item, state: 'uploading', error: undefined }));
    case 'resumedFrom':
      return update(queue, action.key, (item) => ({ ...item, sent: Math.min(action.sent, item.size), resumed: action.sent > 0 }));
    case 'progress':
      // Progress never runs backwards on screen (a retried chunk re-sends bytes already counted).
      return update(queue, action.key, (item) => ({ ...item, sent: Math.max(item.sent, Math.min(action.sent, item.size)) }));
    case 'paused':
      return update(queue, action.key, (item) =>
        item.state === 'uploading' || item.state === 'queued' ? { ...item, state: 'paused' } : item,
      );
    case 'resume':
      return update(queue, action.key, (item) =>
        item.state === 'paused' || item.state === 'failed' ? { ...item, state: 'queued', error: undefined } : item,
      );
    case 'done':
      return update(queue, action.key, (item) => ({ ...item, state: 'done', sent: item.size, resourceId: action.resourceId }));
    case 'failed':
      return update(queue, action.key, (item) => ({ ...item, state: 'failed', error: action.error }));
    case 'remove':
      return queue.filter((item) => item.key !== action.key);
  }
}

/** The share of all the queue's bytes sent, 0-100 (100 for an empty queue, which has nothing left to send). */
export function totalPercent(queue: readonly QueueItem[]): number {
  const size = queue.reduce((sum, item) => sum + item.size, 0);
  if (size === 0) return queue.length === 0 ? 100 : queue.every((item) => item.state === 'done') ? 100 : 0;
  const sent = queue.reduce((sum, item) => sum + item.sent, 0);
  return Math.floor((sent / size) * 100);
}

/** One file's share sent, 0-100. */
export function itemPercent(item: QueueItem): number {
  if (item.state === 'done') return 100;
  return item.size === 0 ? 0 : Math.floor((item.sent / item.size) * 100);
}

/** The queued files to start now, in the order chosen, so that no more than PARALLEL_UPLOADS send at once. */
export function nextToStart(queue: readonly QueueItem[]): QueueItem[] {
  const running = queue.filter((item) => item.state === 'uploading').length;
  return queue.filter((item) => item.state === 'queued').slice(0, Math.max(0, PARALLEL_UPLOADS - running));
}

/** A key telling two choices of the same file apart from two different files (name, size and modification time). */
export function fileKey(file: { name: string; size: number; lastModified: number }): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}
