import { describe, expect, it } from 'vitest';
import { amountText, chartBars, CHART } from './kitchen-chart-bars';

const week = (start: string, bought: number, cooked: number, thrown: number) => ({
  week_start: start,
  bought: { grams: bought, value: bought / 1000 },
  cooked: { grams: cooked, value: cooked / 1000 },
  thrown: { grams: thrown, value: thrown / 1000 },
});

describe('the kitchen chart', () => {
  it('scales the largest amount to the full height and keeps bars in week order', () => {
    const { bars, max } = chartBars([week('2025-05-26', 2000, 1000, 0), week('2025-06-02', 4000, 3000, 500)], 'grams');
    expect(max).toBe(4000);
    expect(bars).toHaveLength(6);
    const plot = CHART.height - CHART.top - CHART.bottom;
    expect(bars[3]).toMatchObject({ series: 'bought', height: plot, y: CHART.top });
    expect(bars[0]!.height).toBeCloseTo(plot / 2);
    expect(bars[2]!.height).toBe(0);
    expect(bars.map((bar) => bar.x)).toEqual([...bars.map((bar) => bar.x)].sort((a, b) => a - b));
  });

  it('draws nothing for weeks with nothing in them', () => {
    expect(chartBars([week('2025-06-02', 0, 0, 0)], 'value').bars).toEqual([]);
  });

  it('writes weights and money as a reader expects', () => {
    expect(amountText(1234, 'grams')).toBe('1.2 kg');
    expect(amountText(450.4, 'grams')).toBe('450 g');
    expect(amountText(3.5, 'value')).toBe('3.50');
  });
});
