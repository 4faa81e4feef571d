import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownTags, servingGrams } from './analyse-recipe';
import { buildCatalogue, type Catalogue, type CatalogueProblem, type CatalogueSource } from './catalogue';
import type { FoodKnowledge, Recipe, RecipeFileEntry } from './types';

/**
 * Validating 400+ recipes with zod and analysing them costs ~200 ms cold; the product must load in < 100 ms.
 * `npm run validate:catalogue` therefore writes this compact index of the computed fields, keyed by fingerprints of
 * the recipe files and of the food facts they use. When both fingerprints match, the files are known to be exactly
 * what was validated, so loading only parses them and attaches the computed fields; otherwise it validates in full.
 */
export const INDEX_PATH = fileURLToPath(new URL('../generated/catalogue-index.json', import.meta.url));

interface IndexedRecipe {
  /** "file#position" of the entry that was validated. */
  origin: string;
  diets: Recipe['diets'];
  nutritional_info: Recipe['nutritional_info'];
  main_ingredient: string;
}

export interface CatalogueIndex {
  sourceHash: string;
  foodHash: string;
  recipes: Record<string, IndexedRecipe>;
  problems: CatalogueProblem[];
}

/** Fingerprints of the recipe files and of the food facts (category, diet flags, nutrition) of every id they name. */
export function fingerprints(sources: readonly CatalogueSource[], food: FoodKnowledge): { sourceHash: string; foodHash: string } {
  const sourceHash = createHash('sha256');
  const ids = new Set<string>();
  for (const { file, text, content } of sources) {
    sourceHash.update(`${file}\0${text}\0`);
    if (!Array.isArray(content)) continue;
    for (const entry of content as { ingredients?: { ingredient?: unknown }[] }[]) {
      for (const line of Array.isArray(entry?.ingredients) ? entry.ingredients : []) {
        if (typeof line?.ingredient === 'string') ids.add(line.ingredient);
      }
    }
  }
  const foodHash = createHash('sha256');
  for (const id of [...ids].sort()) {
    const known = food.getIngredient(id);
    foodHash.update(`${id}\0${known ? JSON.stringify([known.category, known.diet, known.nutrition]) : '?'}\0`);
  }
  return { sourceHash: sourceHash.digest('hex'), foodHash: foodHash.digest('hex') };
}

export function toIndex(catalogue: Catalogue, hashes: { sourceHash: string; foodHash: string }): CatalogueIndex {
  const recipes: Record<string, IndexedRecipe> = {};
  for (const r of catalogue.recipes) {
    recipes[r.slug] = { origin: catalogue.origins.get(r.slug)!, diets: r.diets, nutritional_info: r.nutritional_info, main_ingredient: r.main_ingredient };
  }
  return { ...hashes, recipes, problems: catalogue.problems };
}

export function writeIndex(index: CatalogueIndex, path: string = INDEX_PATH): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(index)}\n`);
}

/** Rebuilds the catalogue from validated files and the index, in file order, as buildCatalogue would. */
function fromIndex(sources: readonly CatalogueSource[], index: CatalogueIndex): Catalogue {
  const recipes: Recipe[] = [];
  const bySlug = new Map<string, Recipe>();
  const origins = new Map<string, string>();
  for (const { file, content } of sources) {
    if (!Array.isArray(content)) continue;
    (content as RecipeFileEntry[]).forEach((entry, position) => {
      // Only the exact entry that was validated: an earlier invalid entry may share its slug.
      const indexed = index.recipes[entry.slug];
      if (indexed?.origin !== `${file}#${position}`) return;
      const { origin, ...computed } = indexed;
      const recipe: Recipe = { ...entry, tags: ownTags(entry.tags), ...computed, grams_per_serving: servingGrams(entry) };
      recipes.push(recipe);
      bySlug.set(recipe.slug, recipe);
      origins.set(recipe.slug, origin);
    });
  }
  return { recipes, bySlug, origins, problems: index.problems };
}

function readIndex(path: string): CatalogueIndex | undefined {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as CatalogueIndex;
  } catch {
    return undefined;
  }
}

/** The catalogue from the index when it is fresh, else validated and analysed in full. */
export function loadCatalogue(sources: readonly CatalogueSource[], food: FoodKnowledge, path: string = INDEX_PATH): Catalogue {
  const index = readIndex(path);
  if (index) {
    const { sourceHash, foodHash } = fingerprints(sources, food);
    if (index.sourceHash === sourceHash && index.foodHash === foodHash) return fromIndex(sources, index);
  }
  return buildCatalogue(sources, food);
}
