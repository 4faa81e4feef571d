import type { IngredientSummary } from '@forkcast/contracts';
import { allIngredients } from '@forkcast/food';

interface Entry {
  summary: IngredientSummary;
  names: string[];
}

/**
 * Ranks an exact name or synonym first, then names that start with the query, then word starts, then any match;
 * shorter names first within a rank.
 */
function rank(names: string[], query: string): number {
  if (names.includes(query)) return -1;
  let best = Infinity;
  for (const name of names) {
    const at = name.indexOf(query);
    if (at < 0) continue;
    const score = at === 0 ? 0 : name[at - 1] === ' ' ? 1 : 2;
    best = Math.min(best, score * 1000 + name.length);
  }
  return best;
}

/**
 * Search of the canonical ingredients (the food package's catalogue, in memory: no repository). The name index
 * is built on the first search.
 */
export function createIngredientService() {
  let index: Entry[] | undefined;
  const entries = (): Entry[] =>
    (index ??= allIngredients().map((ingredient) => ({
      summary: { id: ingredient.id, name: ingredient.name, category: ingredient.category },
      names: [ingredient.name, ingredient.plural, ...ingredient.synonyms].map((n) => n.toLowerCase()),
    })));

  return {
    /** Canonical ingredients whose name, plural or synonym (English or German) contains the query. */
    search(query: string, limit: number): IngredientSummary[] {
      const q = query.trim().toLowerCase();
      return entries()
        .map((entry) => ({ entry, score: rank(entry.names, q) }))
        .filter((hit) => hit.score < Infinity)
        .sort((a, b) => a.score - b.score || a.entry.summary.name.localeCompare(b.entry.summary.name))
        .slice(0, limit)
        .map((hit) => ({ ...hit.entry.summary, exact: hit.entry.names.includes(q) }));
    },
  };
}

export type IngredientService = ReturnType<typeof createIngredientService>;
