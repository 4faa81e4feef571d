import type { AddStockItemBody, Receipt, StockItem, UpdateStockItemBody } from '@forkcast/contracts';
import { getIngredient } from '@forkcast/food';
import { AppError } from '../../errors.js';
import { purchaseDay } from '../meal-plans/meal-plan-service.js';
import type { ReceiptRepository } from '../receipts/receipt-repository.js';
import type { ReceiptListRepository } from './receipt-list-repository.js';
import type { NewLot, StockRepository, StockRow } from './stock-repository.js';
import { foodFacts, lotGrams, movedUseBy, newLotDates } from './stock-rules.js';

export function toStockItem(row: StockRow): StockItem {
  return {
    id: row.id,
    ingredient: row.ingredientId,
    ...foodFacts(row.ingredientId, row.name),
    quantity: row.quantity,
    unit: row.unit,
    grams: lotGrams(row.ingredientId, row.quantity, row.unit),
    purchased_on: row.purchasedOn,
    place: row.place,
    use_by: row.useBy,
    receipt_id: row.receiptId,
  };
}

/** A receipt's food as lots: recognised food items as the user last corrected them, bought on the receipt's day. */
function receiptLots(receipt: Receipt): NewLot[] {
  const purchasedOn = purchaseDay(receipt);
  return receipt.extracted_ingredients.flatMap((item) => {
    const food = item.is_food && item.ingredient ? getIngredient(item.ingredient) : undefined;
    if (!food || !(item.quantity > 0)) return [];
    return [
      {
        ingredientId: food.id,
        name: food.name,
        quantity: item.quantity,
        unit: item.unit,
        price: item.price !== null && item.price >= 0 ? item.price : null,
        purchasedOn,
        ...newLotDates(food.id, purchasedOn, {}),
        receiptId: receipt.id,
      },
    ];
  });
}

/** The kitchen's stock: lots from receipts and by hand, edited, moved, used up or thrown away. */
export function createKitchenService(deps: {
  stock: StockRepository;
  receipts: ReceiptRepository;
  receiptList: ReceiptListRepository;
  today: () => string;
}) {
  const { stock, receipts, receiptList, today } = deps;

  async function found(row: StockRow | null): Promise<StockItem> {
    if (!row) throw new AppError('STOCK_ITEM_NOT_FOUND');
    return toStockItem(row);
  }

  return {
    listReceipts: (userId: string, limit: number, offset: number, stocked?: boolean) => receiptList.list(userId, limit, offset, stocked),

    async stockReceipt(userId: string, receiptId: string): Promise<{ added: number; already_stocked: boolean }> {
      const receipt = await receipts.find(userId, receiptId);
      if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
      const result = await stock.stockReceipt(userId, receiptId, receiptLots(receipt));
      return { added: result.added, already_stocked: !result.stocked };
    },

    async list(userId: string) {
      return { today: today(), items: (await stock.list(userId)).map(toStockItem) };
    },

    async add(userId: string, body: AddStockItemBody): Promise<StockItem> {
      const food = getIngredient(body.ingredient);
      if (!food) throw new AppError('VALIDATION_FAILED', 'ingredient: not a known ingredient; pick one from the search');
      if (lotGrams(food.id, body.quantity, body.unit) === null) {
        throw new AppError('VALIDATION_FAILED', `unit: ${food.name} cannot be measured in ${body.unit}`);
      }
      const purchasedOn = body.purchased_on ?? today();
      return toStockItem(
        await stock.add(userId, {
          ingredientId: food.id,
          name: food.name,
          quantity: body.quantity,
          unit: body.unit,
          price: body.price ?? null,
          purchasedOn,
          ...newLotDates(food.id, purchasedOn, { place: body.place, useBy: body.use_by }),
          receiptId: null,
        }),
      );
    },

    async update(userId: string, id: string, body: UpdateStockItemBody): Promise<StockItem> {
      const current = await stock.find(userId, id);
      if (!current) throw new AppError('STOCK_ITEM_NOT_FOUND');
      const movedTo = body.place && body.place !== current.place ? body.place : undefined;
      const useBy =
        body.use_by ??
        (movedTo &&
          movedUseBy({ ingredient: current.ingredientId, place: current.place, purchasedOn: current.purchasedOn, useBy: current.useBy }, movedTo, today()));
      return found(await stock.update(userId, id, { quantity: body.quantity, place: body.place, useBy }));
    },

    take: async (userId: string, id: string, reason: 'used' | 'thrown', quantity?: number) =>
      found(await stock.take(userId, id, reason, quantity)),

    async delete(userId: string, id: string): Promise<void> {
      if (!(await stock.delete(userId, id))) throw new AppError('STOCK_ITEM_NOT_FOUND');
    },

    /** Everything still good today as the planner's purchases, each with its own use-by. */
    async purchases(userId: string) {
      const day = today();
      return (await stock.listGood(userId, day))
        .filter((row) => lotGrams(row.ingredientId, row.quantity, row.unit) !== null)
        .map((row) => ({ ingredient: row.ingredientId, quantity: row.quantity, unit: row.unit, purchased_on: row.purchasedOn, use_by: row.useBy }));
    },
  };
}

export type KitchenService = ReturnType<typeof createKitchenService>;
