export type { DietFacts, FoodCategory, Ingredient, Nutrition100g, Product, ShelfLife } from './types';
export { allProducts } from './product-vocabulary';
export { readyDishFor } from './ready-dishes';
export { allIngredients, getIngredient, shelfLifeDays } from './catalogue';
export { findIngredientByName, findIngredientByReceiptSpelling, normalizeName } from './name-index';
export { normalizeUnit, toGrams } from './units';
export { shoppingName } from './shopping-name';
export { THAWED_DAYS, keepsInDays, usualStorage } from './storage';
export {
  foodBrands,
  nonFoodTerms,
  receiptTokenDetails,
  receiptTokens,
  storeBrands,
  type FoodBrand,
  type ReceiptToken,
  type StoreBrand,
} from './receipt-vocabulary';
export * from './meal-vocabulary';
