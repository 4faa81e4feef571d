/** The language a receipt is printed in, as far as its lines tell. */
export type ReceiptLanguage = 'en' | 'de';

/** What the matcher needs to know about food, independent of where the catalogue comes from. */
export interface CatalogueEntry {
  id: string;
  /** The canonical ingredient, or null for a named food that no ingredient stands for ('instant noodle soup'). */
  ingredientId: string | null;
  name: string;
  category: string;
  /** Names this ingredient goes by: display name, plural, synonyms (English and German), receipt spellings. */
  aliases: string[];
  /** The German names among the aliases: no food on a receipt printed in English. */
  germanAliases?: string[];
  /**
   * Names matched only as printed, never through OCR repair, cut-offs or compounds: the generated product
   * vocabulary, thousands of names that fuzzy matching would turn unknown brand words into.
   */
  exactAliases?: string[];
  /** False for what is drunk as bought (soda, water, beer, spirits): listed, but not food for the kitchen. */
  food: boolean;
  /** Pieces in a shop's pack, for food sold in packs of countable items (eggs 12): a count on the line counts packs. */
  piecesPerPack?: number;
  /** Food whose single piece nobody buys alone (a berry, a slice of ham, a cracker): a count on the line counts packs. */
  soldInPacks?: true;
  /**
   * A generic food that stands for many named ones (a shop's ready salad, soup, sandwich): the item keeps the name
   * the line printed ('cobb salad', 'chicken tikka'), linked to it.
   */
  namedByLine?: true;
}

export interface MatchKnowledge {
  entries: CatalogueEntry[];
  /** Receipt abbreviations, upper case, one or more words: 'CHKN' -> 'chicken', 'GRND BF' -> 'ground beef'. */
  tokenExpansions: Map<string, string>;
  /** Store-brand prefixes printed before the product, upper case: 'GV', 'KS', 'STO'. */
  brandPrefixes: Set<string>;
  /** Words and phrases that mark household goods, lower case: 'detergent', 'toilet paper'. */
  nonFoodTerms: string[];
  /** Grocery brands that name one food ('BAREBELLS', 'FANTA'), each also an alias of its entry. */
  foodBrands?: string[];
  /**
   * The ingredient a dish bought ready is, from the words that end its name ('cobb salad' -> a prepared salad,
   * 'veggie soup' -> vegetable soup), or undefined when they name no such dish.
   */
  readyDishOf?: (words: readonly string[]) => string | undefined;
}

/**
 * Lower-case, accents folded (Käse -> kase, ß -> ss), apostrophes dropped (Hellmann's -> hellmanns), a lone '&'
 * read as 'and', other punctuation to spaces: the one form every alias and line is compared in.
 */
export function foldText(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/['’`]/g, '')
    .replace(/(^|\s)&(?=\s|$)/g, '$1and')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%&]+/g, ' ')
    .trim();
}
