/** Spec 9: request defaults — 5-minute cache, 5-second focus interval, page size 10. */
export const QUERY_CACHE_MS = 5 * 60_000;
export const FOCUS_REFRESH_MS = 5_000;
export const PAGE_SIZE = 10;

/** Spec 9: idle auto-logout after 15 minutes, checked every 60 seconds. */
export const IDLE_TIMEOUT_MS = 15 * 60_000;
export const IDLE_CHECK_INTERVAL_MS = 60_000;

/** Spec 9: a route chunk that has not loaded after 120 seconds has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
