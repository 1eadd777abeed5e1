import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';

// Loaded lazily by the breakdown page: the chart library is the heaviest part of it and the numbers show without
// it. Only the pieces a bar chart needs are registered, so the rest of Chart.js stays out of the bundle. The page
// hands over every text, so this chunk imports nothing of the app (which would make the bundler re-split the
// chunks the sign-in page loads).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type MonthChartProps = {
  /** The bars' names, e.g. 1月 … 12月. */
  labels: string[];
  values: number[];
  /** What the values are (hours), in the tooltip. */
  seriesLabel: string;
  /** The chart's name for screen readers; the totals tables carry the same numbers. */
  ariaLabel: string;
  format: (value: number) => string;
  /** In pixels; the page reserves the same height while this chunk loads, so nothing below it moves. */
  height: number;
};

/** Hours credited per month of the year, as bars. */
export default function MonthChart({ labels, values, seriesLabel, ariaLabel, format, height }: MonthChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    let chart: Chart | undefined;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      const context = canvas.current?.getContext('2d');
      if (!context || chart) return;
      chart = new Chart(context, {
        type: 'bar',
        data: {
          labels,
          datasets: [{ label: seriesLabel, data: values, backgroundColor: '#1677ff', borderRadius: 4, maxBarThickness: 32 }],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          // Whole hours written as they are: Chart.js's own tick format creates an Intl.NumberFormat, the page's first
          // (slow on a phone's main thread).
          scales: {
            x: { grid: { display: false } },
            y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => String(value) } },
          },
          plugins: { tooltip: { callbacks: { label: (item) => `${seriesLabel}: ${formatRef.current(Number(item.raw))}` } } },
        },
      });
    };
    // Drawn once the chart's place nears the screen (on a small phone it starts below the fold), and then in a task of
    // its own: Chart.js is heavy on a phone's main thread, and created in this effect it joined the commit of the
    // tables below, which React finishes in the same task, into one long task (issue 19).
    const place = canvas.current?.parentElement;
    const observer =
      place && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              timeout = setTimeout(draw, 0);
            },
            { rootMargin: '200px 0px' },
          )
        : undefined;
    if (observer && place) observer.observe(place);
    else timeout = setTimeout(draw, 0);
    return () => {
      observer?.disconnect();
      clearTimeout(timeout);
      chart?.destroy();
    };
  }, [labels, values, seriesLabel]);

  return (
    <div style={{ position: 'relative', width: '100%', height }} data-testid="hours-chart">
      <canvas ref={canvas} role="img" aria-label={ariaLabel} />
    </div>
  );
}
