import type { ReceiptItemInput } from '@forkcast/contracts';

type ItemFields = Pick<ReceiptItemInput, 'raw' | 'ingredient' | 'name' | 'quantity' | 'price' | 'is_food'> & { unit: string };

/** A receipt item as the API states it, in the columns it is stored in (price kept as exact cents text). */
export function receiptItemColumns(item: ItemFields, position: number) {
  return {
    position,
    raw: item.raw,
    ingredientId: item.ingredient,
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    price: item.price === null ? null : item.price.toFixed(2),
    isFood: item.is_food,
  };
}
