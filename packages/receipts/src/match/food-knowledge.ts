import { allIngredients, nonFoodTerms, receiptTokenDetails, shoppingName, storeBrands } from '@forkcast/food';
import { createIngredientMatcher, type IngredientMatcher } from './ingredient-matcher';
import type { MatchKnowledge } from './match-knowledge';

/**
 * Abbreviation kinds that name what a product is. Flags ('SF' sugar free, 'LF' low fat) are left as printed:
 * expanded, two letters of OCR noise could turn into an ingredient ('scene sf' -> sugar).
 */
const EXPANDED_KINDS = new Set(['word', 'phrase']);

/** The matcher's view of @forkcast/food: every name an ingredient goes by, pack counts, receipt abbreviations, brands, non-food words. */
export function foodKnowledge(): MatchKnowledge {
  return {
    entries: allIngredients().map((i) => ({
      id: i.id,
      name: shoppingName(i),
      category: i.category,
      aliases: [i.name, i.plural, i.id.replace(/-/g, ' '), ...i.synonyms, ...i.receiptSpellings],
      ...(i.piecesPerPack === null ? {} : { piecesPerPack: i.piecesPerPack }),
    })),
    tokenExpansions: new Map(receiptTokenDetails.filter((t) => EXPANDED_KINDS.has(t.kind)).map((t) => [t.token.toUpperCase(), t.expansion])),
    brandPrefixes: new Set(storeBrands.map((b) => b.prefix.toUpperCase().replace(/'/g, ''))),
    nonFoodTerms: [...nonFoodTerms],
  };
}

let matcher: IngredientMatcher | undefined;

/** Built once per process (about 850 ingredients, a few thousand aliases). */
export function getIngredientMatcher(): IngredientMatcher {
  matcher ??= createIngredientMatcher(foodKnowledge());
  return matcher;
}
