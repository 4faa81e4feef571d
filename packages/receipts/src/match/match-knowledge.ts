/** The language a receipt is printed in, as far as its lines tell: English, German or (Quebec) French. */
export type ReceiptLanguage = 'en' | 'de' | 'fr';

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
   * French names (Open Food Facts' 'fr' names): not among the aliases, read only on a receipt printed in French, or
   * of unknown language when one is printed whole and no other name fits.
   */
  frenchAliases?: string[];
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
  /**
   * For a food named by its line, the name of the product each of its shop names belongs to ('fleischsalat' -> 'meat
   * salad'): a line printed in German is named in English.
   */
  productOfAlias?: ReadonlyMap<string, string>;
}

export interface MatchKnowledge {
  entries: CatalogueEntry[];
  /** Receipt abbreviations, upper case, one or more words: 'CHKN' -> 'chicken', 'GRND BF' -> 'ground beef'. */
  tokenExpansions: Map<string, string>;
  /** French till phrases the names lack, upper case, read only on French receipts: 'BOEUF HACHE' -> 'ground beef'. */
  frenchTokenExpansions?: Map<string, string>;
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

/** Anything but printable ASCII and white space: only such text needs ß, accents and compatibility forms folded. */
const NON_ASCII = /[^ -~\t\n\v\f\r]/;
const APOSTROPHE = /['’`]/g;
const LONE_AMPERSAND = /(^|\s)&(?=\s|$)/g;

/**
 * Lower-case, accents folded (Käse -> kase, ß -> ss), apostrophes dropped (Hellmann's -> hellmanns), a lone '&'
 * read as 'and', other punctuation to spaces: the one form every alias and line is compared in.
 */
export function foldText(text: string): string {
  if (!NON_ASCII.test(text)) return foldAscii(text);
  return text
    .replace(/ß/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(APOSTROPHE, '')
    .replace(LONE_AMPERSAND, '$1and')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%&]+/g, ' ')
    .trim();
}

const isApostrophe = (code: number): boolean => code === 0x27 || code === 0x60;
/** The ASCII characters \s matches: space, tab, line feed, vertical tab, form feed, carriage return. */
const isSpace = (code: number): boolean => code === 0x20 || (code >= 0x09 && code <= 0x0d);

/**
 * foldText of printable ASCII text in one pass, as most names and lines are: the same result as the chain of replacements
 * above (match-knowledge.test.ts checks the two agree), several times faster on the tens of thousands of names.
 */
function foldAscii(text: string): string {
  let folded = '';
  let gap = false;
  /** The character before, apostrophes skipped as they are dropped first; the start counts as a space. */
  let before = 0x20;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isApostrophe(code)) continue;
    let kept: string | undefined;
    if (code === 0x26) {
      let next = i + 1;
      while (next < text.length && isApostrophe(text.charCodeAt(next))) next++;
      kept = isSpace(before) && (next === text.length || isSpace(text.charCodeAt(next))) ? 'and' : '&';
    } else if (code >= 0x41 && code <= 0x5a) kept = String.fromCharCode(code + 0x20);
    else if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x25) kept = text[i];
    before = code;
    if (kept === undefined) {
      gap = true;
      continue;
    }
    if (gap && folded !== '') folded += ' ';
    gap = false;
    folded += kept;
  }
  return folded;
}

const foldedNames = new WeakMap<MatchKnowledge, Map<string, string>>();

/**
 * foldText for the names of `knowledge`, each name folded once: the matcher and the product-word reader build their
 * indexes from the same tens of thousands of names, several indexes each.
 */
export function nameFolder(knowledge: MatchKnowledge): (name: string) => string {
  let folds = foldedNames.get(knowledge);
  if (!folds) foldedNames.set(knowledge, (folds = new Map()));
  const known = folds;
  return (name) => {
    let folded = known.get(name);
    if (folded === undefined) known.set(name, (folded = foldText(name)));
    return folded;
  };
}
