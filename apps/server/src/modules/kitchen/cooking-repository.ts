import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cookedRecipes, mealPlanRecipes, mealPlans, stockEvents, stockItems } from '../../db/schema.js';
import type { Draw, Lot } from './stock-draw.js';
import { valueOf } from './stock-repository.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Missing = Array<{ ingredient: string; name: string; grams: number }>;

export interface Cooking {
  cookedAt: Date;
  /** Grams taken per lot's food, with the lot's name. */
  taken: Array<{ ingredient: string; name: string; grams: number }>;
  missing: Missing;
}

async function takenBy(tx: Tx | Db, cookedRecipeId: string): Promise<Cooking['taken']> {
  const rows = await tx
    .select({ ingredient: stockItems.ingredientId, name: stockItems.name, grams: sql<number>`coalesce(sum(${stockEvents.grams}), 0)::float8` })
    .from(stockEvents)
    .innerJoin(stockItems, eq(stockItems.id, stockEvents.stockItemId))
    .where(eq(stockEvents.cookedRecipeId, cookedRecipeId))
    .groupBy(stockItems.ingredientId, stockItems.name);
  return rows.map((row) => ({ ...row, grams: Number(row.grams) }));
}

/** Cooking a plan's recipe from the kitchen, and undoing it. Every query takes the owner's id. */
export function createCookingRepository(db: Db) {
  async function existing(tx: Tx, userId: string, planRecipeId: string): Promise<Cooking | null> {
    const [row] = await tx
      .select()
      .from(cookedRecipes)
      .where(and(eq(cookedRecipes.mealPlanRecipeId, planRecipeId), eq(cookedRecipes.userId, userId)));
    return row ? { cookedAt: row.cookedAt, missing: row.missing, taken: await takenBy(tx, row.id) } : null;
  }

  return {
    /**
     * Marks the recipe cooked and takes from the user's lots what `draw` decides, in one transaction with the lots
     * locked, so two cookings never take the same grams. Cooked before: the first cooking, unchanged.
     */
    async cook(
      userId: string,
      planRecipeId: string,
      draw: (lots: Lot[]) => { draws: Draw[]; missing: Missing },
    ): Promise<Cooking> {
      return db.transaction(async (tx) => {
        const before = await existing(tx, userId, planRecipeId);
        if (before) return before;
        const lots = await tx
          .select()
          .from(stockItems)
          .where(and(eq(stockItems.userId, userId), gt(stockItems.quantity, 0)))
          .for('update');
        const { draws, missing } = draw(lots.map((lot) => ({ id: lot.id, ingredient: lot.ingredientId, quantity: lot.quantity, unit: lot.unit, useBy: lot.useBy })));
        const [cooked] = await tx.insert(cookedRecipes).values({ userId, mealPlanRecipeId: planRecipeId, missing }).returning();
        const byId = new Map(lots.map((lot) => [lot.id, lot]));
        for (const taken of draws) {
          const lot = byId.get(taken.lotId)!;
          await tx
            .update(stockItems)
            .set({ quantity: sql`greatest(${stockItems.quantity} - ${taken.quantity}, 0)` })
            .where(eq(stockItems.id, lot.id));
          await tx.insert(stockEvents).values({
            userId,
            stockItemId: lot.id,
            kind: 'cooked',
            quantity: taken.quantity,
            grams: taken.grams,
            value: valueOf(lot, taken.quantity),
            cookedRecipeId: cooked!.id,
          });
        }
        return { cookedAt: cooked!.cookedAt, missing, taken: await takenBy(tx, cooked!.id) };
      });
    },

    /** Undoes a cooking: what it took goes back to its lots. False when the recipe was not cooked. */
    async uncook(userId: string, planRecipeId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [cooked] = await tx
          .select({ id: cookedRecipes.id })
          .from(cookedRecipes)
          .where(and(eq(cookedRecipes.mealPlanRecipeId, planRecipeId), eq(cookedRecipes.userId, userId)))
          .for('update');
        if (!cooked) return false;
        const events = await tx.select().from(stockEvents).where(eq(stockEvents.cookedRecipeId, cooked.id));
        for (const event of events) {
          await tx
            .update(stockItems)
            .set({ quantity: sql`${stockItems.quantity} + ${event.quantity}` })
            .where(eq(stockItems.id, event.stockItemId));
        }
        await tx.delete(stockEvents).where(eq(stockEvents.cookedRecipeId, cooked.id));
        await tx.delete(cookedRecipes).where(eq(cookedRecipes.id, cooked.id));
        return true;
      });
    },

    /** The cooked recipes of one of the user's plans; null when the plan is not theirs. */
    async listForPlan(userId: string, planId: string): Promise<Array<{ recipeId: string; cookedAt: Date }> | null> {
      const [plan] = await db.select({ id: mealPlans.id }).from(mealPlans).where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)));
      if (!plan) return null;
      return db
        .select({ recipeId: cookedRecipes.mealPlanRecipeId, cookedAt: cookedRecipes.cookedAt })
        .from(cookedRecipes)
        .innerJoin(mealPlanRecipes, eq(mealPlanRecipes.id, cookedRecipes.mealPlanRecipeId))
        .where(and(eq(mealPlanRecipes.mealPlanId, planId), eq(cookedRecipes.userId, userId)));
    },
  };
}

export type CookingRepository = ReturnType<typeof createCookingRepository>;
