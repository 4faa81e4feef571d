import { and, eq, gte, inArray, notExists } from 'drizzle-orm';
import type { Recipe } from '@forkcast/contracts';
import type { Db } from '../../db/client.js';
import { cookedRecipes, mealPlanRecipes, mealPlans, shoppingTicks } from '../../db/schema.js';
import { insertLots, type NewLot } from './stock-repository.js';

/** The recipes the shopping list is worked out from, and the ticks made in the shop. Every query takes the owner's id. */
export function createShoppingListRepository(db: Db) {
  return {
    /** Recipes not cooked yet of the user's plans made since `since`, with the day their plan began. */
    async uncookedRecipes(userId: string, since: Date) {
      const rows = await db
        .select({
          planId: mealPlans.id,
          planName: mealPlans.name,
          planCreatedAt: mealPlans.createdAt,
          dayNumber: mealPlanRecipes.dayNumber,
          ingredients: mealPlanRecipes.ingredients,
        })
        .from(mealPlanRecipes)
        .innerJoin(mealPlans, eq(mealPlans.id, mealPlanRecipes.mealPlanId))
        .where(
          and(
            eq(mealPlans.userId, userId),
            gte(mealPlans.createdAt, since),
            notExists(db.select().from(cookedRecipes).where(eq(cookedRecipes.mealPlanRecipeId, mealPlanRecipes.id))),
          ),
        );
      return rows.map((row) => ({ ...row, ingredients: row.ingredients as Recipe['ingredients'] }));
    },

    async ticks(userId: string): Promise<Set<string>> {
      const rows = await db.select({ id: shoppingTicks.ingredientId }).from(shoppingTicks).where(eq(shoppingTicks.userId, userId));
      return new Set(rows.map((row) => row.id));
    },

    /** Applies ticks in order (the last word on an entry wins), all or none. */
    async setTicks(userId: string, ticks: ReadonlyArray<{ ingredient: string; ticked: boolean }>): Promise<void> {
      const last = new Map(ticks.map((tick) => [tick.ingredient, tick.ticked]));
      const on = [...last].filter(([, ticked]) => ticked).map(([id]) => id);
      const off = [...last].filter(([, ticked]) => !ticked).map(([id]) => id);
      await db.transaction(async (tx) => {
        if (off.length > 0) await tx.delete(shoppingTicks).where(and(eq(shoppingTicks.userId, userId), inArray(shoppingTicks.ingredientId, off)));
        if (on.length > 0) await tx.insert(shoppingTicks).values(on.map((ingredientId) => ({ userId, ingredientId }))).onConflictDoNothing();
      });
    },

    /** Puts what was bought in the kitchen and clears those ticks, in one transaction. */
    async stockBought(userId: string, lots: readonly NewLot[]): Promise<number> {
      return db.transaction(async (tx) => {
        const added = await insertLots(tx, userId, lots);
        const ids = lots.map((lot) => lot.ingredientId);
        if (ids.length > 0) await tx.delete(shoppingTicks).where(and(eq(shoppingTicks.userId, userId), inArray(shoppingTicks.ingredientId, ids)));
        return added.length;
      });
    },
  };
}

export type ShoppingListRepository = ReturnType<typeof createShoppingListRepository>;
