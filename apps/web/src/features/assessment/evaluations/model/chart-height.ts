const BAR_PIXELS = 34;
const AXIS_PIXELS = 40;
const COLUMN_HEIGHT = 220;

/** A results chart's height: horizontal bars grow with their number so long option texts keep their room. */
export function countsChartHeight(bars: number, horizontal: boolean): number {
  return horizontal ? Math.max(120, bars * BAR_PIXELS + AXIS_PIXELS) : COLUMN_HEIGHT;
}
