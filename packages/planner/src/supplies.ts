import type { Pantry, PantryItem } from './pantry';
import type { Diet } from './recipe-schema';
import { canStandIn, keepsNutritionDiets } from './substitutes';
import type { Ingredient } from '@forkcast/food';
import type { FoodKnowledge } from './types';

/** A purchased item that can provide a recipe ingredient: the ingredient itself or a stand-in for it. */
export interface Source {
  item: PantryItem;
  substitute: boolean;
}

/** Per recipe ingredient id, what was bought that can provide it: the exact item first, then stand-ins that spoil first. */
export type Supplies = ReadonlyMap<string, readonly Source[]>;

/**
 * Which purchases can provide each ingredient the recipes ask for, for one plan: the diets it must keep decide
 * which stand-ins are safe. Without `substitutes` only exact matches count (the benchmark's "before").
 */
export function buildSupplies(
  pantry: Pantry,
  wantedIds: Iterable<string>,
  food: FoodKnowledge,
  diets: readonly Diet[],
  substitutes = true,
): Supplies {
  const supplies = new Map<string, Source[]>();
  for (const id of new Set(wantedIds)) {
    const exact = pantry.byIngredient.get(id);
    const sources: Source[] = exact ? [{ item: exact, substitute: false }] : [];
    const wanted = substitutes ? food.getIngredient(id) : undefined;
    if (wanted) {
      const standIns = pantry.items.filter((item) => {
        const bought = food.getIngredient(item.ingredient);
        return bought !== undefined && canStandIn(bought, wanted) && keepsNutritionDiets(bought, wanted, diets);
      });
      standIns.sort((a, b) => a.goodThroughDay - b.goodThroughDay || (a.ingredient < b.ingredient ? -1 : 1));
      for (const item of standIns) sources.push({ item, substitute: true });
    }
    if (sources.length > 0) supplies.set(id, sources);
  }
  return supplies;
}

/**
 * Takes up to `grams` on plan day `day` from the sources still good then, in their order, lowering `remaining`
 * (grams left per purchased item). Reports each draw to `onDraw`; returns the grams found.
 */
export function drawFrom(
  sources: readonly Source[] | undefined,
  grams: number,
  day: number,
  remaining: Map<string, number>,
  onDraw?: (source: Source, grams: number) => void,
): number {
  let found = 0;
  for (const source of sources ?? []) {
    if (found >= grams) break;
    if (day > source.item.goodThroughDay) continue;
    const left = remaining.get(source.item.ingredient) ?? 0;
    const take = Math.min(left, grams - found);
    if (take <= 0) continue;
    remaining.set(source.item.ingredient, left - take);
    found += take;
    onDraw?.(source, take);
  }
  return found;
}

/**
 * Ingredients to buy that one purchase covers: a cook who buys jasmine rice for one recipe cooks the white rice of
 * another with it, as a bought bag would have served both. Two ingredients share a purchase when each may stand in
 * for the other (same families and diet checks as a bought stand-in, both ways, under the plan's diets). Returns,
 * per ingredient of such a group, the group's key (its first id in sorted order); others are their own key.
 */
export function shoppingGroups(ids: Iterable<string>, food: FoodKnowledge, diets: readonly Diet[]): ReadonlyMap<string, string> {
  const sorted = [...new Set(ids)].sort();
  // Plans with the same diets mostly ask about the same ingredients (the recipes that meet the request), and the
  // pairwise stand-in checks cost milliseconds a plan: the last few answers are kept per food knowledge.
  const recent = recentGroups.get(food) ?? recentGroups.set(food, new Map()).get(food)!;
  const question = `${diets.join(',')}|${sorted.join(',')}`;
  let keyOf = recent.get(question);
  if (!keyOf) {
    keyOf = groupPurchases(sorted, food, diets);
    if (recent.size >= KEPT_GROUPINGS) recent.delete(recent.keys().next().value!);
    recent.set(question, keyOf);
  }
  return keyOf;
}

const KEPT_GROUPINGS = 8;
const recentGroups = new WeakMap<FoodKnowledge, Map<string, ReadonlyMap<string, string>>>();

function groupPurchases(sorted: readonly string[], food: FoodKnowledge, diets: readonly Diet[]): Map<string, string> {
  const keyOf = new Map<string, string>();
  const groups: { key: string; members: Ingredient[] }[] = [];
  for (const id of sorted) {
    const wanted = food.getIngredient(id);
    if (!wanted) continue;
    const mutual = (other: Ingredient) =>
      canStandIn(wanted, other) && canStandIn(other, wanted) && keepsNutritionDiets(wanted, other, diets) && keepsNutritionDiets(other, wanted, diets);
    // Stand-ins are not transitive (derived pairs): a member must pair with every member already in the group.
    const group = groups.find((g) => g.members.every(mutual));
    if (group) {
      group.members.push(wanted);
      keyOf.set(id, group.key);
    } else groups.push({ key: id, members: [wanted] });
  }
  return keyOf;
}
