import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  mealPlanRecipes,
  mealPlans,
  receiptItems,
  receipts,
  recipeFeedback,
  recipes,
  subscriptions,
  users,
} from '../../db/schema.js';

type ReceiptRow = typeof receipts.$inferSelect;
type ItemRow = typeof receiptItems.$inferSelect;
type PlanRow = typeof mealPlans.$inferSelect;
type PlanRecipeRow = typeof mealPlanRecipes.$inferSelect;
type FeedbackRow = typeof recipeFeedback.$inferSelect;

/** Everything of one user an export carries, as stored (recipes named by their catalogue slug). */
export interface AccountData {
  user: typeof users.$inferSelect;
  receipts: Array<ReceiptRow & { items: ItemRow[] }>;
  mealPlans: Array<PlanRow & { recipes: Array<PlanRecipeRow & { slug: string }> }>;
  feedback: Array<FeedbackRow & { slug: string }>;
  subscriptions: Array<typeof subscriptions.$inferSelect>;
}

/** What an import writes: rows without ids or owner (the repository gives new ones), linked by their archive ids. */
export interface RestoredData {
  profile: Pick<typeof users.$inferInsert, 'fullName' | 'cookingSkillLevel' | 'householdSize' | 'dietaryPreferences'>;
  receipts: Array<{
    archiveId: string;
    row: Omit<typeof receipts.$inferInsert, 'id' | 'userId'>;
    items: Array<Omit<typeof receiptItems.$inferInsert, 'id' | 'receiptId'>>;
  }>;
  mealPlans: Array<{
    receiptArchiveId: string | null;
    row: Omit<typeof mealPlans.$inferInsert, 'id' | 'userId' | 'receiptId'>;
    recipes: Array<Omit<typeof mealPlanRecipes.$inferInsert, 'id' | 'mealPlanId'>>;
  }>;
  feedback: Array<Omit<typeof recipeFeedback.$inferInsert, 'id' | 'userId'>>;
}

/** Reads, restores and erases a whole account; every query is bounded to the one user. */
export function createAccountDataRepository(db: Db) {
  return {
    async collect(userId: string): Promise<AccountData | null> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      const receiptRows = await db.select().from(receipts).where(eq(receipts.userId, userId)).orderBy(asc(receipts.createdAt));
      const itemRows = receiptRows.length
        ? await db.select().from(receiptItems).where(inArray(receiptItems.receiptId, receiptRows.map((r) => r.id))).orderBy(asc(receiptItems.position))
        : [];
      const planRows = await db.select().from(mealPlans).where(eq(mealPlans.userId, userId)).orderBy(asc(mealPlans.createdAt));
      const planRecipeRows = planRows.length
        ? await db
            .select({ placed: mealPlanRecipes, slug: recipes.slug })
            .from(mealPlanRecipes)
            .innerJoin(recipes, eq(recipes.id, mealPlanRecipes.recipeId))
            .where(inArray(mealPlanRecipes.mealPlanId, planRows.map((p) => p.id)))
            .orderBy(asc(mealPlanRecipes.dayNumber), asc(mealPlanRecipes.position))
        : [];
      const feedbackRows = await db
        .select({ feedback: recipeFeedback, slug: recipes.slug })
        .from(recipeFeedback)
        .innerJoin(recipes, eq(recipes.id, recipeFeedback.recipeId))
        .where(eq(recipeFeedback.userId, userId))
        .orderBy(asc(recipeFeedback.createdAt));
      return {
        user,
        receipts: receiptRows.map((receipt) => ({ ...receipt, items: itemRows.filter((item) => item.receiptId === receipt.id) })),
        mealPlans: planRows.map((plan) => ({
          ...plan,
          recipes: planRecipeRows.filter(({ placed }) => placed.mealPlanId === plan.id).map(({ placed, slug }) => ({ ...placed, slug })),
        })),
        feedback: feedbackRows.map(({ feedback, slug }) => ({ ...feedback, slug })),
        subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.createdAt)),
      };
    },

    /** Catalogue ids of these recipe slugs; a slug the catalogue no longer has is missing from the map. */
    async recipeIdsBySlug(slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db.select({ id: recipes.id, slug: recipes.slug }).from(recipes).where(inArray(recipes.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    /**
     * Writes an archive's data into the account in one transaction, with new ids, or nothing: 'not-empty' when the
     * account has a receipt or a meal plan (checked under a lock on the user, so two imports cannot both pass).
     */
    async restore(userId: string, data: RestoredData): Promise<'restored' | 'not-empty'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [receiptCount] = await tx.select({ n: count() }).from(receipts).where(eq(receipts.userId, userId));
        const [planCount] = await tx.select({ n: count() }).from(mealPlans).where(eq(mealPlans.userId, userId));
        if ((receiptCount?.n ?? 0) > 0 || (planCount?.n ?? 0) > 0) return 'not-empty';

        await tx.update(users).set({ ...data.profile, updatedAt: new Date() }).where(eq(users.id, userId));
        const receiptIds = new Map<string, string>();
        for (const receipt of data.receipts) {
          const [row] = await tx.insert(receipts).values({ ...receipt.row, userId }).returning({ id: receipts.id });
          receiptIds.set(receipt.archiveId, row!.id);
          if (receipt.items.length) await tx.insert(receiptItems).values(receipt.items.map((item) => ({ ...item, receiptId: row!.id })));
        }
        for (const plan of data.mealPlans) {
          const receiptId = plan.receiptArchiveId === null ? null : (receiptIds.get(plan.receiptArchiveId) ?? null);
          const [row] = await tx.insert(mealPlans).values({ ...plan.row, userId, receiptId }).returning({ id: mealPlans.id });
          if (plan.recipes.length) await tx.insert(mealPlanRecipes).values(plan.recipes.map((placed) => ({ ...placed, mealPlanId: row!.id })));
        }
        if (data.feedback.length) {
          await tx.insert(recipeFeedback).values(data.feedback.map((feedback) => ({ ...feedback, userId }))).onConflictDoNothing();
        }
        return 'restored';
      });
    },

    /** Subscriptions the provider may still bill: they have a provider id and have not ended. */
    async billableSubscriptionIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: subscriptions.providerSubscriptionId, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId));
      return rows.flatMap((row) => (row.id && !['canceled', 'incomplete_expired'].includes(row.status) ? [row.id] : []));
    },

    /**
     * Deletes the user. Every table with the user's rows references users with ON DELETE CASCADE (identities,
     * sessions, sign-in hand-offs, receipts and their items, meal plans and their recipes, feedback, subscriptions,
     * billing customers, usage events), so one statement removes them all and ends every session.
     */
    async deleteUser(userId: string): Promise<boolean> {
      const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
