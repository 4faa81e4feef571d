import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseRecipe } from './analyse-recipe';
import { recipeFileSchema } from './recipe-schema';
import type { FoodKnowledge, Recipe } from './types';

export const CATALOGUE_DIR = fileURLToPath(new URL('../catalogue/', import.meta.url));

export interface CatalogueProblem {
  file: string;
  /** The recipe's slug, or its position in the file when it has none. */
  recipe: string;
  message: string;
}

export interface Catalogue {
  recipes: Recipe[];
  bySlug: ReadonlyMap<string, Recipe>;
  /** Where each recipe was read from: slug -> "file#position" (for the load index). */
  origins: ReadonlyMap<string, string>;
  /** Everything a recipe writer has to fix; recipes with a blocking problem are left out of `recipes`. */
  problems: CatalogueProblem[];
}

export interface CatalogueSource {
  file: string;
  /** The file's text, for fingerprinting. */
  text: string;
  /** Parsed JSON of the file: should be an array of recipes (an Error when it is not JSON). */
  content: unknown;
}

export function readCatalogueDir(dir: string = CATALOGUE_DIR): CatalogueSource[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      try {
        return { file, text, content: JSON.parse(text) as unknown };
      } catch (error) {
        return { file, text, content: new Error(`not valid JSON: ${(error as Error).message}`) };
      }
    });
}

function describeEntry(entry: unknown, index: number): string {
  const slug = (entry as { slug?: unknown } | null)?.slug;
  return typeof slug === 'string' ? slug : `#${index + 1}`;
}

/** Validates every file and computes diets and nutrition; invalid or duplicate recipes are reported and skipped. */
export function buildCatalogue(sources: readonly Pick<CatalogueSource, 'file' | 'content'>[], food: FoodKnowledge): Catalogue {
  const problems: CatalogueProblem[] = [];
  const recipes: Recipe[] = [];
  const bySlug = new Map<string, Recipe>();
  const origins = new Map<string, string>();
  const slugFiles = new Map<string, string>();
  const names = new Map<string, string>();

  for (const { file, content } of sources) {
    if (content instanceof Error || !Array.isArray(content)) {
      const message = content instanceof Error ? content.message : 'file must hold a JSON array of recipes';
      problems.push({ file, recipe: '*', message });
      continue;
    }
    content.forEach((entry: unknown, index) => {
      const recipeLabel = describeEntry(entry, index);
      const report = (message: string) => problems.push({ file, recipe: recipeLabel, message });
      const parsed = recipeFileSchema.safeParse(entry);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) report(`${issue.path.join('.') || 'recipe'}: ${issue.message}`);
        return;
      }
      const data = parsed.data;
      const nameKey = data.name.trim().toLowerCase();
      if (slugFiles.has(data.slug)) return report(`duplicate slug (also in ${slugFiles.get(data.slug)})`);
      if (names.has(nameKey)) return report(`duplicate name "${data.name}" (also ${names.get(nameKey)})`);
      slugFiles.set(data.slug, file);
      names.set(nameKey, `${data.slug} in ${file}`);

      const { recipe, problems: found } = analyseRecipe(data, food);
      for (const message of found) report(message);
      if (!recipe) return;
      recipes.push(recipe);
      bySlug.set(recipe.slug, recipe);
      origins.set(recipe.slug, `${file}#${index}`);
    });
  }
  return { recipes, bySlug, origins, problems };
}
