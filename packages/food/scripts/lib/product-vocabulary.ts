import { namedInPlural } from '../../src/shopping-name';
import type { FoodCategory, Product } from '../../src/types';
import { ancestorsOf, descendantCounts, type TaxonomyNode } from './open-food-facts';

/** What the vocabulary needs of a canonical ingredient. */
export interface CatalogueFood {
  id: string;
  name: string;
  category: FoodCategory;
  /** Display name, plural and synonyms (English and German): the names a product is linked by. */
  names: string[];
  /** Display name and plural: what the ingredient itself is called (synonyms may be generic words). */
  ownNames: string[];
  /** Receipt spellings too: a product name any of these already claims is left to the catalogue. */
  spellings: string[];
  receiptFood: boolean;
}

/**
 * Category subtrees that are no products: non-food (cosmetics, pet food), supplements, additives, and the
 * taxonomy's bookkeeping ('products that need attention', 'products sold before year 2000').
 */
const NOT_PRODUCTS = new Set([
  'en:non-food-products',
  'en:dietary-supplements',
  'en:food-additives',
  'en:products-that-need-attention',
  'en:specific-products',
]);

/** Drinks drunk as bought rather than cooked with (labels count them as not food): beer, spirits, soft drinks, water. */
const DRUNK_AS_BOUGHT = new Set([
  'en:alcoholic-beverages',
  'en:carbonated-drinks',
  'en:waters',
  'en:energy-drinks',
  'en:iced-teas',
  'en:alcohol',
  'en:water',
  // Sold chilled by the bottle like soft drinks, in both taxonomies.
  'en:kombuchas',
  'en:kombucha',
  'en:still-fruit-soft-drinks',
]);

const WINES = 'en:wines';

/**
 * Aisles of the taxonomies' top entries, for a product with no more general ingredient above it. For the
 * ingredient taxonomy these are also the only subtrees taken: the rest are additives, nutrients, extracts and
 * label wording ('flavouring', 'minerals', 'fiber').
 */
const CATEGORY_ROOT_AISLES: Record<string, FoodCategory> = {
  'en:beverages': 'drinks',
  'en:meats': 'meat',
  'en:meat-based-products': 'meat',
  'en:dairies': 'dairy',
  'en:seafood': 'seafood',
  'en:snacks': 'snacks',
  'en:desserts': 'snacks',
  'en:meals': 'frozen',
  'en:frozen-foods': 'frozen',
  'en:condiments': 'condiments',
  'en:spreads': 'condiments',
  'en:fats': 'oils',
  'en:sweeteners': 'baking',
  'en:canned-foods': 'canned',
  'en:breakfasts': 'grains',
  'en:cocoa-and-its-products': 'snacks',
  'en:bee-products': 'condiments',
  'en:sandwiches': 'deli',
  'en:syrups': 'condiments',
  'en:fish-and-meat-and-eggs': 'meat',
  'en:chips-and-fries': 'snacks',
  'en:broths': 'canned',
  'en:plant-based-foods-and-beverages': 'produce',
};
const INGREDIENT_ROOT_AISLES: Record<string, FoodCategory> = {
  'en:fruit': 'produce',
  'en:vegetable': 'produce',
  'en:herb': 'produce',
  'en:mushroom': 'produce',
  'en:plant': 'produce',
  'en:nut': 'nuts',
  'en:seed': 'nuts',
  'en:legume': 'legumes',
  'en:soya': 'legumes',
  'en:fish': 'seafood',
  'en:shellfish': 'seafood',
  'en:algae': 'seafood',
  'en:meat': 'meat',
  'en:animal': 'meat',
  'en:game-animal': 'meat',
  'en:poultry': 'poultry',
  'en:dairy': 'dairy',
  'en:egg': 'eggs',
  'en:cereal': 'grains',
  'en:rice': 'grains',
  'en:quinoa': 'grains',
  'en:flour': 'baking',
  'en:bread': 'bakery',
  'en:dough': 'bakery',
  'en:chocolate': 'baking',
  'en:cocoa': 'baking',
  'en:coffee': 'drinks',
  'en:alcohol': 'drinks',
  'en:sauce': 'condiments',
  'en:condiment': 'condiments',
  'en:vinegar': 'condiments',
  'en:oil-and-fat': 'oils',
  'en:margarine': 'oils',
  'en:broth': 'canned',
};

/** An entry with this many entries below it is a grouping ('cheeses', 'plant-based foods'), unless it names an ingredient. */
const GROUPING_SIZE = 25;
/** Names that group or qualify products rather than name one: 'beers from Germany', 'plant-based foods', 'cheese with herbs'. */
const GROUPING_WORDS_EN = /\b(and|or|from|of|with|without|for|in|based|products?|foods?|specialit(y|ies)|type|style|other|various|assorted|preparations?)\b|\d/;
const GROUPING_WORDS_DE = /\b(und|oder|aus|mit|ohne|fur|produkte|erzeugnisse|spezialitaten|zubereitungen)\b|\d/;
/** French ones ('de' stays: 'pomme de terre', 'jambon de porc' are names): 'fromages et produits laitiers', 'à base de'. */
const GROUPING_WORDS_FR = /\b(et|ou|avec|sans|pour|produits?|aliments?|specialites?|preparations?|base|types?|autres?|divers(es)?|origine)\b|\d/;
const MIN_NAME_LENGTH = 3;
/**
 * Words that say how a food was grown, kept or sold, never what it is: 'organic milk' is milk, 'free range chicken' a
 * chicken, 'ESL milk' (extended shelf life) and 'UHT milk' milk, 'pitted olives' olives. ('Free' alone is no such word: 'egg free mayonnaise'
 * is no egg.)
 */
const HOW_GROWN_OR_SOLD =
  /\b(organic|bio|fresh|frische[rs]?|frisch|free range|halal|kosher|esl|uht|long life|extended shelf life|pasteuri[sz]ed|homogeni[sz]ed|haltbare?|pitted|stoned|entsteint)\b/g;

/** Lower case, accents folded, punctuation to spaces: how names are compared ('Instant-Nudeln' -> 'instant nudeln'). */
export const foldName = (s: string): string =>
  s
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();

/** English singular of one word, for comparing head nouns ('ducks', 'berries', 'peaches', 'cheeses'). */
export function singularWord(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zzes|toes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && /[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

const unique = (values: string[]): string[] => [...new Set(values)];

/**
 * The French names of an entry as receipts and shoppers write them: lower case with accents kept (the matcher folds
 * them), grouping names left out, one spelling of each folded form ('œufs' and 'oeufs' are one).
 */
function frenchNames(node: TaxonomyNode): string[] {
  const byFold = new Map<string, string>();
  for (const name of node.fr) {
    const spelled = name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
    const folded = foldName(spelled.replace(/œ/g, 'oe').replace(/æ/g, 'ae'));
    if (folded.length >= MIN_NAME_LENGTH && !GROUPING_WORDS_FR.test(folded) && !byFold.has(folded)) byFold.set(folded, spelled);
  }
  return [...byFold.values()];
}

/** Singular unless the head is a food bought as many small pieces ('fruit salad', 'rice crackers'). */
function shoppingForm(name: string): string {
  const head = singularWord(name.split(' ').at(-1) ?? '');
  return namedInPlural(head) ? name : withSingularHead(name);
}

const headOf = (name: string): string => singularWord(foldName(name).split(' ').at(-1) ?? '');
const withSingularHead = (folded: string): string => folded.replace(/\S+$/, (w) => singularWord(w));

interface Taxonomy {
  nodes: ReadonlyMap<string, TaxonomyNode>;
  /** The top entries whose subtrees are taken, with their aisle; undefined takes every subtree but NOT_PRODUCTS. */
  roots?: Record<string, FoodCategory>;
  rootAisles: Record<string, FoodCategory>;
}

export interface ProductVocabulary {
  products: Product[];
  /** Counts for the build's summary line. */
  linkedNames: number;
  /** French names among them, linked and of foods of their own. */
  frenchNames: number;
  ownProducts: number;
}

/**
 * Builds the product vocabulary. A taxonomy entry is an ingredient when one of its names is one of the
 * ingredient's names ('Ducks' -> duck), or when a more general entry above it is and both have the same head
 * noun ('Smoked tofu' under 'Tofu'; 'Stouts', also called dark beers, under 'Beers'): otherwise it is a food of
 * its own ('Instant noodle soups' is no noodle). Whether it is food, and its aisle, come from the nearest entry
 * above it that is an ingredient (a stout is beer, which is drunk as bought).
 */
export function buildProductVocabulary(catalogue: CatalogueFood[], taxonomies: Taxonomy[], nonFoodTerms: string[]): ProductVocabulary {
  // An ingredient's own name and plural say what it is; a synonym may be a generic word the catalogue gives one
  // default food ('cheese' -> cheddar, 'bread' -> white bread), which the more special products below must not
  // inherit. The same holds the other way round: an entry joined by one of its synonyms ('Fat', also called
  // shortening) gives the ingredient only its longer names.
  const byOwnName = new Map<string, CatalogueFood>();
  const bySynonym = new Map<string, CatalogueFood>();
  for (const food of catalogue) {
    for (const name of food.names) {
      const map = food.ownNames.includes(name) ? byOwnName : bySynonym;
      if (!map.has(foldName(name))) map.set(foldName(name), food);
    }
  }
  // Names the catalogue or the household list already claims stay theirs.
  const taken = new Set([...catalogue.flatMap((f) => [...f.names, ...f.spellings]), ...nonFoodTerms].map(foldName));
  const lookUp = (map: Map<string, CatalogueFood>, name: string): CatalogueFood | undefined =>
    map.get(foldName(name)) ?? map.get(withSingularHead(foldName(name)));

  const aliasesByIngredient = new Map<string, Set<string>>();
  /** French names by ingredient, and the French names given out (the first entry by id keeps a name). */
  const frenchByIngredient = new Map<string, Set<string>>();
  const claimedFrench = new Set<string>();
  const own = new Map<string, Product>();
  const claimed = new Set<string>();
  /** The entry's French names no other entry has claimed, each claimed now. */
  const claimFrench = (node: TaxonomyNode): string[] => {
    const names = frenchNames(node).filter((n) => !claimedFrench.has(n));
    names.forEach((n) => claimedFrench.add(n));
    return names;
  };

  for (const { nodes, roots, rootAisles } of taxonomies) {
    const counts = descendantCounts(nodes);
    const names = (id: string): string[] => [...nodes.get(id)!.en, ...nodes.get(id)!.de];
    /** The ingredient the entry's main name is ('Ducks' -> duck): not a synonym of it ('Fat', also called shortening). */
    const ownNameLink = (id: string): CatalogueFood | undefined => {
      const main = nodes.get(id)!.en[0] ?? nodes.get(id)!.de[0];
      return main === undefined ? undefined : lookUp(byOwnName, main);
    };
    const directLink = (id: string): CatalogueFood | undefined =>
      ownNameLink(id) ?? names(id).flatMap((n) => [lookUp(byOwnName, n), lookUp(bySynonym, n)]).find(Boolean);
    /** The ingredient an entry is once the words of how it was grown or sold are dropped ('Organic milks' -> milk). */
    const qualityLink = (id: string): CatalogueFood | undefined =>
      names(id)
        .map(foldName)
        .map((n) => [n, n.replace(HOW_GROWN_OR_SOLD, ' ').replace(/\s+/g, ' ').trim()])
        .flatMap(([n, core]) => (core && core !== n ? [lookUp(byOwnName, core), lookUp(bySynonym, core)] : []))
        .find(Boolean);
    const linked = new Map<string, { food: CatalogueFood; inherited: boolean } | null>();
    /** The ingredient an entry is, and whether the entries below it may inherit that ('Ducks', not 'Cheeses'). */
    const linkOf = (id: string): { food: CatalogueFood; inherited: boolean } | null => {
      if (linked.has(id)) return linked.get(id)!;
      linked.set(id, null); // guards against a cycle in the parents
      const node = nodes.get(id)!;
      const own = ownNameLink(id);
      const synonym = own ? undefined : directLink(id);
      let link = own ? { food: own, inherited: true } : synonym ? { food: synonym, inherited: false } : null;
      if (!link) {
        const heads = new Set(node.en.map(headOf));
        for (const parent of node.parents) {
          const parentLink = linkOf(parent);
          if (!parentLink?.inherited) continue;
          const parentHeads = [...nodes.get(parent)!.en, parentLink.food.name].map(headOf);
          if (parentHeads.some((h) => heads.has(h))) {
            link = { food: parentLink.food, inherited: true };
            break;
          }
        }
      }
      // Last, what it is without the words of how it was grown or sold; the entries below may be more special.
      const quality = link ? undefined : qualityLink(id);
      if (quality) link = { food: quality, inherited: false };
      linked.set(id, link);
      return link;
    };

    for (const node of [...nodes.values()].sort((a, b) => a.id.localeCompare(b.id))) {
      const lineage = [node.id, ...ancestorsOf(nodes, node.id)];
      if (node.additive || lineage.some((id) => NOT_PRODUCTS.has(id) || nodes.get(id)!.additive)) continue;
      if (roots && !lineage.some((id) => id in roots)) continue;
      const link = linkOf(node.id);
      const isGrouping = node.parents.length === 0 || (counts.get(node.id) ?? 0) >= GROUPING_SIZE;
      if (link) {
        // French names are the entry's names in French: all of them when the entry's main name is the ingredient or
        // one of its names ('Milk' -> 'lait', 'Eggs' -> 'œufs'), even a grouping ('Cheeses' -> 'fromages', as the
        // catalogue reads 'cheese'); else, as for English, only names of two words or more of an entry that is no
        // grouping, since a single generic word would pick a default food; a kind's one-word name of three letters is
        // too often another word ('sol', the floor laying hens live on).
        const main = node.en[0] ?? node.de[0];
        const translates = main !== undefined && (lookUp(byOwnName, main) ?? lookUp(bySynonym, main)) === link.food;
        const french = isGrouping && !translates ? [] : claimFrench(node).filter((n) => translates || n.includes(' ') || (link.inherited && n.length > MIN_NAME_LENGTH));
        if (french.length > 0) {
          const set = frenchByIngredient.get(link.food.id) ?? new Set<string>();
          french.forEach((n) => set.add(n));
          frenchByIngredient.set(link.food.id, set);
        }
      }
      // A grouping is kept only under an ingredient's own name: 'fats' is no shortening, 'bars' no granola bar.
      if (isGrouping && !ownNameLink(node.id)) continue;
      // The taxonomy names categories in the plural ('Fruit salads'); a receipt prints either number.
      const english = node.en.map(foldName).filter((n) => !GROUPING_WORDS_EN.test(n));
      const shopNames = unique([
        ...english.flatMap((n) => [n, withSingularHead(n)]),
        ...node.de.map(foldName).filter((n) => !GROUPING_WORDS_DE.test(n)),
      ]).filter((n) => n.length >= MIN_NAME_LENGTH && !taken.has(n) && !claimed.has(n));
      if (shopNames.length === 0) continue;
      shopNames.forEach((n) => claimed.add(n));
      if (link) {
        // A single generic word joined to an ingredient through a synonym picks a default food: 'fat' is no shortening.
        const set = aliasesByIngredient.get(link.food.id) ?? new Set<string>();
        shopNames.filter((n) => link.inherited || n.includes(' ')).forEach((n) => set.add(n));
        aliasesByIngredient.set(link.food.id, set);
        continue;
      }
      // A place name alone is no product ('Nahe', 'Sussex' are wine regions); wines are named by grape or maker on receipts.
      if (node.protectedName || lineage.includes(WINES)) continue;
      // The nearest entry above that is an ingredient (or drunk as bought) says whether it is food, and its aisle.
      const decider = lineage.find((id) => DRUNK_AS_BOUGHT.has(id) || directLink(id));
      const general = decider && !DRUNK_AS_BOUGHT.has(decider) ? directLink(decider) : undefined;
      const rootAisle = lineage.map((id) => rootAisles[id]).find(Boolean) ?? null;
      const englishName = english.find((n) => shopNames.includes(n));
      const name = englishName ? shoppingForm(englishName) : shopNames[0]!;
      // The shopping form can be a name another owns ('fish oils' is bought as fish oil, a household supplement).
      if (taken.has(foldName(name))) continue;
      const french = claimFrench(node);
      own.set(node.id, {
        name,
        aliases: shopNames,
        ...(french.length > 0 ? { frenchAliases: french } : {}),
        ingredient: null,
        category: general?.category ?? (decider ? 'drinks' : rootAisle),
        food: general ? general.receiptFood : !decider,
      });
    }
  }

  const catalogueById = new Map(catalogue.map((f) => [f.id, f]));
  const linkedProducts: Product[] = [...new Set([...aliasesByIngredient.keys(), ...frenchByIngredient.keys()])]
    .sort((a, b) => a.localeCompare(b))
    .map((id) => {
      const food = catalogueById.get(id)!;
      const french = [...(frenchByIngredient.get(id) ?? [])];
      return {
        name: food.name,
        aliases: [...(aliasesByIngredient.get(id) ?? [])],
        ...(french.length > 0 ? { frenchAliases: french } : {}),
        ingredient: id,
        category: food.category,
        food: food.receiptFood,
      };
    });
  return {
    products: [...linkedProducts, ...own.values()],
    linkedNames: linkedProducts.reduce((n, p) => n + p.aliases.length, 0),
    frenchNames: [...linkedProducts, ...own.values()].reduce((n, p) => n + (p.frenchAliases?.length ?? 0), 0),
    ownProducts: own.size,
  };
}

export const CATEGORY_TAXONOMY = { rootAisles: CATEGORY_ROOT_AISLES };
export const INGREDIENT_TAXONOMY = { roots: INGREDIENT_ROOT_AISLES, rootAisles: INGREDIENT_ROOT_AISLES };
