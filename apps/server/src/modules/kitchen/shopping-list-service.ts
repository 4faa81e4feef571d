import type { ShoppingList } from '@forkcast/contracts';
import { csvDocument } from '../meal-plans/export/plan-csv.js';
import type { ShoppingListRepository } from './shopping-list-repository.js';
import { shoppingEntries } from './shopping-entries.js';
import type { StockRepository } from './stock-repository.js';
import { addDays, daysBetween, lotGrams, newLotDates } from './stock-rules.js';

/** The list covers the plans' days from today through the next six. */
const WEEK_DAYS = 7;
/** The longest plan: a plan made longer ago than this has no day left to shop for. */
const LONGEST_PLAN_DAYS = 14;

export const SHOPPING_CSV_COLUMNS = ['Aisle', 'Item', 'Quantity', 'Unit', 'Grams', 'Optional', 'Ticked'] as const;

/** What this week's plans need and the kitchen lacks, ticked in the shop, and carried into the kitchen when bought. */
export function createShoppingListService(deps: { lists: ShoppingListRepository; stock: StockRepository; today: () => string }) {
  const { lists, stock, today } = deps;

  async function build(userId: string): Promise<ShoppingList> {
    const from = today();
    const to = addDays(from, WEEK_DAYS - 1);
    const since = new Date(Date.parse(`${addDays(from, -LONGEST_PLAN_DAYS)}T00:00:00Z`));
    const recipes = (await lists.uncookedRecipes(userId, since)).filter((recipe) => {
      const day = addDays(recipe.planCreatedAt.toISOString().slice(0, 10), recipe.dayNumber - 1);
      return daysBetween(from, day) >= 0 && daysBetween(day, to) >= 0;
    });
    const held = new Map<string, number>();
    for (const lot of await stock.listGood(userId, from)) {
      held.set(lot.ingredientId, (held.get(lot.ingredientId) ?? 0) + (lotGrams(lot.ingredientId, lot.quantity, lot.unit) ?? 0));
    }
    const entries = shoppingEntries(
      recipes.flatMap((recipe) => recipe.ingredients),
      held,
      await lists.ticks(userId),
    );
    const plans = new Map(recipes.map((recipe) => [recipe.planId, recipe.planName]));
    return { from, to, plans: [...plans].map(([id, name]) => ({ id, name })), entries };
  }

  return {
    get: build,

    async tick(userId: string, ticks: ReadonlyArray<{ ingredient: string; ticked: boolean }>): Promise<ShoppingList> {
      await lists.setTicks(userId, ticks);
      return build(userId);
    },

    /** The ticked entries go into the kitchen as bought today, where the food is usually kept. */
    async stockBought(userId: string): Promise<{ added: number }> {
      const day = today();
      const bought = (await build(userId)).entries.filter((entry) => entry.ticked);
      const added = await lists.stockBought(
        userId,
        bought.map((entry) => ({
          ingredientId: entry.ingredient,
          name: entry.name,
          quantity: entry.quantity,
          unit: entry.unit,
          price: null,
          purchasedOn: day,
          ...newLotDates(entry.ingredient, day, {}),
          receiptId: null,
        })),
      );
      return { added };
    },

    /** Aisle, item, quantity, unit, grams, optional, ticked: one row per entry, in the list's order. */
    async csv(userId: string): Promise<string> {
      const { entries } = await build(userId);
      const rows = entries.map((entry) => [entry.aisle, entry.name, entry.quantity, entry.unit, entry.grams, entry.optional ? 'yes' : 'no', entry.ticked ? 'yes' : 'no']);
      return csvDocument([SHOPPING_CSV_COLUMNS, ...rows]);
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
