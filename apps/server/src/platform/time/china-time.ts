// Dates users see are China dates: a credit earned at 00:30 on 1 January Beijing time belongs to the new year,
// whatever the server's own time zone. The one implementation is the contract's, shared with the web client.
export {
  addDays,
  chinaDay,
  chinaDayStart,
  chinaToday,
  chinaWall,
  chinaWallToIso,
  chinaYear,
  isCalendarDay,
} from '@yanxiu/contract/china-time';
