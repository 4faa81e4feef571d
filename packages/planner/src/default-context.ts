import { getIngredient, shelfLifeDays, toGrams } from '@forkcast/food';
import { readCatalogueDir, type Catalogue } from './catalogue';
import { loadCatalogue } from './catalogue-index';
import type { PlannerContext } from './plan-meals';
import type { FoodKnowledge } from './types';

/** @forkcast/food behind the planner's narrow interface; a unit that does not apply reads as null. */
export const food: FoodKnowledge = {
  getIngredient: (id) => getIngredient(id) ?? undefined,
  toGrams: (id, quantity, unit) => {
    try {
      const grams = toGrams(id, quantity, unit);
      return typeof grams === 'number' && Number.isFinite(grams) ? grams : null;
    } catch {
      return null;
    }
  },
  shelfLifeDays,
};

let cached: Catalogue | undefined;
/** The repository's catalogue, loaded once per process on first use (from the index when it is fresh). */
export function catalogue(): Catalogue {
  cached ??= loadCatalogue(readCatalogueDir(), food);
  return cached;
}

export function defaultContext(): PlannerContext {
  return { catalogue: catalogue(), food };
}
