import { createHash } from 'node:crypto';
import type { Recipe as CatalogueRecipe } from '@forkcast/planner';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recipes } from '../../db/schema.js';

function contentHash(recipe: CatalogueRecipe): string {
  const { grams_per_serving: _grams, ...content } = recipe;
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

function toRow(recipe: CatalogueRecipe) {
  return {
    slug: recipe.slug,
    name: recipe.name,
    description: recipe.description,
    mealType: recipe.meal_type,
    difficulty: recipe.difficulty,
    cuisineType: recipe.cuisine_type,
    prepTime: recipe.prep_time,
    cookTime: recipe.cook_time,
    servings: recipe.servings,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    tags: [...recipe.tags, ...recipe.diets],
    nutritionalInfo: { ...recipe.nutritional_info },
    contentHash: contentHash(recipe),
  };
}

/** The `recipes` table: the catalogue every user's plans draw from (not user-owned). */
export function createRecipeCatalogueRepository(db: Db) {
  return {
    /**
     * Brings the table in step with the planner's catalogue (the source of truth, kept in the repository).
     * Rows are matched by slug; unchanged recipes are skipped, so a restart costs one query. Returns slug -> row id.
     */
    async sync(catalogue: readonly CatalogueRecipe[]): Promise<Map<string, string>> {
      const existing = await db.select({ id: recipes.id, slug: recipes.slug, hash: recipes.contentHash }).from(recipes);
      const bySlug = new Map(existing.map((row) => [row.slug, row]));
      const changed = catalogue.map(toRow).filter((row) => bySlug.get(row.slug)?.hash !== row.contentHash);
      if (changed.length > 0) {
        await db.transaction(async (tx) => {
          for (let i = 0; i < changed.length; i += 100) {
            const rows = await tx
              .insert(recipes)
              .values(changed.slice(i, i + 100))
              .onConflictDoUpdate({
                target: recipes.slug,
                set: {
                  name: sqlExcluded('name'),
                  description: sqlExcluded('description'),
                  mealType: sqlExcluded('meal_type'),
                  difficulty: sqlExcluded('difficulty'),
                  cuisineType: sqlExcluded('cuisine_type'),
                  prepTime: sqlExcluded('prep_time'),
                  cookTime: sqlExcluded('cook_time'),
                  servings: sqlExcluded('servings'),
                  ingredients: sqlExcluded('ingredients'),
                  instructions: sqlExcluded('instructions'),
                  tags: sqlExcluded('tags'),
                  nutritionalInfo: sqlExcluded('nutritional_info'),
                  contentHash: sqlExcluded('content_hash'),
                },
              })
              .returning({ id: recipes.id, slug: recipes.slug });
            for (const row of rows) bySlug.set(row.slug, { id: row.id, slug: row.slug, hash: '' });
          }
        });
      }
      return new Map([...bySlug.values()].map((row) => [row.slug, row.id]));
    },
  };
}

export type RecipeCatalogueRepository = ReturnType<typeof createRecipeCatalogueRepository>;

/** The value the conflicting insert proposed for a column. */
function sqlExcluded(column: string) {
  return sql.raw(`excluded.${column}`);
}
