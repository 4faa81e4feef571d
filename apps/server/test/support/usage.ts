import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UsageOperation } from '@forkcast/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mealPlans, receipts, subscriptions, usageEvents } from '../../src/db/schema.js';

/** Writes a plans file (FORKCAST_PLANS_FILE) to a fresh temporary folder and returns its path. */
export function writePlansFile(content: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'forkcast-plans-')), 'plans.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** Puts the user on an active paid plan until next month. */
export async function subscribe(app: FastifyInstance, userId: string, planType: 'premium' | 'enterprise' = 'premium') {
  await app.database.db
    .insert(subscriptions)
    .values({ userId, planType, status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
}

/** Records past operations directly, at chosen moments (the way earlier requests would have). */
export async function recordUsage(app: FastifyInstance, userId: string, operation: UsageOperation, at: Date[], cost = 0) {
  if (at.length === 0) return;
  await app.database.db.insert(usageEvents).values(at.map((createdAt) => ({ userId, operation, cost: cost.toFixed(4), createdAt })));
}

/** What the user has stored and recorded: receipts, meal plans and usage events per operation. */
export async function storedFor(app: FastifyInstance, userId: string) {
  const db = app.database.db;
  const events = async (operation: UsageOperation) =>
    (await db.select().from(usageEvents).where(and(eq(usageEvents.userId, userId), eq(usageEvents.operation, operation)))).length;
  return {
    receipts: (await db.select({ id: receipts.id }).from(receipts).where(eq(receipts.userId, userId))).length,
    mealPlans: (await db.select({ id: mealPlans.id }).from(mealPlans).where(eq(mealPlans.userId, userId))).length,
    receiptEvents: await events('receipt_processing'),
    mealPlanEvents: await events('meal_plan_generation'),
  };
}
