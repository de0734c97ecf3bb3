// The chart itself, in a lazy chunk of its own: Chart.js (tree-shaken to the line and bar charts) loads only when
// a Money page shows a chart, so neither the login page nor the Money chunk carries it. Colours are read from the
// theme contract's CSS variables when the chart is drawn, and it is drawn again when the look, the scheme, the
// server theme or the alert changes: red alert recolours it like the rest of the page.
import { useEffect, useRef } from 'react';
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
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useTheme, vars } from '@lcars/ui';
import { formatValue, type ChartColor, type ChartSpec } from './chartSpec';

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
  Tooltip,
);

/** The custom property behind a contract variable ('var(--color-primary__1x2y)' -> '--color-primary__1x2y'). */
function propertyOf(variable: string): string {
  return /var\((--[^,)]+)/.exec(variable)?.[1] ?? variable;
}

/** The current value of a contract variable where the element sits (inside the theme provider). */
function read(element: Element, variable: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(propertyOf(variable)).trim() || fallback;
}

interface Palette {
  color: (role: ChartColor) => string;
  text: string;
  muted: string;
  grid: string;
  surface: string;
  font: string;
}

function paletteOf(element: Element): Palette {
  const cache = new Map<ChartColor, string>();
  return {
    color: (role) => {
      if (!cache.has(role)) cache.set(role, read(element, vars.color[role], '#888888'));
      return cache.get(role) ?? '#888888';
    },
    text: read(element, vars.color.text, '#000000'),
    muted: read(element, vars.color.textMuted, '#555555'),
    grid: read(element, vars.color.outline, '#999999'),
    surface: read(element, vars.color.surface, '#ffffff'),
    font: read(element, vars.font.body, 'sans-serif'),
  };
}

/** A colour with an alpha, for the area under a line: the canvas itself normalises any CSS colour. */
function translucent(color: string, alpha: number): string {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return color;
  context.fillStyle = color;
  const normal = String(context.fillStyle);
  const hex = /^#([0-9a-f]{6})$/i.exec(normal)?.[1];
  if (hex) {
    const [r, g, b] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));
    return `rgba(${String(r)}, ${String(g)}, ${String(b)}, ${String(alpha)})`;
  }
  const rgb = /^rgba?\(([^)]+)\)$/
    .exec(normal)?.[1]
    ?.split(/[\s,/]+/)
    .slice(0, 3);
  return rgb ? `rgba(${rgb.join(', ')}, ${String(alpha)})` : color;
}

export function chartConfig(spec: ChartSpec, palette: Palette): ChartConfiguration {
  const format = (value: number | string) => formatValue(Number(value), spec.unit, spec.currency);
  const valueAxis = {
    stacked: spec.stacked === true,
    beginAtZero: spec.type === 'bar',
    grid: { color: translucent(palette.grid, 0.35) },
    border: { color: palette.grid },
    ticks: { color: palette.muted, callback: format, maxTicksLimit: 6 },
    ...(spec.unit === 'percent' ? { suggestedMax: 100 } : {}),
  };
  const categoryAxis = {
    stacked: spec.stacked === true,
    grid: { display: false },
    border: { color: palette.grid },
    // Room between the month labels: on a phone they skip more of them rather than touch.
    ticks: { color: palette.muted, autoSkip: true, autoSkipPadding: 16, maxRotation: 0 },
  };
  return {
    type: spec.type,
    data: {
      labels: [...spec.labels],
      datasets: spec.series.map((series) => {
        const color = palette.color(series.color);
        const colors = series.colors?.map((role) => palette.color(role));
        return spec.type === 'line'
          ? {
              label: series.label,
              data: [...series.data],
              borderColor: color,
              backgroundColor: translucent(color, 0.18),
              pointBackgroundColor: color,
              pointRadius: 3,
              borderWidth: 2,
              fill: spec.series.length === 1 ? 'origin' : false,
              tension: 0.25,
              spanGaps: false,
            }
          : {
              label: series.label,
              data: [...series.data],
              backgroundColor: colors ?? color,
              borderColor: colors ?? color,
              borderWidth: 0,
              borderRadius: 3,
              maxBarThickness: 36,
            };
      }),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // Drawn at once: no motion to reduce, and nothing to wait for in a screenshot.
      animation: false,
      indexAxis: spec.horizontal ? 'y' : 'x',
      font: { family: palette.font },
      color: palette.text,
      interaction: { mode: 'index', intersect: false },
      scales: spec.horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      plugins: {
        legend: {
          display: spec.series.length > 1,
          position: 'bottom',
          labels: { color: palette.text, boxWidth: 12, font: { family: palette.font } },
        },
        tooltip: {
          backgroundColor: palette.surface,
          titleColor: palette.text,
          bodyColor: palette.text,
          borderColor: palette.grid,
          borderWidth: 1,
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
          },
        },
      },
    },
  };
}

/** Draws `spec` on a canvas; `label` is the canvas's accessible name (the table beside it has the numbers). */
export default function ChartCanvas({ spec, label }: { spec: ChartSpec; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const alert = theme.alert;
  const themeKey = [
    theme.look,
    String(theme.dark),
    theme.themeClass,
    JSON.stringify(theme.themeStyle),
    alert ? `${alert.kind}-${String(alert.type)}` : '',
  ].join('|');
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return undefined;
    let chart: Chart | undefined;
    // One frame after the change, so the new theme class's variables are in the computed style.
    const frame = requestAnimationFrame(() => {
      const palette = paletteOf(canvas);
      Chart.defaults.font.family = palette.font;
      chart = new Chart(canvas, chartConfig(spec, palette));
      // For tests and screenshots: the chart is on screen in these colours.
      canvas.dataset.drawn = themeKey;
    });
    return () => {
      cancelAnimationFrame(frame);
      chart?.destroy();
    };
  }, [spec, themeKey]);
  return <canvas ref={ref} role="img" aria-label={label} />;
}
