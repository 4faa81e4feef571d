import { scaleLine, type LineAmount } from './scale-line';
import type { FoodKnowledge, Recipe } from './types';

/**
 * Pantry stand-ins: what a home cook takes from the spice shelf when a recipe's fresh seasoning was not bought.
 * Dried herbs for fresh ones at the usual one part dried for three parts fresh by volume (1 tsp dried thyme for
 * 1 tbsp fresh), and garlic powder for garlic at 1/8 tsp a clove. Only where that is honest cooking:
 *  - the line seasons the dish: a few grams a serving (no parsley salad, no pesto), not an optional garnish
 *    (those never send anyone shopping anyway);
 *  - the dish does not carry the food in its name ("Garlic Fried Rice", "Rosemary Potatoes", "Fresh Herb Omelette");
 *  - the food is cooked into the dish: a sentence of the method names it with a cooking word (simmer, fry, bake,
 *    cook...) and none scatters, tosses, mixes, sprinkles, tears or serves it (basil torn over a pizza, mint in a
 *    salad, garlic in a dressing stay fresh: dried is no match there).
 * Such a line draws on the purchase like any other (fresh thyme bought is used); what the purchase cannot give is
 * taken from the pantry as the dried form, shown as its own line, and never counts as something to buy.
 */
interface PantryForm {
  /** The pantry staple used instead. */
  dried: string;
  /** Teaspoons of it for one measure of the fresh food. */
  tspPer: number;
  /** That measure of the fresh food. */
  measure: 'tsp' | 'clove';
  /** Most grams of the fresh food per serving that still only season the dish. */
  maxGramsPerServing: number;
  /** Words of the recipe name that say the dish is about this food. */
  named: RegExp;
}

const HERB = (dried: string, named: RegExp, maxGramsPerServing = 3): PantryForm => ({ dried, tspPer: 1 / 3, measure: 'tsp', maxGramsPerServing, named });

const PANTRY_FORMS: Readonly<Record<string, PantryForm>> = {
  thyme: HERB('dried-thyme', /thyme|\bherb/),
  rosemary: HERB('dried-rosemary', /rosemary|\bherb/),
  sage: HERB('dried-sage', /sage|\bherb/),
  parsley: HERB('dried-parsley', /parsley|gremolata|chimichurri|tabbouleh|salsa verde|\bherb/),
  dill: HERB('dried-dill', /dill|\bherb/),
  basil: HERB('dried-basil', /basil|pesto|caprese|\bherb/),
  mint: HERB('dried-mint', /mint|\bherb/),
  garlic: { dried: 'garlic-powder', tspPer: 1 / 8, measure: 'clove', maxGramsPerServing: 4, named: /garlic|aglio|\baioli/ },
};

/** Cook time below which a dish counts as raw (a salad, a dressing, a sandwich). */
const COOKED_MIN = 5;
/** Words of a method sentence that cook what it names. */
const COOKS = /\b(simmer|boil|bake|roast|braise|stew|fry|fried|saut|cook|poach|steam|grill|sizzle|brown)/;
/** Words that put it on raw or at the end. */
const RAW = /\b(scatter|sprinkle|garnish|tear|torn|top with|to serve|serve|dressing|salad|toss|fold|mix)/;

/** The food's name, as the method writes it (the last word of the name: "thyme", "garlic"). */
function cookedIn(instructions: readonly string[], food: string): boolean {
  const word = food.split('-').at(-1)!;
  const sentences = instructions.flatMap((step) => step.toLowerCase().split(/[.;]\s+|, then\b/));
  const naming = sentences.filter((sentence) => sentence.includes(word));
  return naming.length > 0 && naming.every((sentence) => !RAW.test(sentence)) && naming.some((sentence) => COOKS.test(sentence));
}

export interface PantryStandIn {
  /** The staple used for the part of the line nothing bought provides. */
  ingredient: string;
  /** Grams of it per gram of the fresh food. */
  perGram: number;
}

type Line = Recipe['ingredients'][number];
const cache = new WeakMap<Line, PantryStandIn | null>();

/** The pantry stand-in a recipe line may use when the purchase lacks its food, if any (see above). */
export function pantryStandIn(recipe: Pick<Recipe, 'name' | 'servings' | 'cook_time' | 'instructions'>, line: Line, food: FoodKnowledge): PantryStandIn | undefined {
  const cached = cache.get(line);
  if (cached !== undefined) return cached ?? undefined;
  const form = PANTRY_FORMS[line.ingredient];
  let found: PantryStandIn | null = null;
  if (
    form &&
    !line.optional &&
    line.grams / recipe.servings <= form.maxGramsPerServing &&
    recipe.cook_time >= COOKED_MIN &&
    !form.named.test(recipe.name.toLowerCase()) &&
    cookedIn(recipe.instructions, line.ingredient)
  ) {
    const freshMeasure = food.toGrams(line.ingredient, 1, form.measure);
    const driedTsp = food.toGrams(form.dried, 1, 'tsp');
    if (freshMeasure && driedTsp) found = { ingredient: form.dried, perGram: (form.tspPer * driedTsp) / freshMeasure };
  }
  cache.set(line, found);
  return found ?? undefined;
}

/** The pantry form of `grams` of a line's fresh food, in teaspoons rounded as a cook measures them. */
export function pantryAmount(standIn: PantryStandIn, grams: number, food: FoodKnowledge): LineAmount {
  const driedGrams = grams * standIn.perGram;
  const tsp = driedGrams / (food.toGrams(standIn.ingredient, 1, 'tsp') ?? 1);
  return scaleLine({ quantity: tsp, unit: 'tsp', grams: driedGrams }, 1);
}
