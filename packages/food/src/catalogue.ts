import { readFileSync } from 'node:fs';
import type { Ingredient } from './types';

interface GeneratedFile {
  ingredients: Ingredient[];
}

let byId: ReadonlyMap<string, Ingredient> | undefined;
let all: readonly Ingredient[] | undefined;

/** The generated catalogue, parsed on first use (about 0.7 MB of JSON; see scripts/build-food-data.ts). */
function load(): ReadonlyMap<string, Ingredient> {
  if (byId === undefined) {
    const file = JSON.parse(
      readFileSync(new URL('../data/ingredients.generated.json', import.meta.url), 'utf8'),
    ) as GeneratedFile;
    for (const ingredient of file.ingredients) deepFreeze(ingredient);
    all = Object.freeze(file.ingredients);
    byId = new Map(file.ingredients.map((i) => [i.id, i]));
  }
  return byId;
}

// Callers share one copy of each record; freezing stops one of them editing it for everyone.
function deepFreeze(value: object): void {
  for (const child of Object.values(value)) if (child !== null && typeof child === 'object') deepFreeze(child as object);
  Object.freeze(value);
}

/** Every canonical ingredient, sorted by id. */
export function allIngredients(): readonly Ingredient[] {
  load();
  return all ?? [];
}

export function getIngredient(id: string): Ingredient | undefined {
  return load().get(id);
}

/** Days from purchase before the ingredient spoils where a home cook keeps it. Throws for an unknown id. */
export function shelfLifeDays(id: string): number {
  const ingredient = getIngredient(id);
  if (!ingredient) throw new Error(`unknown ingredient id "${id}"`);
  return ingredient.shelfLife.days;
}
