import type { Diet, PlanMetrics, PlannedRecipe } from './types';

const title = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

function listWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} & ${items.at(-1)}`;
}

function topBy<T>(entries: Iterable<[T, number]>, count: number): T[] {
  return [...entries].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key]) => key);
}

/** "3-Day Plan: Salmon, Spinach & Lentils": the purchases the plan uses most, or its most frequent main ingredients. */
export function planName(days: number, recipes: readonly PlannedRecipe[], metrics: PlanMetrics, mainNames: (id: string) => string): string {
  const used = metrics.leftovers.filter((l) => l.used_g > 0).map((l): [string, number] => [l.name, l.used_g]);
  let heroes = topBy(used, 3);
  if (heroes.length === 0) {
    const counts = new Map<string, number>();
    for (const r of recipes) {
      const main = mainNames(r.slug);
      counts.set(main, (counts.get(main) ?? 0) + 1);
    }
    heroes = topBy(counts, 3);
  }
  return `${days}-Day Plan: ${listWithAnd(heroes.map(title))}`;
}

export function planDescription(
  days: number,
  household: number,
  recipes: readonly PlannedRecipe[],
  metrics: PlanMetrics,
  diets: readonly Diet[],
): string {
  const cuisines = new Map<string, number>();
  for (const r of recipes) if (r.meal_type !== 'snack') cuisines.set(r.cuisine_type, (cuisines.get(r.cuisine_type) ?? 0) + 1);
  const leading = topBy(cuisines, 2).map(title);
  const people = household === 1 ? '1 person' : `${household} people`;
  const parts = [`${days} days of breakfast, lunch and dinner for ${people}, mostly ${listWithAnd(leading).replace(' & ', ' and ')}.`];
  if (diets.length > 0) parts.push(`Every recipe is ${listWithAnd([...diets]).replace(' & ', ' and ')}.`);
  if (metrics.purchased_g > 0) {
    const pct = Math.round(metrics.used_share_by_weight * 100);
    parts.push(`Uses ${pct}% of your groceries by weight, cooking what spoils soonest first.`);
  }
  return parts.join(' ');
}
