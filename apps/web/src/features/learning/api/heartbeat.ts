import type { HeartbeatBody, HeartbeatResult } from '@yanxiu/contract/learning';
import { ApiPaths } from '@yanxiu/contract/paths';
import { apiUrl, request } from '@/shared/request/request';

/** POST learningWatchHeartbeat (public: the ticket in the body is the credential). Quiet: no toast per heartbeat. */
export function sendHeartbeat(body: HeartbeatBody): Promise<HeartbeatResult> {
  return request<HeartbeatResult>(ApiPaths.learningWatchHeartbeat, { body, skipErrorHandler: true });
}

/**
 * The last heartbeat of a closing page: `sendBeacon` outlives the page, but cannot send headers, which is why the
 * endpoint is public and the URL carries `?appId=` like every call. Falls back to a keep-alive fetch when the
 * browser has no beacon or refuses to queue it.
 */
export function beaconHeartbeat(body: HeartbeatBody): void {
  const url = apiUrl(ApiPaths.learningWatchHeartbeat);
  const payload = JSON.stringify(body);
  let queued = false;
  try {
    queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([payload], { type: 'application/json' }));
  } catch {
    // A cross-origin API base may refuse a JSON beacon outright: the keep-alive fetch below still goes.
  }
  if (!queued)
    void fetch(url, { method: 'POST', body: payload, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
      () => undefined,
    );
}
