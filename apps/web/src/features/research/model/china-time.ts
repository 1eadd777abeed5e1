// The create page's time pickers show China's wall clock (where the activities happen), whatever the browser's
// zone: a picked "2026-12-01 14:00" means 14:00 in Beijing. China has kept +08:00 all year since 1991.

const CHINA_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The ISO instant of a China wall-clock time written `YYYY-MM-DD HH:mm`. */
export function chinaWallToIso(wall: string): string {
  return `${wall.replace(' ', 'T')}:00+08:00`;
}

/** The China wall-clock time (`YYYY-MM-DD HH:mm`) of an instant. */
export function isoToChinaWall(iso: string): string {
  const parts = Object.fromEntries(CHINA_PARTS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
