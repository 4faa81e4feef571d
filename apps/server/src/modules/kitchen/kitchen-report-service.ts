import type { KitchenReport } from '@forkcast/contracts';
import { usageWindows } from '../subscriptions/usage-windows.js';
import type { StockRepository } from './stock-repository.js';
import { addDays, daysBetween } from './stock-rules.js';

/** How many foods the report names under "thrown away most". */
const MOST_THROWN = 5;

const zero = () => ({ grams: 0, value: 0 });
const rounded = (amount: { grams: number; value: number }) => ({ grams: Math.round(amount.grams), value: Math.round(amount.value * 100) / 100 });

/**
 * Per week (from Monday, UTC, as usage is counted), what went into the kitchen, what was cooked or eaten (by a
 * recipe or marked used) and what was thrown away, by weight and by its share of the receipt price; and the food
 * thrown away most by weight over those weeks.
 */
export function createKitchenReportService(deps: { stock: StockRepository; now: () => Date }) {
  return {
    async report(userId: string, weeks: number): Promise<KitchenReport> {
      const thisWeek = usageWindows(deps.now()).weekStart.toISOString().slice(0, 10);
      const first = addDays(thisWeek, -7 * (weeks - 1));
      const table = Array.from({ length: weeks }, (_, i) => ({ week_start: addDays(first, 7 * i), bought: zero(), cooked: zero(), thrown: zero() }));
      const thrown = new Map<string, { ingredient: string; name: string; grams: number; value: number; times: number }>();

      for (const event of await deps.stock.events(userId, new Date(`${first}T00:00:00Z`))) {
        const week = table[Math.floor(daysBetween(first, event.createdAt.toISOString().slice(0, 10)) / 7)];
        if (!week) continue;
        const grams = event.grams ?? 0;
        const value = event.value === null ? 0 : Number(event.value);
        const column = event.kind === 'bought' ? week.bought : event.kind === 'thrown' ? week.thrown : week.cooked;
        column.grams += grams;
        column.value += value;
        if (event.kind === 'thrown') {
          const entry = thrown.get(event.ingredientId) ?? { ingredient: event.ingredientId, name: event.name, grams: 0, value: 0, times: 0 };
          thrown.set(event.ingredientId, { ...entry, grams: entry.grams + grams, value: entry.value + value, times: entry.times + 1 });
        }
      }
      return {
        weeks: table.map((week) => ({ ...week, bought: rounded(week.bought), cooked: rounded(week.cooked), thrown: rounded(week.thrown) })),
        most_thrown: [...thrown.values()]
          .sort((a, b) => b.grams - a.grams || b.value - a.value)
          .slice(0, MOST_THROWN)
          .map((entry) => ({ ...entry, ...rounded(entry) })),
      };
    },
  };
}

export type KitchenReportService = ReturnType<typeof createKitchenReportService>;
