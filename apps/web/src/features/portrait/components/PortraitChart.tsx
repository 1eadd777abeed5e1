import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Loaded lazily by the portrait pages only: Chart.js is the heaviest part of them and the numbers show without it
// (each chart has its table). Only the pieces a radar, a line and a bar chart need are registered. The page hands
// over every text, so this chunk imports nothing of the app.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadarController,
  RadialLinearScale,
  Tooltip,
);

export type Series = { label: string; values: Array<number | null>; color: string; dashed?: boolean };

export type PortraitChartProps = {
  kind: 'radar' | 'line' | 'bar';
  labels: string[];
  series: Series[];
  /** The chart's name for screen readers; the table beside it carries the same numbers. */
  ariaLabel: string;
  /** In pixels; the page reserves the same height while this chunk loads. */
  height: number;
  /** Hands the canvas to the page (its "save as image" button draws from it). */
  onCanvas?: (canvas: HTMLCanvasElement | null) => void;
  testId: string;
};

/** One chart of a portrait: the teacher's dimensions on a radar, a trend over years, or a distribution as bars. */
export default function PortraitChart({ kind, labels, series, ariaLabel, height, onCanvas, testId }: PortraitChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const chart = new Chart(context, {
      type: kind,
      data: {
        labels,
        datasets: series.map((item) => ({
          label: item.label,
          data: item.values,
          borderColor: item.color,
          backgroundColor: kind === 'bar' ? item.color : `${item.color}33`,
          borderDash: item.dashed ? [6, 4] : [],
          fill: kind === 'radar' && !item.dashed,
          spanGaps: true,
          pointRadius: 3,
          maxBarThickness: 36,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1, position: 'bottom', labels: { boxWidth: 12 } } },
        scales:
          kind === 'radar'
            ? { r: { beginAtZero: true, ticks: { display: false }, pointLabels: { font: { size: 12 } } } }
            : { x: { grid: { display: false } }, y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    onCanvas?.(canvas.current);
    return () => {
      chart.destroy();
      onCanvas?.(null);
    };
  }, [kind, labels, series, onCanvas]);

  return (
    <div style={{ position: 'relative', width: '100%', height }} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={ariaLabel} />
    </div>
  );
}
