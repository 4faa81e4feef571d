import type { KitchenReport } from '@forkcast/contracts';

export type Measure = 'grams' | 'value';
export const SERIES = ['bought', 'cooked', 'thrown'] as const;
export type Series = (typeof SERIES)[number];

export interface Bar {
  series: Series;
  x: number;
  y: number;
  width: number;
  height: number;
  amount: number;
}

/** The chart's drawing box, in SVG units. */
export const CHART = { width: 640, height: 220, top: 12, bottom: 28, left: 8, right: 8 } as const;

/**
 * Three bars per week (bought, cooked or eaten, thrown away), scaled so the largest amount of any week fills the
 * plot's height; an empty report draws no bars.
 */
export function chartBars(weeks: KitchenReport['weeks'], measure: Measure): { bars: Bar[]; max: number; slot: number } {
  const max = Math.max(0, ...weeks.flatMap((week) => SERIES.map((series) => week[series][measure])));
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const barWidth = (slot * 0.75) / SERIES.length;
  const bars: Bar[] = [];
  if (max <= 0) return { bars, max, slot };
  weeks.forEach((week, w) =>
    SERIES.forEach((series, s) => {
      const amount = week[series][measure];
      const height = (amount / max) * plotHeight;
      bars.push({
        series,
        x: CHART.left + w * slot + slot * 0.125 + s * barWidth,
        y: CHART.top + plotHeight - height,
        width: barWidth - 1,
        height,
        amount,
      });
    }),
  );
  return { bars, max, slot };
}

/** 1234 g -> '1.2 kg', 450 -> '450 g'; money to two places. */
export function amountText(amount: number, measure: Measure): string {
  if (measure === 'value') return amount.toFixed(2);
  return amount >= 1000 ? `${(amount / 1000).toFixed(1)} kg` : `${Math.round(amount)} g`;
}
