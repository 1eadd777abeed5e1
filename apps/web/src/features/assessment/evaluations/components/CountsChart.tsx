import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Loaded lazily by the results pages: Chart.js is the heaviest part of them and every number shows without it (each
// chart has its table beside it). Only what a bar chart needs is registered. The page hands over every text, so this
// chunk imports nothing of the app.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type CountsChartProps = {
  /** The bars' names: an option's text, or a rating's point on the scale. */
  labels: string[];
  /** How many responses chose each bar. */
  counts: number[];
  /** What the counts are (responses), in the tooltip. */
  seriesLabel: string;
  /** The chart's name for screen readers; the table beside it carries the same numbers. */
  ariaLabel: string;
  /** Options read best as horizontal bars (long texts); a rating scale as columns. */
  horizontal: boolean;
  /** In pixels; the page reserves the same height while this chunk loads (model/chart-height.ts). */
  height: number;
  testId: string;
};

/** The responses per option (or per point of a rating scale), as bars. */
export default function CountsChart({ labels, counts, seriesLabel, ariaLabel, horizontal, height, testId }: CountsChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: Chart | undefined;
    // A task of its own: several charts created in the commit of the results page would make one long task.
    const timeout = setTimeout(() => {
      const context = canvas.current?.getContext('2d');
      if (!context) return;
      chart = new Chart(context, {
        type: 'bar',
        data: {
          labels,
          datasets: [{ label: seriesLabel, data: counts, backgroundColor: '#1677ff', borderRadius: 4, maxBarThickness: 28 }],
        },
        options: {
          indexAxis: horizontal ? 'y' : 'x',
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          // Whole counts written as they are: Chart.js's own tick format creates an Intl.NumberFormat per chart.
          scales: {
            [horizontal ? 'y' : 'x']: { grid: { display: false } },
            [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0, callback: (value: string | number) => String(value) } },
          },
          plugins: { tooltip: { callbacks: { label: (item) => `${seriesLabel}: ${String(item.raw)}` } } },
        },
      });
    }, 0);
    return () => {
      clearTimeout(timeout);
      chart?.destroy();
    };
  }, [labels, counts, seriesLabel, horizontal]);

  return (
    <div style={{ position: 'relative', width: '100%', height }} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={ariaLabel} />
    </div>
  );
}
