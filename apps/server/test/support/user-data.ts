import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscriptions, users } from '../../src/db/schema.js';
import { insertReceipt } from './receipt-row.js';

/** A weekly shop the planner can make breakfast, lunch and dinner from. */
const purchased = [
  ['chicken-breast', 2, 'lb'],
  ['egg', 12, 'each'],
  ['baby-spinach', 1, 'pack'],
  ['onion', 3, 'each'],
  ['tomato', 4, 'each'],
  ['whole-milk', 1, 'l'],
  ['banana', 6, 'each'],
  ['salmon', 1, 'lb'],
] as const;

export async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Stores a receipt as the reader would, without running OCR: tests of planning and what follows need no photo. */
export async function storeReceipt(
  app: FastifyInstance,
  email: string,
  purchasedAt: string | null = new Date().toISOString().slice(0, 10),
): Promise<string> {
  return insertReceipt(
    app.database.db,
    await userIdOf(app, email),
    {
      storeName: 'Test Market',
      purchasedAt,
      warnings: [],
      items: purchased.map(([ingredientId, quantity, unit]) => ({
        raw: ingredientId.toUpperCase(),
        ingredientId,
        name: ingredientId.replace(/-/g, ' '),
        quantity,
        unit,
        price: 2,
        confidence: 0.9,
        isFood: true,
      })),
    },
    { bytes: Buffer.from('not used'), type: 'image/png' },
    10,
  );
}

/** A paid subscription as the billing webhook would leave it: active, its period running for another 30 days. */
export async function grantPremium(app: FastifyInstance, email: string): Promise<void> {
  await app.database.db.insert(subscriptions).values({
    userId: await userIdOf(app, email),
    planType: 'premium',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}
