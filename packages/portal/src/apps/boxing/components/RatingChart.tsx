// A fighter's rating after each bout as a Chart.js line (the portal's charts library), in a lazy chunk of its
// own. Colours come from the theme contract's variables when it is drawn, and again when the look changes.
import { useEffect, useRef } from 'react';
import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useTheme, vars } from '@lcars/ui';

Chart.register(CategoryScale, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip);

function read(element: Element, variable: string, fallback: string): string {
  const property = /var\((--[^,)]+)/.exec(variable)?.[1] ?? variable;
  return getComputedStyle(element).getPropertyValue(property).trim() || fallback;
}

export default function RatingChart({
  labels,
  ratings,
  label,
}: {
  labels: readonly string[];
  ratings: readonly (number | null)[];
  label: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const themeKey = `${theme.look}|${String(theme.dark)}|${theme.themeClass}`;
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return undefined;
    let chart: Chart | undefined;
    const frame = requestAnimationFrame(() => {
      const color = read(canvas, vars.color.primary, '#cc6666');
      const muted = read(canvas, vars.color.textMuted, '#555555');
      const grid = read(canvas, vars.color.outline, '#999999');
      chart = new Chart(canvas, {
        type: 'line',
        data: {
          labels: [...labels],
          datasets: [
            {
              label: 'Rating',
              data: [...ratings],
              borderColor: color,
              pointBackgroundColor: color,
              pointRadius: 3,
              borderWidth: 2,
              tension: 0.25,
            },
          ],
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: {
            x: { grid: { display: false }, ticks: { color: muted, autoSkip: true, maxRotation: 0 } },
            y: { grid: { color: grid }, ticks: { color: muted, maxTicksLimit: 6 } },
          },
        },
      });
      canvas.dataset.drawn = themeKey;
    });
    return () => {
      cancelAnimationFrame(frame);
      chart?.destroy();
    };
  }, [labels, ratings, themeKey]);
  return <canvas ref={ref} role="img" aria-label={label} />;
}
