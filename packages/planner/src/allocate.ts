import { isPantryStaple } from './analyse-recipe';
import { displayAmount, foodMeasure, type Measure } from './display-amount';
import type { Pantry } from './pantry';
import { pantryAmount, pantryStandIn } from './pantry-stand-ins';
import { scaleLine } from './scale-line';
import { drawFrom, type Supplies } from './supplies';
import { cookingOrder } from './plan-value';
import type { FoodKnowledge, NutritionPerServing, PlanEntryMeal, PlanMetrics, PlannedIngredient, PlannedRecipe, Recipe, ShoppingItem } from './types';

export interface ScheduledMeal {
  day: number;
  meal: PlanEntryMeal;
  recipe: Recipe;
  /**
   * Cooked for this many times the household (2: a dinner whose second half is a later lunch; below 1: a snack for
   * only some of them, or a smaller share of one person's, when less of it was bought).
   */
  portions?: number;
  /** This dinner's second half is the lunch of that day. */
  leftoversFor?: number;
  /** This lunch is the second half of the dinner cooked on that day: nothing is cooked or drawn for it. */
  leftoversFrom?: number;
}

/** Non-staple items to buy that a plan aims to stay within, per plan day. */
export const BUY_TARGET_PER_DAY = 2;

/** The metrics allocatePlan cannot know: the plan's options (its diets, its cuisines) and the purchases set aside. */
export type AllocatedMetrics = Omit<PlanMetrics, 'ignored_purchases' | 'outside_preferences' | 'used_share_of_allowed_items'>;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** part / whole to 4 places; 0 of nothing is 0. */
export const share = (part: number, whole: number) => (whole > 0 ? round(part / whole, 4) : 0);

/**
 * The measure the plan's recipes use most (by weight) for each ingredient, so the shopping list and leftovers
 * count eggs and curry leaves and spoon salt as the recipes do.
 */
function recipeMeasures(schedule: readonly ScheduledMeal[]): Map<string, Measure> {
  const byUnit = new Map<string, Map<string, { grams: number; measure: Measure }>>();
  for (const { recipe } of schedule) {
    for (const line of recipe.ingredients) {
      if (!(line.quantity > 0)) continue;
      const units = byUnit.get(line.ingredient) ?? new Map<string, { grams: number; measure: Measure }>();
      const seen = units.get(line.unit);
      units.set(line.unit, { grams: (seen?.grams ?? 0) + line.grams, measure: seen?.measure ?? { unit: line.unit, grams: line.grams / line.quantity } });
      byUnit.set(line.ingredient, units);
    }
  }
  return new Map([...byUnit].map(([id, units]) => [id, [...units.values()].reduce((a, b) => (b.grams > a.grams ? b : a)).measure]));
}

/**
 * Walks the plan day by day and hands out what was bought, first come first served, never after an item's
 * last good day: each line takes the exact item first, then stand-ins (see supplies.ts); whatever a recipe still
 * needs goes on the shopping list. Quantities are scaled to the household and rounded (scale-line.ts).
 */
export function allocatePlan(
  schedule: readonly ScheduledMeal[],
  pantry: Pantry,
  supplies: Supplies,
  household: number,
  food: FoodKnowledge,
  days: number,
  buyKey: ReadonlyMap<string, string> = new Map(),
): { recipes: PlannedRecipe[]; metrics: AllocatedMetrics } {
  const remaining = new Map(pantry.items.map((item) => [item.ingredient, item.grams]));
  const toBuy = new Map<string, { grams: number; needed: boolean }>();
  const substituted = new Map<string, { bought: string; used_as: string; grams: number }>();
  // Meals take their food before snacks, so a snack only eats what no meal needs.
  const ordered = [...schedule].sort(cookingOrder);

  const cooked = ordered.map((scheduled): { order: number[]; planned: PlannedRecipe } => {
    const { day, meal, recipe } = scheduled;
    const order = [day, MEAL_ORDER.indexOf(meal)];
    if (scheduled.leftoversFrom !== undefined) return { order, planned: leftoverLunch(recipe, day, scheduled.leftoversFrom, household) };
    // Snack portions are whole people over the household (rounding only clears float noise), or a share of one
    // person's snack (the last plum of two): that serves one, with its amounts and nutrition scaled to the share.
    const people = household * (scheduled.portions ?? 1);
    const share = people < 1 ? people : 1;
    const servings = Math.max(1, Math.round(people));
    const factor = (servings * share) / recipe.servings;
    const drawLine = (line: Recipe['ingredients'][number]): PlannedIngredient => {
      const scaled = scaleLine(line, factor);
      const standIns: NonNullable<PlannedIngredient['substituted_by']> = [];
      const fromPurchase = drawFrom(supplies.get(line.ingredient), scaled.grams, day, remaining, (source, grams) => {
        if (!source.substitute) return;
        const bought = source.item.ingredient;
        standIns.push({ ingredient: bought, name: source.item.name, grams: round(grams, 1) });
        const key = `${bought}>${line.ingredient}`;
        const total = substituted.get(key) ?? { bought, used_as: line.ingredient, grams: 0 };
        substituted.set(key, { ...total, grams: total.grams + grams });
      });
      const missing = scaled.grams - fromPurchase;
      const list = (id: string, grams: number) => {
        const listed = toBuy.get(id);
        toBuy.set(id, { grams: (listed?.grams ?? 0) + grams, needed: (listed?.needed ?? false) || !line.optional });
      };
      const name = food.getIngredient(line.ingredient)?.name ?? line.ingredient;
      const standIn = missing > 1e-9 ? pantryStandIn(recipe, line, food) : undefined;
      let note = line.note;
      if (standIn) {
        // The pantry's dried form covers what the purchase lacks: the whole line reads as it when nothing was bought.
        const dried = pantryAmount(standIn, missing, food);
        const driedName = food.getIngredient(standIn.ingredient)?.name ?? standIn.ingredient;
        list(standIn.ingredient, dried.grams);
        if (fromPurchase <= 0) {
          return {
            ingredient: standIn.ingredient,
            name: driedName,
            quantity: dried.quantity,
            unit: dried.unit,
            grams: round(dried.grams, 1),
            note: `in place of fresh ${name}`,
            from_purchase_g: 0,
            to_buy_g: round(dried.grams, 1),
          };
        }
        note = [line.note, `short of it: ${dried.quantity} ${dried.unit} ${driedName}`].filter(Boolean).join('; ');
      } else if (missing > 1e-9) list(line.ingredient, missing);
      return {
        ingredient: line.ingredient,
        name,
        quantity: scaled.quantity,
        unit: scaled.unit,
        grams: round(scaled.grams, 1),
        ...(note === undefined ? {} : { note }),
        ...(line.optional ? { optional: true } : {}),
        from_purchase_g: round(fromPurchase, 1),
        to_buy_g: round(missing, 1),
        ...(standIns.length > 0 ? { substituted_by: standIns } : {}),
      };
    };
    // Needed lines draw on the purchase first: a garnish never takes what a needed line would then have to buy.
    const drawn = new Map([...recipe.ingredients.filter((l) => !l.optional), ...recipe.ingredients.filter((l) => l.optional)].map((l) => [l, drawLine(l)]));
    const ingredients = recipe.ingredients.map((line) => drawn.get(line)!);
    const planned = { ...plannedBase(recipe, day, meal, servings, share), ingredients };
    return { order, planned: scheduled.leftoversFor === undefined ? planned : { ...planned, leftovers_for_day: scheduled.leftoversFor } };
  });
  const recipes = cooked.sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]!).map((c) => c.planned);

  const measures = recipeMeasures(schedule);
  const measureOf = (id: string) => measures.get(id) ?? foodMeasure(id, food);
  let purchased = 0;
  let used = 0;
  let perishablePurchased = 0;
  let perishableUsed = 0;
  let spoilingPurchased = 0;
  let spoilingUsed = 0;
  let itemsUsed = 0;
  const leftovers = pantry.items.map((item) => {
    const usedG = item.grams - (remaining.get(item.ingredient) ?? 0);
    purchased += item.grams;
    used += usedG;
    if (usedG > 0) itemsUsed++;
    if (item.perishable) {
      perishablePurchased += item.grams;
      perishableUsed += usedG;
    }
    if (item.goodThroughDay <= days) {
      spoilingPurchased += item.grams;
      spoilingUsed += usedG;
    }
    return {
      ingredient: item.ingredient,
      name: item.name,
      purchased_g: round(item.grams, 1),
      used_g: round(usedG, 1),
      leftover_g: round(item.grams - usedG, 1),
      ...displayAmount(item.grams - usedG, measureOf(item.ingredient), 'left'),
      good_through_day: item.goodThroughDay,
    };
  });

  // Ingredients one purchase covers (jasmine rice for white rice) are one entry, named after the most of them.
  const purchases = new Map<string, { id: string; grams: number; needed: boolean }[]>();
  for (const [id, entry] of toBuy) {
    const key = buyKey.get(id) ?? id;
    purchases.set(key, [...(purchases.get(key) ?? []), { id, ...entry }]);
  }
  const shopping_list = [...purchases.values()]
    .map((members): ShoppingItem => {
      const [first, ...others] = [...members].sort((a, b) => Number(b.needed) - Number(a.needed) || b.grams - a.grams);
      const id = first!.id;
      const known = food.getIngredient(id);
      const grams = members.reduce((sum, m) => sum + m.grams, 0);
      return {
        ingredient: id,
        name: known?.name ?? id,
        // Float sums of rounded lines land a hair above whole grams (120.0000001): that is 120 g, not 121.
        grams: Math.ceil(grams - 1e-6),
        ...displayAmount(grams, measureOf(id), 'buy'),
        pantry_staple: isPantryStaple(known, id),
        optional: !first!.needed,
        ...(others.length > 0 ? { also_for: others.map((m) => ({ ingredient: m.id, name: food.getIngredient(m.id)?.name ?? m.id })) } : {}),
      };
    })
    .sort((a, b) => Number(a.pantry_staple) - Number(b.pantry_staple) || Number(a.optional) - Number(b.optional) || b.grams - a.grams);

  const counted = shopping_list.filter(countsAsPurchase);
  const itemsToBuy = counted.length;
  const target = BUY_TARGET_PER_DAY * days;
  return {
    recipes,
    metrics: {
      purchased_g: round(purchased, 1),
      used_g: round(used, 1),
      used_share_by_weight: share(used, purchased),
      used_share_by_item: share(itemsUsed, pantry.items.length),
      perishable_share_used: share(perishableUsed, perishablePurchased),
      spoiling_share_used: share(spoilingUsed, spoilingPurchased),
      leftovers,
      shopping_list,
      substitutions: [...substituted.values()].map((sub) => ({ ...sub, grams: round(sub.grams, 1) })),
      extra_purchase_g: counted.reduce((sum, s) => sum + s.grams, 0),
      items_to_buy: itemsToBuy,
      items_to_buy_target: target,
      ...(itemsToBuy > target ? { buy_note: buyNote(itemsToBuy, target, days) } : {}),
      leftover_lunches: schedule.filter((m) => m.leftoversFrom !== undefined).length,
    },
  };
}

/** A shopping-list entry the plan needs: neither a pantry staple nor only for optional lines (garnishes). */
export function countsAsPurchase(item: Pick<ShoppingItem, 'pantry_staple' | 'optional'>): boolean {
  return !item.pantry_staple && !item.optional;
}

const MEAL_ORDER: readonly PlanEntryMeal[] = ['breakfast', 'lunch', 'dinner', 'snack'];

/** Why the shopping list is longer than the aim: said on the plan, never hidden. */
function buyNote(items: number, target: number, days: number): string {
  return (
    `This plan needs ${items} things you did not buy, more than the ${target} (${BUY_TARGET_PER_DAY} a day for ${days} days) ` +
    'Forkcast aims for: the recipes that fit your options need more than your groceries and pantry staples hold.'
  );
}

/** What every planned entry takes from its recipe as it is; a snack of `share` of one serving has that share of its nutrition. */
function plannedBase(recipe: Recipe, day: number, meal: PlanEntryMeal, servings: number, share = 1): Omit<PlannedRecipe, 'ingredients'> {
  return {
    slug: recipe.slug,
    name: recipe.name,
    description: recipe.description,
    day_number: day,
    meal_type: meal,
    recipe_meal_type: recipe.meal_type,
    difficulty: recipe.difficulty,
    cuisine_type: recipe.cuisine_type,
    prep_time: recipe.prep_time,
    cook_time: recipe.cook_time,
    servings,
    instructions: recipe.instructions,
    tags: [...recipe.tags, ...recipe.diets],
    nutritional_info: share === 1 ? recipe.nutritional_info : shareOf(recipe.nutritional_info, share),
  };
}

function shareOf(n: NutritionPerServing, share: number): NutritionPerServing {
  const part = (value: number, places: number) => round(value * share, places);
  return {
    calories: part(n.calories, 0),
    protein: part(n.protein, 1),
    carbs: part(n.carbs, 1),
    fat: part(n.fat, 1),
    fiber: part(n.fiber, 1),
    sugar: part(n.sugar, 1),
    sodium: part(n.sodium, 0),
  };
}

/** A lunch of the second half of an earlier dinner: nothing to buy or cook, only to warm up. */
function leftoverLunch(recipe: Recipe, day: number, cookedOn: number, household: number): PlannedRecipe {
  return {
    ...plannedBase(recipe, day, 'lunch', household),
    name: leftoversName(recipe.name),
    prep_time: 0,
    cook_time: 0,
    ingredients: [],
    instructions: [leftoversInstruction(cookedOn)],
    leftovers_from_day: cookedOn,
  };
}

/** 'Leftovers: Chicken Curry'. */
export function leftoversName(name: string): string {
  return `Leftovers: ${name}`;
}

export function leftoversInstruction(cookedOn: number): string {
  return `Serve the second half of the dinner cooked on day ${cookedOn}, kept covered in the fridge; reheat until piping hot if it was served hot.`;
}
