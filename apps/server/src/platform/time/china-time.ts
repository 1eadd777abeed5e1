// Dates users see are China dates: a credit earned at 00:30 on 1 January Beijing time belongs to the new year,
// whatever the server's own time zone.

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Shanghai calendar day of an instant, `YYYY-MM-DD`. */
export function chinaDay(at: Date): string {
  return dayFormat.format(at);
}

/** Shanghai calendar year of an instant. */
export function chinaYear(at: Date): number {
  return Number(chinaDay(at).slice(0, 4));
}
