import { ApiPaths } from '@yanxiu/contract/paths';
import { apiUrl, baseHeaders } from '@/shared/request/request';

/** Pulls `{ count }` out of each `data:` line of server-sent events, across chunk boundaries. */
export function createEventParser(onCount: (count: number) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = /^data: ?(.*)$/m.exec(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (!data) continue;
      const count = (JSON.parse(data[1]!) as { count?: unknown }).count;
      if (typeof count === 'number') onCount(count);
    }
  };
}

const RETRY_MIN_MILLISECONDS = 2000;
/**
 * How long after the page starts the stream opens. The bell reads the count at once through the plain call; the
 * stream only keeps it fresh, so starting late loses nothing. Starting at once would keep a request open from the
 * first moment, and tools that wait for a quiet network after a page load (Playwright's networkidle, Lighthouse)
 * would wait for ever.
 */
export const STREAM_DELAY_MILLISECONDS = 8000;
const RETRY_MAX_MILLISECONDS = 60_000;

/**
 * Follows the caller's unread count live: a fetch of the event stream (fetch, not EventSource, so the bearer token
 * goes in a header as on every call), reconnecting with growing pauses when it ends or fails (the server ends it at
 * the session's expiry or after ten minutes), from STREAM_DELAY_MILLISECONDS after it is called. Answers how to stop.
 */
export function followUnreadCount(onCount: (count: number) => void): () => void {
  const stop = new AbortController();
  let pause = RETRY_MIN_MILLISECONDS;
  const run = async () => {
    await new Promise((resolve) => setTimeout(resolve, STREAM_DELAY_MILLISECONDS));
    while (!stop.signal.aborted) {
      try {
        const response = await fetch(apiUrl(ApiPaths.notificationStream), {
          headers: { ...baseHeaders(), accept: 'text/event-stream' },
          signal: stop.signal,
        });
        // A refused stream (signed out, 4xx) is not retried in a loop; the next page load tries again.
        if (response.status >= 400 && response.status < 500) return;
        if (!response.body) return;
        const parse = createEventParser((count) => {
          pause = RETRY_MIN_MILLISECONDS;
          onCount(count);
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (let next = await reader.read(); !next.done; next = await reader.read()) parse(next.value);
      } catch {
        if (stop.signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, RETRY_MAX_MILLISECONDS);
    }
  };
  void run();
  return () => stop.abort();
}
