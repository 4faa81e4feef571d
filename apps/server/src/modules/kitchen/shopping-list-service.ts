import type { ShoppingList, ShoppingListEntry } from '@forkcast/contracts';
import { getIngredient } from '@forkcast/food';
import { isPantryStaple } from '@forkcast/planner';
import { csvDocument } from '../meal-plans/export/plan-csv.js';
import type { ShoppingListRepository } from './shopping-list-repository.js';
import { aisleRank, buyingAmount } from './shopping-amount.js';
import { recipeNeeds } from './stock-draw.js';
import type { StockRepository } from './stock-repository.js';
import { addDays, daysBetween, foodFacts, lotGrams, newLotDates } from './stock-rules.js';

/** The list covers the plans' days from today through the next six. */
const WEEK_DAYS = 7;
/** The longest plan: a plan made longer ago than this has no day left to shop for. */
const LONGEST_PLAN_DAYS = 14;
/** Less than this missing is not worth a line. */
const MIN_TO_BUY_G = 1;

export const SHOPPING_CSV_COLUMNS = ['Aisle', 'Item', 'Quantity', 'Unit', 'Grams', 'Ticked'] as const;

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
    const lines = recipes.flatMap((recipe) => recipe.ingredients);
    const needs = recipeNeeds(lines);
    const counted = new Set(lines.filter((line) => line.unit === 'each').map((line) => line.ingredient));
    const held = new Map<string, number>();
    for (const lot of await stock.listGood(userId, from)) {
      held.set(lot.ingredientId, (held.get(lot.ingredientId) ?? 0) + (lotGrams(lot.ingredientId, lot.quantity, lot.unit) ?? 0));
    }
    const ticks = await lists.ticks(userId);

    const entries: ShoppingListEntry[] = [];
    for (const [ingredient, needed] of needs) {
      const inKitchen = held.get(ingredient) ?? 0;
      const grams = needed - inKitchen;
      if (grams < MIN_TO_BUY_G) continue;
      entries.push({
        ingredient,
        ...foodFacts(ingredient),
        needed_g: Math.round(needed),
        in_kitchen_g: Math.round(inKitchen),
        grams: Math.round(grams),
        ...buyingAmount(ingredient, grams, counted.has(ingredient)),
        staple: isPantryStaple(getIngredient(ingredient), ingredient),
        ticked: ticks.has(ingredient),
      });
    }
    entries.sort((a, b) => aisleRank(a.aisle) - aisleRank(b.aisle) || a.name.localeCompare(b.name));
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

    /** Aisle, item, quantity, unit, grams, ticked: one row per entry, in the list's order. */
    async csv(userId: string): Promise<string> {
      const { entries } = await build(userId);
      const rows = entries.map((entry) => [entry.aisle, entry.name, entry.quantity, entry.unit, entry.grams, entry.ticked ? 'yes' : 'no']);
      return csvDocument([SHOPPING_CSV_COLUMNS, ...rows]);
    },
  };
}

export type ShoppingListService = ReturnType<typeof createShoppingListService>;
