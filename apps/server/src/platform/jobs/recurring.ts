/**
 * The cron expression pg-boss schedules a recurring job with, from its period in seconds; null when 0 switches the
 * job off. pg-boss's clock has minute resolution, so periods round up to whole minutes or hours, and a day or more
 * runs daily (none of today's jobs needs longer); a period that does not divide its unit evenly runs on the unit's
 * multiples (every 7 minutes: minutes 0, 7, ... 56, then 0).
 */
export function cronOf(seconds: number): string | null {
  if (seconds <= 0) return null;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return '* * * * *';
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `0 */${hours} * * *`;
  return '0 0 * * *';
}
