export type { DietFacts, FoodCategory, Ingredient, Nutrition100g, ShelfLife } from './types';
export { allIngredients, getIngredient, shelfLifeDays } from './catalogue';
export { findIngredientByName, findIngredientByReceiptSpelling, normalizeName } from './nameIndex';
export { normalizeUnit, toGrams } from './units';
export { shoppingName } from './shoppingName';
export {
  nonFoodTerms,
  receiptTokenDetails,
  receiptTokens,
  storeBrands,
  type ReceiptToken,
  type StoreBrand,
} from './receiptVocabulary';
export * from './mealVocabulary';
