import type { FastifyInstance } from 'fastify';
import { createReceiptRepository } from '../../src/modules/receipts/receipt-repository.js';

const food = ['chicken-breast', 'egg', 'baby-spinach', 'onion', 'tomato', 'whole-milk', 'banana', 'salmon'] as const;

/** Stores a receipt of ordinary groceries as the reader would, without OCR or counting: planning starts from it. */
export function storeReceipt(app: FastifyInstance, userId: string): Promise<string> {
  return createReceiptRepository(app.database.db).insert(
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
