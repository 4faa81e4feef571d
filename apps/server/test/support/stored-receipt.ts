import type { FastifyInstance } from 'fastify';
import { insertReceipt } from './receipt-row.js';

const food = ['chicken-breast', 'egg', 'baby-spinach', 'onion', 'tomato', 'whole-milk', 'banana', 'salmon'] as const;

/** Stores a receipt of ordinary groceries as the reader would, without OCR or counting: planning starts from it. */
export function storeReceipt(app: FastifyInstance, userId: string): Promise<string> {
  return insertReceipt(
    app.database.db,
    userId,
    {
      storeName: 'Test Market',
      purchasedAt: new Date().toISOString().slice(0, 10),
      warnings: [],
      items: food.map((ingredientId) => ({
        raw: ingredientId.toUpperCase(),
        ingredientId,
        name: ingredientId.replace(/-/g, ' '),
        quantity: 4,
        unit: 'each',
        price: 2,
        confidence: 0.9,
        isFood: true,
      })),
    },
    { bytes: Buffer.from('not used'), type: 'image/png' },
    10,
  );
}
