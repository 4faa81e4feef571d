import { allIngredients, allProducts, foodBrands, nonFoodTerms, readyDishFor, receiptTokenDetails, shoppingName, storeBrands, type Ingredient, type Product } from '@forkcast/food';
import { createIngredientMatcher, type IngredientMatcher } from './ingredient-matcher';
import type { CatalogueEntry, MatchKnowledge } from './match-knowledge';

/**
 * Abbreviation kinds that name what a product is. Flags ('SF' sugar free, 'LF' low fat) are left as printed:
 * expanded, two letters of OCR noise could turn into an ingredient ('scene sf' -> sugar).
 */
const EXPANDED_KINDS = new Set(['word', 'phrase']);

/** Region of the receipt tokens printed by French-speaking (Quebec) tills. */
const FRENCH_REGION = 'QC';

/** Aisle of a named food whose taxonomy gives none: one no flavour rule applies to. */
const UNKNOWN_AISLE = 'other';
/**
 * A piece this light with a shop package is never bought alone (a strawberry 12 g, a slice of ham 28 g, a pickle
 * 35 g): a receipt line of it is a pack. A dinner roll (40 g) or a candy bar (50 g) is bought by the piece.
 */
const PACKED_PIECE_MAX_G = 35;
const soldInPacks = (i: Ingredient) =>
  i.piecesPerPack === null && i.gramsPerPackage !== null && i.gramsPerEach !== null && i.gramsPerEach <= PACKED_PIECE_MAX_G;

/**
 * Names this short of a named food are receipt noise far more often than the food ('ant' in 'ANT-SCHUPPEN',
 * shampoo; 'box', 'bib', 'pre'); ingredients keep theirs (egg, ham, cod).
 */
const MIN_NAMED_FOOD_ALIAS = 4;

/** Each shop name of the dishes bought ready that joined a generic dish, with the dish's own name. */
function productOfAlias(products: readonly Product[], dish: Ingredient): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of products) if (p.ingredient === dish.id && p.dishName) for (const alias of p.aliases) names.set(alias, p.dishName);
  return names;
}

/** A named food of its own from the product vocabulary ('instant noodle soup'), matched by its names as printed. */
const productEntry = (p: Product): CatalogueEntry => ({
  id: `product:${p.name}`,
  ingredientId: null,
  name: p.name,
  category: p.category ?? UNKNOWN_AISLE,
  aliases: [],
  exactAliases: [...new Set([p.name, ...p.aliases])].filter((alias) => alias.length >= MIN_NAMED_FOOD_ALIAS),
  ...(p.frenchAliases ? { frenchAliases: p.frenchAliases.filter((alias) => alias.length >= MIN_NAMED_FOOD_ALIAS) } : {}),
  food: p.food,
});

/**
 * The matcher's view of @forkcast/food: every name an ingredient goes by (with the product names that are that
 * ingredient), the named foods of the product vocabulary, pack counts, receipt abbreviations, brands, non-food words.
 */
export function foodKnowledge(): MatchKnowledge {
  const products = allProducts();
  // Several products can name one ingredient (Open Food Facts' and the shop list's): every name counts.
  const productNames = new Map<string, string[]>();
  for (const p of products) if (p.ingredient !== null) productNames.set(p.ingredient, [...(productNames.get(p.ingredient) ?? []), ...p.aliases]);
  const frenchNames = new Map<string, string[]>();
  for (const p of products) if (p.ingredient !== null && p.frenchAliases) frenchNames.set(p.ingredient, [...(frenchNames.get(p.ingredient) ?? []), ...p.frenchAliases]);
  const expanded = receiptTokenDetails.filter((t) => EXPANDED_KINDS.has(t.kind));
  const expansions = (tokens: typeof expanded) => new Map(tokens.map((t) => [t.token.toUpperCase(), t.expansion]));
  return {
    entries: [
      ...allIngredients().map((i) => ({
        id: i.id,
        ingredientId: i.id,
        name: shoppingName(i),
        category: i.category,
        aliases: [i.name, i.plural, i.id.replace(/-/g, ' '), ...i.synonyms, ...i.receiptSpellings],
        germanAliases: i.germanNames ?? [],
        exactAliases: [...(productNames.get(i.id) ?? [])],
        ...(frenchNames.has(i.id) ? { frenchAliases: frenchNames.get(i.id)! } : {}),
        food: i.receiptFood !== false,
        ...(i.piecesPerPack === null ? {} : { piecesPerPack: i.piecesPerPack }),
        ...(soldInPacks(i) ? { soldInPacks: true as const } : {}),
        ...(i.dishWords ? { namedByLine: true as const, productOfAlias: productOfAlias(products, i) } : {}),
      })),
      ...products.filter((p) => p.ingredient === null).map(productEntry),
    ],
    // Quebec till phrases are French: read only on a receipt printed in French.
    tokenExpansions: expansions(expanded.filter((t) => t.region !== FRENCH_REGION)),
    frenchTokenExpansions: expansions(expanded.filter((t) => t.region === FRENCH_REGION)),
    brandPrefixes: new Set(storeBrands.map((b) => b.prefix.toUpperCase().replace(/'/g, ''))),
    nonFoodTerms: [...nonFoodTerms],
    foodBrands: foodBrands.map((b) => b.brand),
    readyDishOf: readyDishFor,
  };
}

let matcher: IngredientMatcher | undefined;

/** Built once per process (about 850 ingredients, a few thousand aliases). */
export function getIngredientMatcher(): IngredientMatcher {
  matcher ??= createIngredientMatcher(foodKnowledge());
  return matcher;
}
