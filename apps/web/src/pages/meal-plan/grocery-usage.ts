import type { PlanMetrics } from '@forkcast/contracts';

/** 350 -> '350 g', 1234 -> '1.2 kg': the scale people weigh food in. */
export function formatGrams(grams: number): string {
  if (grams >= 1000) return `${(Math.round(grams / 100) / 10).toLocaleString('en')} kg`;
  return `${Math.max(1, Math.round(grams))} g`;
}

/** 0.4567 -> 46: a share as a whole percentage, clamped to 0-100. */
export function percent(share: number): number {
  return Math.min(100, Math.max(0, Math.round(share * 100)));
}

/**
 * What the user will still have after the plan: only items with something left, those that spoil soonest first,
 * so the list doubles as a 'use these next' reminder.
 */
export function leftoversBySpoilage(metrics: Pick<PlanMetrics, 'leftovers'>): PlanMetrics['leftovers'] {
  return metrics.leftovers
    .filter((item) => item.leftover_g >= 1)
    .sort((a, b) => a.good_through_day - b.good_through_day || b.leftover_g - a.leftover_g);
}

/** The shopping list split into what to buy and the pantry staples most kitchens already hold. */
export function splitShoppingList(metrics: Pick<PlanMetrics, 'shopping_list'>) {
  const toBuy = metrics.shopping_list.filter((item) => !item.pantry_staple);
  const staples = metrics.shopping_list.filter((item) => item.pantry_staple);
  return { toBuy, staples };
}

/** How long a leftover keeps, counted in plan days (day 1 = the first day of the plan); long keepers in weeks or months. */
export function keepsLabel(goodThroughDay: number): string {
  if (goodThroughDay <= 0) return 'Past its best';
  if (goodThroughDay < 14) return `Good through day ${goodThroughDay}`;
  if (goodThroughDay < 60) return `Keeps about ${Math.round(goodThroughDay / 7)} weeks`;
  return `Keeps ${Math.floor(goodThroughDay / 30)}+ months`;
}
