import type { Locale } from '@dukkan/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay, formatMoney } from '../../../lib/format';

const HEIGHT = 220;
const axisFont = '12px "Cairo Variable", sans-serif';

/**
 * Daily revenue as bars, with uPlot. The dashboard imports this file lazily, so the library is its own chunk.
 * The canvas is hidden from screen readers: the page gives the same figures as a table.
 */
export function SalesChart({ daily, locale }: { daily: { date: string; revenue: number }[]; locale: Locale }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const opts: uPlot.Options = {
      width: el.clientWidth,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      // half a slot of room on each side, so the first and last bars are whole
      scales: { x: { time: false, range: () => [-0.5, daily.length - 0.5] } },
      axes: [
        { values: (_u, ticks) => ticks.map((i) => (daily[i] ? formatDay(daily[i].date, locale) : '')), font: axisFont },
        { values: (_u, ticks) => ticks.map((v) => formatMoney(v).replace(/\.000$/, '')), size: 72, font: axisFont },
      ],
      series: [
        {},
        {
          stroke: '#0f766e',
          fill: 'rgba(15, 118, 110, 0.4)',
          paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
          points: { show: false },
        },
      ],
    };
    const plot = new uPlot(opts, [daily.map((_, i) => i), daily.map((d) => d.revenue)], el);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [daily, locale]);
  // dates run left to right in both languages, like a calendar row
  return <div ref={box} dir="ltr" aria-hidden="true" className="w-full" style={{ minHeight: HEIGHT }} />;
}
