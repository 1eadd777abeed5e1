// The address a rotating check-in QR code carries: the check-in page of the web app, with the activity and the code
// of the current window. A phone's camera opens it; the signed-in teacher's page posts the code (or signs in first).

/** The web app's path of the check-in page (under the router's /pc basename). */
export function checkInPath(activityId: number, code: string): string {
  return `/research/checkIn/${activityId}?code=${encodeURIComponent(code)}`;
}

/** The full address the QR code encodes, on this origin, so a phone on the same network reaches the same server. */
export function checkInUrl(origin: string, activityId: number, code: string): string {
  return `${origin}/pc${checkInPath(activityId, code)}`;
}

/** The milliseconds until the code shown now should be replaced: its window's end, at least one second away. */
export function refreshDelay(validUntil: string, now: number): number {
  return Math.max(1_000, Date.parse(validUntil) - now);
}
