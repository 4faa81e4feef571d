import { foldText, nameFolder, type CatalogueEntry, type MatchKnowledge, type ReceiptLanguage } from './match-knowledge';
import { createFuzzyIndex } from './fuzzy-index';
import { CHEAP_COST, ocrEditDistance, ocrSimilarity } from './ocr-edit-distance';
import { headNouns } from './head-nouns';
import { hasBracketedExpansion, productWords } from './product-words';

export interface IngredientMatch {
  entry: CatalogueEntry | null;
  /** 0-1: how well the words fit the ingredient (1 = exact alias). */
  score: number;
  /** A household-goods term appeared in the line. */
  nonFood: boolean;
  /** The product words the decision was made on. */
  words: string[];
  /**
   * No name fits, but the line's head noun is a noun foods are named by ('… SALAD', '… NOODLES'), or names a
   * dish after a known food ('CARROT SALAD' is a salad, not carrots).
   */
  looksLikeFood: boolean;
  /**
   * The line named a class of food the ingredient stands in for ('CHEESE' -> cheddar, 'SHREDDED CHEESE' ->
   * Mexican blend): the item keeps the class name, so the user sees what was bought, linked to the ingredient.
   */
  className?: string;
}

/** Plural endings tried when a phrase is not an alias as printed, with their singular replacement. */
const NUMBER_ENDINGS: [string, string][] = [
  ['ies', 'y'],
  ['oes', 'o'],
  ['s', ''],
];

/** Aisles whose foods are printed after a product as its flavour ('GRK YGRT VAN', 'SPARKLING WATER LEMON'). */
const FLAVOUR_CATEGORIES = new Set(['produce', 'spices', 'baking', 'nuts']);
/** A boxed mix of those aisles is a product of its own, not a flavour: 'COOKIE BROWNIE MIX' is brownie mix. */
const isMix = (e: CatalogueEntry): boolean => e.id.endsWith('-mix');

/**
 * Aisles whose one-word names are a modifier, not the product, before a produce word ('BEEF TOMATO'); other
 * one-word products keep a fruit or spice after them as their flavour ('YOGURT STRAWBERRY', 'CHIPS PAPRIKA').
 */
const MODIFIER_CATEGORIES = new Set(['meat', 'poultry', 'seafood']);

/**
 * Aisles whose products are printed before a savoury flavour or topping: 'PIZZA SLICE CHEESE', 'RAMEN NOODLE
 * CHICKEN', 'GRANOLA HONEY', 'ICE CRM COOKIES N CRM'; the food of that flavour is not what was bought.
 */
const FLAVOURED_PRODUCT_CATEGORIES = new Set(['snacks', 'grains', 'pasta', 'frozen']);
const SAVOURY_FLAVOUR_CATEGORIES = new Set(['meat', 'poultry', 'seafood', 'deli', 'dairy', 'condiments', 'canned', 'drinks']);
/** Dairy that is a product in its own right after a cereal or snack word ('GRANOLA YOGURT'), not a flavour. */
const DAIRY_PRODUCTS = /yogurt|milk|kefir/;
const isMilk = (e: CatalogueEntry): boolean => e.category === 'dairy' && e.id.endsWith('-milk');
/** Aisles whose head nouns ('sauce', 'seasoning') name what a food printed before them is made into. */
const SEASONING_AISLES = new Set(['condiments', 'spices']);
/** Aisles of what a food printed before it is filled, seasoned or topped with ('MOCHI RED BEAN'). */
const FILLING_CATEGORIES = new Set(['legumes', 'eggs', 'condiments', 'spices']);
/** Aisles of products that are never another product's flavour. */
const NEVER_FLAVOUR_CATEGORIES = new Set(['pasta', 'grains', 'meat', 'poultry', 'seafood']);
const lastWord = (e: CatalogueEntry): string => aliasKey(e.name).split(' ').at(-1)!;
/** Foods of brands that sell fruit and vegetables frozen or tinned: the one printed after such a brand is the product. */
const PRESERVED_PRODUCE = /vegetable|fruit/;

/**
 * Whether a food printed after a brand can be the flavour of what the brand sells, not a product of its own: never a
 * pasta or a meat, nor a kind of the brand's own product (its range: 'RAGU ALFREDO' is alfredo sauce, not marinara).
 */
const flavoursBrand = (flavour: CatalogueEntry, brand: CatalogueEntry): boolean =>
  !NEVER_FLAVOUR_CATEGORIES.has(flavour.category) && lastWord(flavour) !== lastWord(brand);

/** Whether a food after a brand names a word of the brand's product before its head: 'MILKA VOLLMILCH' is milk chocolate. */
const namesKindOf = (flavour: CatalogueEntry, brand: CatalogueEntry): boolean => aliasKey(brand.name).split(' ').slice(0, -1).includes(lastWord(flavour));

/** Letters a brand needs before any slip of one of them still reads as that brand ('PAREBELLS'). */
const MIN_FUZZY_BRAND_LENGTH = 7;

/** Words that make a fresh fruit or vegetable printed after them a dried one. */
const DRIED_WORDS = new Set(['dried', 'dehydrated', 'dry']);

const isSavouryFlavour = (e: CatalogueEntry): boolean => SAVOURY_FLAVOUR_CATEGORIES.has(e.category) && !(e.category === 'dairy' && DAIRY_PRODUCTS.test(e.id));

/**
 * German words for the cut or shape a food is sold in, ending a compound after the food itself:
 * 'schinkenwürfel' is diced ham, 'ananasstücke' pineapple chunks. Folded forms, with ue/oe for lost umlauts.
 */
const GERMAN_FORM_SUFFIXES = ['wurfel', 'wuerfel', 'scheiben', 'streifen', 'stucke', 'stuecke', 'aufschnitt', 'halften', 'haelften'];
/** A compound head this short is too often a chance ending to name the product before a flavour ('waffeleier'). */
const MIN_PRODUCT_HEAD_LENGTH = 5;
/** A word cut to the column this long is a product's name, not a one-word modifier ('heringsfil', not 'beef'). */
const MIN_CUT_PRODUCT_LENGTH = 7;
/** Letters a German compound must keep in front of a form suffix to name a food ('speck' in 'speckwürfel'). */
const MIN_FORM_STEM_LENGTH = 4;

/** Umlauts written out, as receipts print them without umlaut keys: 'käse' is also 'kaese'. */
const spelledOutUmlauts = (alias: string): string =>
  alias.replace(/[äÄ]/g, (c) => (c === 'ä' ? 'ae' : 'AE')).replace(/[öÖ]/g, (c) => (c === 'ö' ? 'oe' : 'OE')).replace(/[üÜ]/g, (c) => (c === 'ü' ? 'ue' : 'UE'));

/**
 * A French name or line in one number, word by word: French marks the plural of nouns and adjectives alike with a
 * final s or x ('pommes vertes', 'choux'), so 'OEUFS GROS' and 'œuf gros' are one key.
 */
const frenchSingular = (key: string): string => key.replace(/(?<=\w{3})[sx](?=\s|$)/g, '');
/** French elides an article before a vowel ("huile d'olive", 'HUILE D OLIVE'): the apostrophe parts words. */
const elisionSpaced = (text: string): string => text.replace(/['’`]/g, ' ');
/** A French name of this many words at most is looked for on a line, as English names are. */
const MAX_FRENCH_NAME_WORDS = 4;

/** A name in one number: 'baguettes' and 'baguette', 'berries' and 'berry'. */
const stem = (name: string): string => name.replace(/ies$/, 'y').replace(/s$/, '');

/** Cut-offs, chosen so that a wrong ingredient is rarer than a missed one. */
const MIN_FUZZY_SIMILARITY = 0.8;
const MIN_FUZZY_LENGTH = 4;
const MIN_PREFIX_LENGTH = 4;
/** A cut-off name must keep over half its letters: 'camemb' is camembert, 'champ' is not champignon. */
const MIN_PREFIX_SHARE = 0.55;
const MIN_SUFFIX_ALIAS_LENGTH = 4;
/** A product's name ends a compound only when this long: the vocabulary's short names would end too many words. */
const MIN_PRODUCT_ENDING_LENGTH = 7;
/**
 * English rarely builds compounds, so on an English receipt a word ending in a short food name is another word
 * ('support', 'airport' are no port wine); a run-together name ends in a longer one ('EZEKIELBREAD').
 */
const MIN_ENGLISH_SUFFIX_ALIAS_LENGTH = 5;
const MIN_SCORE = 0.45;
/** Colour words printed after a noun, with the forms a name puts before it (German inflects: 'rot' -> 'rote'). */
const COLOUR_FORMS = new Map<string, string[]>(
  [
    ['red', []],
    ['green', []],
    ['yellow', []],
    ['white', []],
    ['brown', []],
    ['black', []],
    ['rot', ['rote', 'roter', 'rotes']],
    ['gruen', ['gruene', 'gruener', 'gruenes']],
    ['grun', ['grune', 'gruner', 'grunes']],
    ['gelb', ['gelbe', 'gelber', 'gelbes']],
    ['braun', ['braune', 'brauner', 'braunes']],
    ['weiss', ['weisse', 'weisser', 'weisses']],
    ['schwarz', ['schwarze', 'schwarzer', 'schwarzes']],
  ].map(([colour, forms]) => [colour as string, [colour as string, ...(forms as string[])]]),
);
/**
 * A named food of the product vocabulary, printed whole: below a canonical ingredient's name, so a line naming
 * both ('APPLE JUICE BOX') is the ingredient unless the named food covers more of it ('INSTANT NOODLE SOUP').
 */
const NAMED_FOOD_QUALITY = 0.85;
/** Two printed words read as one compound: just below an alias printed as two words. */
const JOINED_QUALITY = 0.97;
/** Words shorter than this ('TK', 'BT') are markers, not names, when a pair is read the other way round. */
const MIN_INVERTED_WORD = 3;
/** Letters each word of a name printed without its space keeps at least: 'sourcream' splits, 'peas' does not. */
const MIN_RUN_TOGETHER_PART = 3;
/** Two words both cut short ('HONEY MELON' for honeydew melon): below a joined compound, above a one-word name. */
const CUT_PAIR_QUALITY = 0.95;
const MIN_FUZZY_NON_FOOD_LENGTH = 6;
/**
 * A one-word fuzzy match below this similarity (a whole letter wrong in a word of up to seven) is a guess: it may
 * stand alone, but never beside a food of another aisle the line names exactly ('BALANCE BREAD' is bread).
 */
const SURE_FUZZY_SIMILARITY = 0.86;

const MIN_NON_FOOD_SIMILARITY = 0.85;
/** German tills print 'Stk' for Stück (pieces), never for steak. */
const GERMAN_PIECES = /\bstk\b\.?/gi;
/** Leaves sold for salad: 'RUCOLA SALAT' is the rocket itself, where 'BROCCOLI SALAT' is a salad made of broccoli. */
const SALAD_LEAVES = /lettuce|arugula|endive|radicchio|fris[ée]e|greens|spinach|watercress|cress|chard|kale|cabbage/;
/** The word after a dish's main food and before what comes with it ('SALMON WITH HONEY', 'JOGHURT MIT ERDBEEREN'). */
const SERVED_WITH = /\s+(?:(?:with|mit)\s+|w\/\s*)/i;
/** A word of a name between the food and its form word ('GARLIC PEELED WHOLE CLOVE'): at most this many. */
const MAX_FORM_GAP = 2;
/** Words this long may be repaired to a name's word through an OCR slip ('CQCONUT' -> 'coconut'). */
const MIN_REPAIR_LENGTH = 5;
/** One slip in a five-letter word (similarity 0.8) is put right: the margin keeps floating point from ruling it out. */
const MIN_REPAIR_SIMILARITY = MIN_FUZZY_SIMILARITY - 1e-6;
/** A name found only once a misread word is put right: just below the same name printed cleanly. */
const REPAIRED_QUALITY = 0.95;
/** Look-alike letter slips ('l' for 'i') that may part a printed word from a product name matched only as printed. */
const MAX_LOOK_ALIKE_SLIPS = 2;
/** Each word of a two-word name read fuzzily: a letter or two wrong in a short word, not a different word. */
const MIN_WORD_SIMILARITY = 0.65;

interface Candidate {
  entry: CatalogueEntry;
  /** Quality of the text match alone. */
  quality: number;
  /** Product words covered. */
  covered: number;
  /** Position of the last covered word: the head noun sits last in English and German product names. */
  end: number;
  /** The alias found as the head of a longer German compound ('joghurt' in 'sahnejoghurt'). */
  compoundHead?: string;
  /** Found by a name of the generated product vocabulary, not a curated one. */
  generated?: true;
  /** OCR similarity of a fuzzy match. */
  similarity?: number;
  /** The name a fuzzy match reached, which names a dish better than the misread words ('flelschsalat'). */
  fuzzyName?: string;
  /** Found by a grocery brand's name ('BAREBELLS'), which tells what the product is but not its flavour. */
  brand?: true;
  /** A named food at the head of the line with the ingredient it is made of before it: named as printed. */
  namedHead?: true;
  /** The printed word a name was cut from to fit the column ('heringsfil' of heringsfilet). */
  cutFrom?: string;
}

/**
 * Names given only in German: no English name of any food is or holds them ('eis', 'reis'; not 'chili', which
 * English names use in 'chili sauce').
 */
function germanOnlyNames(entries: readonly CatalogueEntry[], keyOf: (alias: string) => string): Set<string> {
  const german = new Set<string>();
  const english = new Set<string>();
  for (const entry of entries) {
    const own = new Set((entry.germanAliases ?? []).flatMap((a) => [keyOf(a), keyOf(spelledOutUmlauts(a))]));
    own.forEach((key) => german.add(key));
    for (const alias of [entry.name, ...entry.aliases]) {
      const key = keyOf(alias);
      if (!own.has(key)) [key, ...key.split(' ')].forEach((w) => english.add(w));
    }
  }
  return new Set([...german].filter((key) => !english.has(key)));
}

/**
 * An alias in the form product words take: folded, single letters dropped as they are from lines ('vitamin d
 * milk'). A name left with one word keeps its letter: 'special k' is not every line saying 'special'.
 */
function aliasKey(alias: string, fold: (text: string) => string = foldText): string {
  const folded = fold(alias);
  const words = folded.split(' ').filter((w) => w.length >= 2);
  return words.length >= 2 ? words.join(' ') : folded;
}

export interface IngredientMatcher {
  /**
   * `language`: the receipt's, when its lines tell; names only another language has then match nothing. French names
   * are read on French receipts first, and on receipts of unknown language only printed whole when nothing else fits.
   */
  match(productName: string, language?: ReceiptLanguage | null): IngredientMatch;
  /**
   * The line names a food in French, and no English or German name fits it as well: a sign the receipt is French. Absent
   * from a matcher that knows no French.
   */
  namesFoodInFrench?(productName: string): boolean;
}

/** `taker` covers some but not all of `name`'s words. */
const takesWordOf = (taker: Candidate, name: Candidate): boolean =>
  taker.end - taker.covered < name.end && taker.end > name.end - name.covered && (taker.end - taker.covered > name.end - name.covered || taker.end < name.end);

/** Words that deny the food after them. */
const NEGATIONS = new Set(['no', 'without', 'ohne', 'kein', 'keine']);

/** How a food was cut or prepared, which tells nothing of which food of its class it is. */
const CUT_WORDS = new Set(['shredded', 'grated', 'sliced', 'diced', 'chopped', 'cubed', 'crumbled']);

/** Names of at least this many foods end in a word for it to name a class of food ('cheese', 'sausage'). */
const CLASS_MEMBERS = 3;

/** Last words of ingredient names that several ingredients share: 'cheese' (cream cheese, goat cheese, ...), 'bread'. */
function classHeadWords(entries: readonly CatalogueEntry[], keyOf: (alias: string) => string): Set<string> {
  const members = new Map<string, number>();
  for (const entry of entries) {
    if (entry.ingredientId === null || entry.id !== entry.ingredientId) continue;
    const words = keyOf(entry.name).split(' ');
    if (words.length > 1) members.set(words.at(-1)!, (members.get(words.at(-1)!) ?? 0) + 1);
  }
  return new Set([...members].filter(([, n]) => n >= CLASS_MEMBERS).map(([word]) => word));
}

/**
 * English names of two or more words that end in the word their food's name ends in, other than that name: each is
 * one kind of the food ('key lime pie' of fruit pie, 'cream of chicken soup' of cream of mushroom soup), and a line
 * that prints it is named by it.
 */
function memberNamesOf(entries: readonly CatalogueEntry[], keyOf: (alias: string) => string, germanOnly: ReadonlySet<string>): Map<string, CatalogueEntry> {
  const members = new Map<string, CatalogueEntry>();
  for (const entry of entries) {
    const own = keyOf(entry.name).split(' ');
    // A short form of the food's own name ('mac and cheese') names no other kind.
    const ownShortening = (word: string): boolean => own.some((w) => w.startsWith(word));
    for (const alias of entry.aliases) {
      const key = keyOf(alias);
      const words = key.split(' ');
      if (alias === alias.toUpperCase() || germanOnly.has(key) || words.length < 2 || words.at(-1) !== own.at(-1)) continue;
      if (!words.slice(0, -1).every(ownShortening) && !members.has(key)) members.set(key, entry);
    }
  }
  return members;
}

/**
 * The printed word of an exact one-word match when it is the name of a class the ingredient's own name does not
 * end in ('cheese' for cheddar); a fuzzy or brand match names nothing the receipt printed.
 */
function classNamePrinted(printed: string[], c: Candidate, classHeads: ReadonlySet<string>, germanOnly: ReadonlySet<string>): string | undefined {
  if (c.similarity !== undefined || c.brand) return undefined;
  const names = (w: string): boolean => classHeads.has(w) && lastWord(c.entry) !== w;
  // The class cut a way that says nothing of its kind ('SHREDDED CHEESE') is named as printed, not by the blend it stands for.
  if (printed.length === 2 && CUT_WORDS.has(printed[0]!) && names(printed[1]!) && !lastWord(c.entry).startsWith(printed[1]!)) return printed.join(' ');
  if (printed.length !== 1) return undefined;
  const word = c.compoundHead ?? printed[0]!;
  if (classHeads.has(word)) return !c.compoundHead && names(word) ? word : undefined;
  // A German class word ('KAESE'), alone or ending a compound ('BALKANKAESE'), is named by the English one the
  // ingredient also goes by ('cheese'): the compound's kind is unknown, so the class is all the line tells.
  // A compound that holds the ingredient's own name ('CHEDDARKAESE') names it, not its class.
  if (!germanOnly.has(word) || aliasKey(c.entry.name).split(' ').some((w) => word.includes(w))) return undefined;
  return c.entry.aliases.map((a) => a.toLowerCase()).find((a) => !a.includes(' ') && !germanOnly.has(a) && names(a));
}

export function createIngredientMatcher(knowledge: MatchKnowledge): IngredientMatcher {
  // Each name's key worked out once: the indexes below go over the same names several times.
  const fold = nameFolder(knowledge);
  const keys = new Map<string, string>();
  const keyOf = (alias: string): string => {
    let key = keys.get(alias);
    if (key === undefined) keys.set(alias, (key = aliasKey(alias, fold)));
    return key;
  };
  const byAlias = new Map<string, CatalogueEntry>();
  // Display names claim their words first, so 'milk chocolate' the ingredient beats a synonym elsewhere.
  for (const entry of knowledge.entries) if (entry.ingredientId !== null) byAlias.set(keyOf(entry.name), entry);
  for (const entry of knowledge.entries) {
    for (const alias of entry.aliases) {
      const key = keyOf(alias);
      if (key && !byAlias.has(key)) byAlias.set(key, entry);
    }
  }
  // After every printed alias, so a spelled-out form never takes a word another ingredient owns.
  for (const entry of knowledge.entries) {
    for (const alias of [entry.name, ...entry.aliases]) {
      const spelled = spelledOutUmlauts(alias);
      if (spelled === alias) continue; // folded already above
      const key = keyOf(spelled);
      if (key && !byAlias.has(key)) byAlias.set(key, entry);
    }
  }
  /** The names OCR repair, cut-offs and compounds may reach: not the product vocabulary's exact-only names. */
  const repairable = [...byAlias.keys()];
  const exactOnly = new Set<string>();
  for (const entry of knowledge.entries) {
    // Tills print an umlaut spelled out as often as folded ('SCHWEINSOEHRCHEN'), so both forms are names.
    for (const key of (entry.exactAliases ?? []).flatMap((alias) => [keyOf(alias), keyOf(spelledOutUmlauts(alias))])) {
      if (key && !byAlias.has(key)) {
        byAlias.set(key, entry);
        exactOnly.add(key);
      }
    }
  }
  const singleWordAliases = new Set(repairable.filter((k) => !k.includes(' ')));
  /** A short till shorthand ('CHED', 'CHDR') is no word a compound ends in: 'BLANCHED' holds no cheddar. */
  const spoken = new Set(knowledge.entries.flatMap((e) => [e.name, ...e.aliases].filter((a) => a !== a.toUpperCase()).map(keyOf)));
  const shortShorthand = new Set(
    knowledge.entries.flatMap((e) => e.aliases.filter((a) => a === a.toUpperCase()).map(keyOf)).filter((k) => k.length < MIN_ENGLISH_SUFFIX_ALIAS_LENGTH && !spoken.has(k)),
  );
  /** Long one-word names of the product vocabulary a compound may end in ('oblatenlebkuchen' is gingerbread, not cake). */
  const productEndings = new Set([...exactOnly].filter((k) => !k.includes(' ') && k.length >= MIN_PRODUCT_ENDING_LENGTH));
  const productEndingIndex = createFuzzyIndex([...productEndings]);
  const byIngredientId = new Map(knowledge.entries.filter((e) => e.ingredientId !== null).map((e) => [e.ingredientId!, e]));
  const germanOnly = germanOnlyNames(knowledge.entries, keyOf);
  /** French names by their key in one number ('oeuf', 'pomme de terre'), kept apart from every other index. */
  const byFrenchName = new Map<string, CatalogueEntry>();
  for (const entry of knowledge.entries) {
    for (const alias of entry.frenchAliases ?? []) {
      const key = frenchSingular(keyOf(elisionSpaced(alias)));
      if (key && !byFrenchName.has(key)) byFrenchName.set(key, entry);
    }
  }
  /** French till phrases ('BOEUF HACHE'), by their folded words in one number, to the name they stand for. */
  const frenchPhrases = new Map([...(knowledge.frenchTokenExpansions ?? [])].map(([token, expansion]) => [frenchSingular(foldText(token)), keyOf(expansion)]));
  /** Names the receipt being read cannot mean, for the language it is printed in. */
  let foreign: ReadonlySet<string> = new Set();
  /** The receipt being read is printed in English, in German, or in French. */
  let english = false;
  let german = false;
  let french = false;
  const speaks = (key: string): boolean => !foreign.has(key);
  /** How many names each word is part of: 'chicken' names hundreds of foods, 'chicory' a few. */
  const namesWithWord = new Map<string, number>();
  for (const word of repairable.flatMap((k) => k.split(' '))) namesWithWord.set(word, (namesWithWord.get(word) ?? 0) + 1);
  /** Every word some name is made of: such a word is printed whole, not cut to the column ('yellow', 'back'). */
  const nameWords = new Set(namesWithWord.keys());
  const aliasIndex = createFuzzyIndex(repairable);
  const { isFoodNoun, isDishHead, isModifier, aisleOfHead } = headNouns(byAlias);
  /**
   * A head noun of sauces, dressings and seasonings ('sauce', 'seasoning'): what a food before it flavours. On
   * German receipts only a sauce's: they print how a food is made after it ('KAFFEE GEMAHLEN' is ground coffee,
   * and 'gemahlen' ends names of spices).
   */
  const seasoningAisleOf = (word: string): string | null => {
    const aisle = isFoodNoun(word) ? aisleOfHead(word) : null;
    return aisle !== null && SEASONING_AISLES.has(aisle) && !(german && aisle !== 'condiments') ? aisle : null;
  };
  const classHeads = classHeadWords(knowledge.entries, keyOf);
  const memberNames = memberNamesOf(knowledge.entries, keyOf, germanOnly);
  const brandKeys = new Set((knowledge.foodBrands ?? []).map(keyOf));
  const nameWordIndex = createFuzzyIndex([...nameWords].filter((w) => w.length >= MIN_REPAIR_LENGTH && /^[a-z]+$/.test(w)));
  /** Single-word aliases that may complete a cut-off word, by their first letters (every cut-off word keeps as many). */
  const cutOffTargets = new Map<string, string[]>();
  for (const alias of singleWordAliases) {
    if (alias.length <= MIN_PREFIX_LENGTH) continue;
    const start = alias.slice(0, MIN_PREFIX_LENGTH);
    const targets = cutOffTargets.get(start);
    if (targets) targets.push(alias);
    else cutOffTargets.set(start, [alias]);
  }
  /** Two-word aliases by the first letters of each word, for names printed with a word cut short. */
  const cutPairTargets = new Map<string, string[]>();
  for (const alias of repairable) {
    const parts = alias.split(' ');
    if (parts.length !== 2 || parts.some((w) => w.length < MIN_PREFIX_LENGTH)) continue;
    const start = parts.map((w) => w.slice(0, MIN_PREFIX_LENGTH)).join(' ');
    const targets = cutPairTargets.get(start);
    if (targets) targets.push(alias);
    else cutPairTargets.set(start, [alias]);
  }
  const nonFoodTerms = [...new Set(knowledge.nonFoodTerms.flatMap((t) => [fold(t), fold(spelledOutUmlauts(t))]))].filter(Boolean);
  const nonFoodWords = new Set(nonFoodTerms.filter((t) => !t.includes(' ')));
  /** Household terms by their number of words. */
  const nonFoodBySize = new Map<number, Set<string>>();
  for (const term of nonFoodTerms) {
    const n = term.split(' ').length;
    nonFoodBySize.set(n, (nonFoodBySize.get(n) ?? new Set()).add(term));
  }
  const nonFoodIndex = createFuzzyIndex([...nonFoodWords].filter((t) => t.length >= MIN_FUZZY_NON_FOOD_LENGTH));

  /**
   * A household word, exactly or through an OCR slip ('spilmittel' for 'spülmittel'), outside the words
   * [from, to) that name the food: 'TEA BAGS' is tea, 'COFFEE FILTERS' is not coffee.
   */
  function mentionsNonFood(words: string[], from = 0, to = 0): boolean {
    const outside = (start: number, end: number): boolean => start < from || end > to;
    for (const [n, terms] of nonFoodBySize) {
      for (let i = 0; i + n <= words.length; i++) {
        if (outside(i, i + n) && terms.has(words.slice(i, i + n).join(' '))) return true;
      }
    }
    return words.some(
      (w, i) => outside(i, i + 1) && w.length >= MIN_FUZZY_NON_FOOD_LENGTH && nonFoodIndex.closest(w, MIN_NON_FOOD_SIMILARITY) !== null,
    );
  }

  /**
   * An alias, or a name of several words whose last word differs only in number ('jalapeno peppers' for
   * 'jalapeno pepper'). Single words are left alone: their plurals are aliases already, and stripping an 's'
   * from OCR noise finds words in other languages ('tees' -> German 'tee').
   */
  function aliasEntry(phrase: string): CatalogueEntry | undefined {
    const exact = speaks(phrase) ? byAlias.get(phrase) : undefined;
    if (exact || !phrase.includes(' ')) return exact;
    for (const [plural, single] of NUMBER_ENDINGS) {
      const singular = phrase.slice(0, -plural.length) + single;
      if (phrase.endsWith(plural) && speaks(singular)) {
        const entry = byAlias.get(singular);
        if (entry) return entry;
      }
    }
    return undefined;
  }

  function exactCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const phrase = words.slice(i, i + n).join(' ');
        const entry = aliasEntry(phrase);
        const quality = entry?.ingredientId === null ? NAMED_FOOD_QUALITY : 1;
        if (entry) {
          found.push({ entry, quality, covered: n, end: i + n, ...(exactOnly.has(phrase) ? { generated: true } : {}), ...(brandKeys.has(phrase) ? { brand: true } : {}) });
        }
      }
    }
    // A food and the form it is sold in, with words between ('GARLIC PEELED WHOLE CLOVE' is garlic cloves): the
    // pair must name the same food as its first word, so the form word is not read as a food of its own (cloves),
    // unless the words between are known words that name no food ('CHKN THIN BRST' is chicken breast; a misread
    // food word between, 'CKN ONIN BRG', is not known) or deny the food after them ('CHILI NO BEANS').
    for (let i = 0; i < words.length; i++) {
      const food = aliasEntry(words[i]!);
      for (let gap = 1; food && gap <= MAX_FORM_GAP && i + gap + 1 < words.length; gap++) {
        const end = i + gap + 2;
        const pair = aliasEntry(`${words[i]!} ${words[end - 1]!}`);
        const plainBetween = (): boolean =>
          words.slice(i + 1, end - 1).every((w) => nameWords.has(w) && !aliasEntry(w) && !isFoodNoun(w) && !NEGATIONS.has(w));
        if (pair && (pair === food || plainBetween())) found.push({ entry: pair, quality: JOINED_QUALITY, covered: end - i, end });
      }
    }
    // Receipts print the colour after the noun ('ONIONS RED', 'BOHNEN GRUEN'); names put it first ('grüne bohnen').
    for (let i = 0; i + 2 <= words.length; i++) {
      const forms = COLOUR_FORMS.get(words[i + 1]!);
      const entry = forms?.map((adjective) => aliasEntry(`${adjective} ${words[i]!}`)).find(Boolean);
      if (entry) found.push({ entry, quality: JOINED_QUALITY, covered: 2, end: i + 2 });
    }
    // Shelf labels put the noun before its kind too ('TOMATOES CHERRY', 'TORTILLAS CORN', 'BEANS PINTO'): the pair
    // read the other way round, less sure than a name printed in order ('MILK CHOCOLATE' stays chocolate). A short
    // marker after the noun stays where it is ('HIMBEEREN TK' is raspberries, frozen), and so does the last word of a
    // name printed in order before it ('ALMOND MILK VANILLA' is no vanilla milk, 'ICE CREAM CHOCOLATE' no chocolate cream).
    const namesEndAt = new Set(found.filter((c) => c.covered >= 2).map((c) => c.end));
    for (let i = 0; i + 2 <= words.length; i++) {
      if (words[i]!.length < MIN_INVERTED_WORD || words[i + 1]!.length < MIN_INVERTED_WORD || namesEndAt.has(i + 1)) continue;
      const entry = aliasEntry(`${words[i + 1]!} ${words[i]!}`);
      if (entry) found.push({ entry, quality: JOINED_QUALITY, covered: 2, end: i + 2 });
    }
    // A German compound cut at an abbreviation dot ('HAEHN.BRUSTFILET', 'SCHW.JOHANN.KONFIT.') reads as one word.
    for (let i = 0; i + 2 <= words.length; i++) {
      const joined = words[i]! + words[i + 1]!;
      const entry = /^[a-z]+$/.test(joined) && speaks(joined) ? byAlias.get(joined) : undefined;
      if (entry) found.push({ entry, quality: JOINED_QUALITY, covered: 2, end: i + 2 });
    }
    // A name of two words printed without its space ('SOURCREAM', 'SOANPAPDI'): it beats the food its second word
    // names ('cream'), which a compound ending would find.
    words.forEach((word, i) => {
      if (word.length < 2 * MIN_RUN_TOGETHER_PART || !/^[a-z]+$/.test(word) || byAlias.has(word)) return;
      for (let cut = MIN_RUN_TOGETHER_PART; cut <= word.length - MIN_RUN_TOGETHER_PART; cut++) {
        const entry = aliasEntry(`${word.slice(0, cut)} ${word.slice(cut)}`);
        if (entry) return void found.push({ entry, quality: entry.ingredientId === null ? NAMED_FOOD_QUALITY : JOINED_QUALITY, covered: 1, end: i + 1 });
      }
    });
    return [...found, ...cutPairCandidates(words)];
  }

  /** `printed` is `word` cut to the column, keeping enough of it to tell ('caulifl' for 'cauliflower'). */
  const cutShort = (printed: string, word: string): boolean =>
    word.startsWith(printed) && printed.length >= MIN_PREFIX_LENGTH && printed.length >= word.length * MIN_PREFIX_SHARE;

  /**
   * Two printed words that start the two words of a name, at least one cut short: 'HONEY MELON' is honeydew
   * melon, 'RICE CAULIFLOWER' riced cauliflower, 'CAULIFL RICE' cauliflower rice. The shortest such name wins.
   */
  function cutPairCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    for (let i = 0; i + 2 <= words.length; i++) {
      const [first, second] = [words[i]!, words[i + 1]!];
      const phrase = `${first} ${second}`;
      let best: string | null = null;
      for (const alias of cutPairTargets.get(`${first.slice(0, MIN_PREFIX_LENGTH)} ${second.slice(0, MIN_PREFIX_LENGTH)}`) ?? []) {
        const [x, y] = alias.split(' ') as [string, string];
        if (alias !== phrase && speaks(alias) && cutShort(first, x) && cutShort(second, y) && (!best || alias.length < best.length)) best = alias;
      }
      if (best) found.push({ entry: byAlias.get(best)!, quality: CUT_PAIR_QUALITY, covered: 2, end: i + 2 });
    }
    return found;
  }

  /** A brand printed in full at the head of the line. */
  const isLeadingBrand = (k: Candidate | null): k is Candidate => k?.brand === true && k.end === k.covered && k.similarity === undefined;

  /**
   * A maker of one ready dish leading the line names the product, whatever one food word after it names: that is the
   * variety ('PROGRESSO LENTIL' is a soup, 'PROGRESSO R&H STK' no steak; 'PROGRESSO BREAD CRUMBS' is not).
   */
  function withDishMaker(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], words: string[]) {
    const maker = candidates.find((k) => isLeadingBrand(k) && k.entry.namedByLine);
    const food = chosen.candidate;
    return maker && food && food.end > maker.end && food.covered === 1 && !food.entry.namedByLine ? pickProduct([maker], words) : chosen;
  }

  /** A fruit or vegetable after a brand of frozen or tinned produce is what was bought: 'GREEN GIANT BROCCOLI' is broccoli. */
  function withBrandsProduce(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], words: string[]) {
    const brand = chosen.candidate;
    if (!isLeadingBrand(brand) || !PRESERVED_PRODUCE.test(brand.entry.id)) return chosen;
    const produce = candidates.filter((k) => k.entry.category === 'produce' && k.end - k.covered >= brand.end && k.similarity === undefined);
    return produce.length > 0 ? pickProduct(produce, words) : chosen;
  }

  /** The longest alias a German compound ends with: 'backmargarine' -> 'margarine'; never a brand ('PATATES' holds no TATES). */
  function compoundHead(word: string): string | null {
    const shortest = english ? MIN_ENGLISH_SUFFIX_ALIAS_LENGTH : MIN_SUFFIX_ALIAS_LENGTH;
    for (let length = word.length - 1; length >= shortest; length--) {
      const ending = word.slice(-length);
      if ((singleWordAliases.has(ending) || productEndings.has(ending)) && speaks(ending) && !brandKeys.has(ending) && !shortShorthand.has(ending)) return ending;
    }
    return null;
  }

  /** A household word longer than `than` letters ending `word` ('sonderpreis' ends in 'preis'). */
  function endsInNonFood(word: string, than: number): boolean {
    for (let length = than + 1; length <= word.length; length++) if (nonFoodWords.has(word.slice(-length))) return true;
    return false;
  }

  /**
   * German compounds put the ingredient last: 'backmargarine' -> margarine, 'weidemilch' -> milch; a cut or shape
   * word after it is not the food ('schinkenwürfel' -> schinken).
   */
  function compoundCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    words.forEach((word, i) => {
      // Letters only: '8ananas' is an OCR slip for bananas, not a compound ending in 'ananas'.
      if (word.length < MIN_SUFFIX_ALIAS_LENGTH + 3 || !/^[a-z]+$/.test(word)) return;
      const best = compoundHead(word);
      // A longer household word ending the compound is its head: 'sonderpreis' is a price, not rice.
      if (best && endsInNonFood(word, best.length)) return;
      if (best) {
        found.push({ entry: byAlias.get(best)!, quality: 0.75 + 0.2 * (best.length / word.length), covered: 1, end: i + 1, compoundHead: best });
        return;
      }
      const form = GERMAN_FORM_SUFFIXES.find((f) => word.endsWith(f) && word.length - f.length >= MIN_FORM_STEM_LENGTH);
      if (!form) return;
      const stem = word.slice(0, -form.length);
      const food = byAlias.has(stem) && speaks(stem) ? stem : compoundHead(stem);
      if (food) found.push({ entry: byAlias.get(food)!, quality: 0.75 + 0.2 * (food.length / stem.length), covered: 1, end: i + 1, compoundHead: food });
    });
    return found;
  }

  /**
   * Of two words a cut-off could be, the one more names are made of is the likelier ('CHIC' is chicken, not chicory or
   * 'chicon'), and of two as common the shorter.
   */
  const cutOffLikelier = (word: string, than: string): boolean => {
    const [n, m] = [namesWithWord.get(word) ?? 0, namesWithWord.get(than) ?? 0];
    return n !== m ? n > m : word.length < than.length;
  };

  /** Receipts cut names to fit the column: 'spaghe' -> spaghetti, 'camemb' -> camembert. */
  function truncationCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    words.forEach((word, i) => {
      // A household word as printed is no food cut short ('SOCK' is no sockeye).
      if (word.length < MIN_PREFIX_LENGTH || nameWords.has(word) || nonFoodWords.has(word)) return;
      let best: string | null = null;
      for (const alias of cutOffTargets.get(word.slice(0, MIN_PREFIX_LENGTH)) ?? []) {
        if (alias.length > word.length && word.length >= alias.length * MIN_PREFIX_SHARE && alias.startsWith(word) && speaks(alias) && (!best || cutOffLikelier(alias, best))) {
          best = alias;
        }
      }
      if (!best) return;
      found.push({ entry: byAlias.get(best)!, quality: 0.6 + 0.3 * (word.length / best.length), covered: 1, end: i + 1, cutFrom: word });
      // The completed word with the word before it may be a name, printed in order or noun first ('BROTH CHIC' is
      // chicken broth, not a chicken).
      const before = words[i - 1];
      const pair = before === undefined ? undefined : (aliasEntry(`${before} ${best}`) ?? aliasEntry(`${best} ${before}`));
      if (pair) found.push({ entry: pair, quality: CUT_PAIR_QUALITY, covered: 2, end: i + 1, cutFrom: word });
    });
    return found;
  }

  /** OCR slips: 'bananen' read as 'bananeu', 'milk' as 'mi1k'. One and two word windows against aliases of similar length. */
  function fuzzyCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    for (let n = 1; n <= Math.min(2, words.length); n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const window = words.slice(i, i + n);
        // Two words are also tried as one, for a word OCR split with a space ('HACKEL EISCH').
        for (const phrase of n === 1 ? window : [window.join(' '), window.join('')]) {
          // A household word as printed is not a food misread ('JANOLA' is bleach, not canola).
          if (phrase.length < MIN_FUZZY_LENGTH || nonFoodWords.has(phrase)) continue;
          const slack = Math.floor(phrase.length * (1 - MIN_FUZZY_SIMILARITY));
          const best = aliasIndex.closest(phrase, MIN_FUZZY_SIMILARITY, phrase.length - slack, phrase.length + slack) ?? lookAlikeProduct(phrase);
          if (best && (!wordsAlike(phrase, best.key) || !speaks(best.key))) continue;
          const brand = brandKeys.has(best?.key ?? '') ? { brand: true as const } : {};
          // A brand is a name, not a word: one letter more or less makes another word ('CLASSIC' is no CLASSICO), and
          // so does a short one with a letter changed that OCR does not mistake for it ('PATROL' is no PATROS; 'RlTZ' is RITZ).
          if (best && 'brand' in brand && (best.key.length !== phrase.length || (phrase.length < MIN_FUZZY_BRAND_LENGTH && ocrEditDistance(phrase, best.key) > CHEAP_COST))) continue;
          if (best) found.push({ entry: byAlias.get(best.key)!, quality: best.similarity * 0.95, covered: n, end: i + n, similarity: best.similarity, fuzzyName: best.key, ...brand });
        }
      }
    }
    return found;
  }

  /**
   * A long one-word name of the product vocabulary that OCR misread by look-alike letters only ('FLELSCHSALAT'):
   * those names are otherwise matched as printed, as any other slip would turn unknown words into them.
   */
  function lookAlikeProduct(phrase: string): { key: string; similarity: number } | null {
    if (phrase.includes(' ') || phrase.length < MIN_PRODUCT_ENDING_LENGTH) return null;
    const hit = productEndingIndex.closest(phrase, MIN_FUZZY_SIMILARITY, phrase.length - 1, phrase.length + 1);
    return hit && ocrEditDistance(phrase, hit.key) <= MAX_LOOK_ALIKE_SLIPS * CHEAP_COST ? hit : null;
  }

  /**
   * Two printed words misread as a two-word name each still resemble their word: 'PRAWN COCKTAIL' is no 'cran
   * cocktail', though one long word alike makes the whole pair look close.
   */
  function wordsAlike(phrase: string, alias: string): boolean {
    const printed = phrase.split(' ');
    const named = alias.split(' ');
    return printed.length !== 2 || named.length !== 2 || printed.every((w, i) => ocrSimilarity(w, named[i]!) >= MIN_WORD_SIMILARITY);
  }

  function score(c: Candidate, wordCount: number): number {
    const coverage = c.covered / wordCount;
    const headBonus = c.end === wordCount ? 0.1 : 0;
    return Math.min(1, c.quality * (0.65 + 0.25 * coverage + headBonus));
  }

  const isSureMatch = (c: Candidate): boolean => c.similarity === undefined || c.covered > 1 || c.similarity >= SURE_FUZZY_SIMILARITY;

  /** The highest-scoring candidate; on a tie the one further right, where the head noun sits. */
  function pickBest(candidates: Candidate[], wordCount: number): { candidate: Candidate | null; score: number } {
    let best: Candidate | null = null;
    let bestScore = 0;
    for (const c of candidates) {
      const s = score(c, wordCount);
      if (s > bestScore + 1e-9 || (Math.abs(s - bestScore) <= 1e-9 && best && c.end > best.end)) {
        best = c;
        bestScore = s;
      }
    }
    return { candidate: best, score: bestScore };
  }

  /** Nuts named after a sauce or sweetener are nuts of that flavour: 'HONEY ROASTED PEANUTS', 'SRIRACHA ALMONDS'. */
  const flavoursNuts = (c: Candidate, flavour: Candidate): boolean => flavour.entry.category === 'nuts' && c.covered === 1 && c.entry.category === 'condiments';

  /**
   * A one-word fruit, herb or spice after a longer product name is its flavour, not the product:
   * 'SPARKLING WATER LEMON' is sparkling water. A one-word name before it stays a modifier ('BEEF TOMATO').
   */
  function withoutFlavourSuffix(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], words: string[]) {
    const flavour = chosen.candidate;
    const wordCount = words.length;
    // Unknown words after the flavour (OCR specks, a cut-off size) do not make it the head.
    const lastNamed = Math.max(...candidates.map((c) => c.end));
    if (!flavour || flavour.covered > 2 || flavour.end < lastNamed || isMix(flavour.entry)) return chosen;
    // Chocolate, or a sweet that mostly qualifies other foods' names, is a flavour too ('ICE CREAM CHOCOLATE',
    // 'PUDDING SCHOKO'); a pasta or meat word that does ('PASTA SPAGHETTI', 'SOUP BEEF') still names the product.
    const chocolate = aliasKey(flavour.entry.name).endsWith('chocolate');
    // A flavour is never printed in the plural: 'HONEY GRAHAMS' are graham crackers, not honey.
    const flavourWord = words[flavour.end - 1]!;
    const sweetFlavour = flavour.entry.category === 'snacks' && flavour.covered === 1 && (chocolate || (isModifier(flavourWord) && !flavourWord.endsWith('s')));
    if (!FLAVOUR_CATEGORIES.has(flavour.entry.category) && !sweetFlavour) return chosen;
    // A name printed whole over the words before it and the flavour joins them: 'WATER SPINACH' is no flavoured water.
    if (candidates.some((c) => c.similarity === undefined && c.end === flavour.end && c.covered > flavour.covered && c.entry.ingredientId === null)) return chosen;
    const start = flavour.end - flavour.covered;
    // A German compound before the flavour names the product too ('SAHNEJOGHURT ERDBEER'), and so does a long
    // name cut to the column ('HERINGSFIL. DILL' is herring).
    const before = words.slice(0, start);
    const products = [...candidates, ...compoundCandidates(before), ...truncationCandidates(before)].filter(
      (c) =>
        c.end <= start &&
        !FLAVOUR_CATEGORIES.has(c.entry.category) &&
        !flavoursNuts(c, flavour) &&
        (c.covered >= 2 ||
          (c.compoundHead?.length ?? 0) >= MIN_PRODUCT_HEAD_LENGTH ||
          (c.cutFrom?.length ?? 0) >= MIN_CUT_PRODUCT_LENGTH ||
          (!c.compoundHead && !c.cutFrom && !MODIFIER_CATEGORIES.has(c.entry.category))),
    );
    const product = pickBest(products, wordCount);
    return product.candidate ? product : chosen;
  }

  /**
   * A meat, cheese or sauce named after a snack, noodle, cereal or frozen product is its flavour ('PIZZA SLICE
   * CHEESE'); milk named after a cheese or yogurt is what it is made from ('RICOTTA WHL MILK').
   */
  function withoutSavouryFlavour(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], wordCount: number) {
    const flavour = chosen.candidate;
    if (!flavour) return chosen;
    const before = candidates.filter((c) => c.end <= flavour.end - flavour.covered);
    // A drink after one word is the product that word flavours ('CHOCOLATE STOUT' is beer); after a snack's full
    // name it is the snack's flavour ('GUMMY BEARS COLA').
    const minProductWords = flavour.entry.category === 'drinks' ? 2 : 1;
    const products = isSavouryFlavour(flavour.entry)
      ? before.filter((c) => FLAVOURED_PRODUCT_CATEGORIES.has(c.entry.category) && c.covered >= minProductWords)
      : isMilk(flavour.entry)
        ? before.filter((c) => c.entry.category === 'dairy' && !isMilk(c.entry))
        : [];
    const product = pickBest(products, wordCount);
    return product.candidate ? product : chosen;
  }

  /** German compounds, OCR slips and names cut to the column: tried when no name is printed whole. */
  function inexactCandidates(words: string[]): Candidate[] {
    // On a French receipt the words no French name fits are French words too: read as English through an OCR slip or
    // a German compound they would become English foods ('POIVRONS' is no 'poivre' of another tongue).
    if (french) return truncationCandidates(words);
    return [...compoundCandidates(words), ...fuzzyCandidates(words), ...truncationCandidates(words)];
  }

  /**
   * A generated name at the head yields to a curated ingredient of the same aisle printed before it, which names
   * the kind: 'ZUCCHINI SQUASH' is zucchini. Of another aisle the earlier word is a flavour ('CHOCOLATE STOUT').
   */
  function withCuratedKind(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], wordCount: number) {
    const head = chosen.candidate;
    if (!head?.generated) return chosen;
    const kinds = candidates.filter((c) => !c.generated && c.end <= head.end - head.covered && c.entry.category === head.entry.category);
    const kind = pickBest(kinds, wordCount);
    return kind.candidate ? kind : chosen;
  }

  /**
   * A brand names what it sells; one word after it that qualifies more food names than it ends is the flavour
   * ('BAREBELLS CARAMEL', 'FANTA ORANGE'). A product word after the brand still names the product ('… BUTTER'), and
   * so does a kind of the brand's own product (the variety of its range: 'RAGU ALFREDO', 'KIKKOMAN TERIYAKI') or a
   * food of an aisle that never flavours (pasta, grains, meat).
   */
  function withBrandProduct(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], words: string[]) {
    const flavour = chosen.candidate;
    if (!flavour || flavour.brand || flavour.covered > 1) return chosen;
    const modifier = isModifier(words[flavour.end - 1]!);
    const brand = pickBest(
      candidates.filter((c) => c.brand && c.end <= flavour.end - 1 && flavoursBrand(flavour.entry, c.entry) && (modifier || namesKindOf(flavour.entry, c.entry))),
      words.length,
    );
    return brand.candidate ? brand : chosen;
  }

  /**
   * A named food printed whole that ends in the chosen name is that name's longer, known phrase: 'BITTER MELON' is
   * bitter melon, not a cantaloupe, and 'FISH CAKE' no cake. A named food of the ingredient's aisle ending in the
   * ingredient's own name is a kind of it ('SMOKED BACK BACON'), and the ingredient says more about it.
   */
  function withWholeName(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], words: string[]) {
    const part = chosen.candidate;
    if (!part || part.entry.ingredientId === null || part.similarity !== undefined) return chosen;
    const name = aliasKey(part.entry.name);
    const ownName = stem(words.slice(Math.max(0, part.end - name.split(' ').length), part.end).join(' ')) === stem(name);
    const wholes = candidates.filter(
      (c) =>
        c.entry.ingredientId === null &&
        c.similarity === undefined &&
        c.end === part.end &&
        c.covered > part.covered &&
        !(ownName && c.entry.category === part.entry.category),
    );
    const whole = pickBest(wholes, words.length);
    return whole.candidate ? whole : chosen;
  }

  /**
   * A food named by its head noun ('OLIVES' is a green olive) with a word elsewhere on the line that alone names a kind
   * of it ('KALAMATA', 'BASMATI'): the line is that kind. Both are ingredients of one aisle whose names end in the same
   * noun, found as printed, and the kind's word is not that noun nor a brand (a maker's name: 'RAGU ALFREDO SAUCE').
   */
  function withNamedKind(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], words: string[]) {
    const food = chosen.candidate;
    if (!food || food.entry.ingredientId === null || food.similarity !== undefined) return chosen;
    const head = stem(lastWord(food.entry));
    const inside = (c: Candidate, i: number): boolean => i >= c.end - c.covered && i < c.end;
    if (!words.some((w, i) => inside(food, i) && stem(w) === head)) return chosen;
    const kinds = candidates.filter(
      (k) =>
        k.entry.ingredientId !== null &&
        k.entry.id !== food.entry.id &&
        k.similarity === undefined &&
        !k.brand &&
        k.entry.category === food.entry.category &&
        stem(lastWord(k.entry)) === head &&
        words.every((w, i) => !inside(k, i) || (!inside(food, i) && stem(w) !== head)),
    );
    const kind = pickBest(kinds, words.length);
    // As sure as the food itself: the kind only says which of it.
    return kind.candidate ? { candidate: kind.candidate, score: Math.max(kind.score, chosen.score) } : chosen;
  }

  /**
   * A named food printed as the line's last word, a noun foods are named by, is what was bought; an ingredient
   * printed before it is what it is made of ('SALMON BURGER', 'CHICKEN ONION BURGER'), though an ingredient scores
   * above a named food when both stand alone. A named meat is left out: OCR reads specks as short words ('GAME'),
   * and a meat word at the end is more often a cut than the product. Not on German receipts, which print the noun
   * before its kind ('SPEISEOEL SONNENBL.' is sunflower oil).
   */
  function withNamedHead(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], words: string[]) {
    const part = chosen.candidate;
    if (german || !part || part.entry.ingredientId === null || part.end >= words.length) return chosen;
    const head = candidates.find(
      (c) =>
        c.entry.ingredientId === null &&
        c.similarity === undefined &&
        !c.cutFrom &&
        !c.compoundHead &&
        c.covered === 1 &&
        c.end === words.length &&
        !MODIFIER_CATEGORIES.has(c.entry.category) &&
        !isModifier(words.at(-1)!),
    );
    if (!head) return chosen;
    // It covers the food it is made of too, and keeps the printed words as its name ('salmon burger').
    const start = Math.min(part.end - part.covered, ...candidates.filter((c) => c.similarity === undefined && c.end < head.end).map((c) => c.end - c.covered));
    const made = { ...head, covered: head.end - start, namedHead: true as const };
    return { candidate: made, score: Math.max(score(head, words.length), chosen.score) };
  }

  /**
   * A food of its own printed first, then a filling, spice or sauce ingredient, is that food of that variety: tills
   * print the product first ('MOCHI DAIFUKU RED BEAN', 'SAZON CULANTRO ACHIOTE', 'MOONCAKE LOTUS 2 YOLK').
   */
  function withNamedFoodFirst(chosen: { candidate: Candidate | null; score: number }, candidates: Candidate[], words: string[]) {
    const filling = chosen.candidate;
    if (german || !filling || filling.entry.ingredientId === null || filling.covered > 2 || !FILLING_CATEGORIES.has(filling.entry.category)) return chosen;
    const first = candidates.find(
      (c) => c.entry.ingredientId === null && c.entry.food && c.similarity === undefined && !c.brand && !c.cutFrom && !c.compoundHead && c.end - c.covered === 0 && c.end <= filling.end - filling.covered,
    );
    return first ? { candidate: first, score: Math.max(score(first, words.length), chosen.score) } : chosen;
  }

  /** The product a line names, its flavours set aside. */
  function pickProduct(candidates: Candidate[], words: string[]) {
    const chosen = withNamedFoodFirst(withCuratedKind(withWholeName(pickBest(candidates, words.length), candidates, words), candidates, words.length), candidates, words);
    const product = withoutSavouryFlavour(withoutFlavourSuffix(chosen, candidates, words), candidates, words.length);
    return withNamedKind(withBrandProduct(product, candidates, words), candidates, words);
  }

  /**
   * The one-word name a word is a till's spelling of ('buttr' for butter), or null when it is no such spelling. A
   * plural before another word is its name too, as English puts a noun before a noun in the singular ('ALMONDS
   * BUTTER' is almond butter); a plural that ends the line is the head and stays as printed ('WHITE EGGS').
   */
  function respelled(word: string, last: boolean): string | null {
    const entry = /^[a-z]+$/.test(word) ? aliasEntry(word) : undefined;
    const name = entry ? keyOf(entry.name) : '';
    return name && !name.includes(' ') && (last ? stem(name) !== stem(word) : name !== word) ? name : null;
  }

  /**
   * The words with each unknown one put right when OCR slipped on a letter of a name's word, and each till spelling
   * of a one-word name written as that name ('PEANUT BUTTR'); null when none was.
   */
  function repairedWords(words: string[]): { words: string[]; at: Set<number> } | null {
    if (french) return null;
    const at = new Set<number>();
    const repaired = words.map((w, i) => {
      const name = respelled(w, i === words.length - 1);
      if (name) {
        at.add(i);
        return name;
      }
      if (w.length < MIN_REPAIR_LENGTH || !/^[a-z]+$/.test(w) || nameWords.has(w) || nonFoodWords.has(w)) return w;
      const slack = Math.floor(w.length * (1 - MIN_FUZZY_SIMILARITY));
      const hit = nameWordIndex.closest(w, MIN_REPAIR_SIMILARITY, w.length - slack, w.length + slack);
      if (hit) at.add(i);
      return hit?.key ?? w;
    });
    return at.size > 0 ? { words: repaired, at } : null;
  }

  /**
   * A name of two words or more that a misread word hides ('CQCONUT MILK' is coconut milk): it beats a shorter
   * name printed cleanly (milk), which alone would turn the line into another food.
   */
  function repairedNameCandidates(words: string[]): Candidate[] {
    const repaired = repairedWords(words);
    if (!repaired) return [];
    const touches = (c: Candidate): boolean => [...repaired.at].some((i) => i >= c.end - c.covered && i < c.end);
    return exactCandidates(repaired.words)
      .filter((c) => c.covered >= 2 && touches(c))
      .map((c) => ({ ...c, quality: c.quality * REPAIRED_QUALITY }));
  }

  /**
   * A dish bought ready, told by the line's head ('COBB SALAD', 'SPRAGUE SOUP', 'CHICKEN SALAD SANDWICH'): when no
   * name ends the line, it is the shop's generic dish of that kind, scored as a name of its head word.
   */
  function readyDish(words: string[]): IngredientMatch | null {
    // The dish words are English: a German 'Sandwich' is sliced sandwich bread, not a filled sandwich.
    const id = words.length > 0 && !german ? knowledge.readyDishOf?.(words) : undefined;
    const entry = id === undefined ? undefined : byIngredientId.get(id);
    if (!entry) return null;
    return { entry, score: score({ entry, quality: 1, covered: 1, end: words.length }, words.length), nonFood: false, words, looksLikeFood: false, ...lineName(entry, withoutLeadingBrand(words)) };
  }

  /**
   * The line's own words name a generic food that stands for many named ones ('cobb salad' for a shop's salad),
   * unless they are the food's German name, a till's shorthand for it or a brand ('SUPPE', 'VEG SOUP', 'CAMPBELLS
   * CHUNKY'): the food's own name says it better.
   */
  function lineName(entry: CatalogueEntry, words: string[]): { className?: string } {
    const phrase = words.join(' ');
    if (!entry.namedByLine || words.length === 0 || germanOnly.has(phrase) || brandKeys.has(phrase)) return {};
    const isName = (alias: string) => alias !== alias.toUpperCase() && keyOf(alias) === phrase;
    const isShorthand = (alias: string) => alias === alias.toUpperCase() && keyOf(alias) === phrase;
    return entry.aliases.some(isShorthand) && !entry.aliases.some(isName) ? {} : { className: phrase };
  }

  /** A dish's words without the food brand that leads them: 'MARIE CALLENDERS POT PIE' is a pot pie. */
  function withoutLeadingBrand(words: string[]): string[] {
    const brandLength = [3, 2, 1].find((n) => words.length > n && brandKeys.has(words.slice(0, n).join(' ')));
    return brandLength === undefined ? words : words.slice(brandLength);
  }

  function matchName(productName: string, bracketed = true): IngredientMatch {
    const words = productWords(productName, knowledge, 'all', bracketed);
    if (words.length === 0) return { entry: null, score: 0, nonFood: false, words, looksLikeFood: false };
    // Exact names in the expanded words and as printed: an expansion can hide a name the catalogue knows
    // ('BEEF MINCE' with MINCE expanded to 'ground meat').
    const literal = productWords(productName, knowledge, 'none');
    const expandedExact = exactCandidates(words);
    const literalExact = exactCandidates(literal);
    let best = pickProduct(expandedExact, words);
    let bestWords = words;
    let considered = expandedExact;
    const printed = pickProduct(literalExact, literal);
    if (printed.score > best.score) {
      best = printed;
      bestWords = literal;
      considered = literalExact;
    }
    // A repair never takes a word from a name of two or more words printed whole ('POP TARTS STRWB' is no strawberry tart).
    const printedWhole = expandedExact.filter((c) => c.covered >= 2);
    const repairedNames = repairedNameCandidates(words).filter((r) => !printedWhole.some((e) => takesWordOf(r, e)));
    if (repairedNames.length > 0) {
      const withRepairs = [...expandedExact, ...repairedNames];
      const repaired = pickProduct(withRepairs, words);
      if (repaired.score > best.score) {
        best = repaired;
        bestWords = words;
        considered = withRepairs;
      }
    }
    if (!best.candidate) {
      considered = inexactCandidates(words);
      best = pickProduct(considered, words);
    } else if (bestWords === words && best.candidate.end < words.length) {
      // The words after an exact name may hold the product cut short or misread ('HOVIS WHOLEMEA'): they compete,
      // but an unsure one-word guess of another aisle is a brand or variety word ('BREAD BALANCE' is no bratwurst).
      const exact = best.candidate;
      const after = inexactCandidates(words).filter((c) => c.end > exact.end && (isSureMatch(c) || c.entry.category === exact.entry.category));
      considered = [...considered, ...after];
      const later = pickProduct(considered, words);
      if (later.candidate && later.candidate.end > best.candidate.end && later.score > best.score) best = later;
    }
    if (best.candidate && bestWords === words) {
      // A brand misread at the head of the line, before a flavour word ('PAREBELLS CARAMEL'): the brand names the product.
      const flavour = best.candidate;
      const isFlavour = flavour.covered === 1 && isModifier(words[flavour.end - 1]!);
      const brands = isFlavour
        ? inexactCandidates(words).filter((k) => k.brand && k.end === k.covered && k.end <= flavour.end - flavour.covered && flavoursBrand(flavour.entry, k.entry))
        : [];
      const branded = brands.length > 0 ? pickProduct([...considered, ...brands], words) : null;
      if (branded?.candidate?.brand) {
        best = branded;
        considered = [...considered, ...brands];
      }
    }
    best = withNamedHead(best, considered, bestWords);
    best = withBrandsProduce(withDishMaker(best, considered, bestWords), considered, bestWords);
    // A household word inside the food's own name does not count: 'TEA BAGS' is tea.
    const c = best.candidate;
    const nonFood = c ? mentionsNonFood(bestWords, c.end - c.covered, c.end) : mentionsNonFood(words);
    const unknown = { entry: null, score: 0, nonFood, words };
    // Unknown food is told by a noun printed or listed, never one the abbreviation reader guessed ('SCHB', 'CNS').
    const listed = (): string[] => productWords(productName, knowledge, 'listed', bracketed);
    const endsLine = c !== null && best.score >= MIN_SCORE && c.end === bestWords.length;
    const dish = endsLine || nonFood ? null : readyDish(listed());
    if (dish) return dish;
    if (!c || best.score < MIN_SCORE) {
      // A line of one word, printed in full, that foods' names begin with ('BEEF', 'PORK', 'FRUIT') is a food bought
      // under its kind; an abbreviation read as such a word ('SHRP' sharp) may imply a food of its own instead.
      const named = listed();
      const kindAlone = named.length === 1 && isModifier(named[0]!) && productWords(productName, knowledge, 'none').join(' ') === named[0];
      return { ...unknown, looksLikeFood: !nonFood && (isFoodNoun(named.at(-1)!) || kindAlone) };
    }
    // The head noun decides: a known food before an unknown head word of food is what the dish is made of or
    // tastes of ('CARROT SALAD', 'PANEER TIKKA'), so the line is a food the catalogue does not name.
    const head = bestWords.at(-1)!;
    // Dried fruit or vegetables no name fits are a pantry food of their own: 'DRIED PEARS' is no fresh pear.
    if (c.entry.category === 'produce' && bestWords.slice(0, c.end - c.covered).some((w) => DRIED_WORDS.has(w))) return { ...unknown, looksLikeFood: !nonFood };
    if (c.end < bestWords.length && !considered.some((k) => k.end === bestWords.length)) {
      // So is a food before a sauce's or seasoning's head noun: 'GARLIC SAUCE' is a sauce, no garlic.
      if (isDishHead(head)) return { ...unknown, looksLikeFood: !nonFood && isDishHead(listed().at(-1)!) };
      const seasoning = seasoningAisleOf(head);
      if (seasoning !== null && c.entry.category !== seasoning && stem(lastWord(c.entry)) !== stem(head)) return { ...unknown, looksLikeFood: !nonFood };
    }
    const matched = bestWords.slice(c.end - c.covered, c.end);
    const className = c.namedHead || isMemberName(matched, c) ? matched.join(' ') : (flavouredClassName(bestWords, c) ?? classNamePrinted(matched, c, classHeads, germanOnly));
    // A brand names no dish ('CAMPBELLS CHUNKY' is a soup): the line's words name it only when they are the dish's.
    return { entry: c.entry, score: best.score, nonFood, words, looksLikeFood: false, ...(className && { className }), ...(c.brand ? {} : lineName(c.entry, c.fuzzyName ? [c.fuzzyName] : matched)) };
  }

  /** The words, printed whole, are the spoken name of one kind of the food ('KEY LIME PIE' of fruit pie). */
  function isMemberName(matched: string[], c: Candidate): boolean {
    return c.similarity === undefined && !c.brand && memberNames.get(matched.join(' ')) === c.entry;
  }

  /**
   * A class word that stands for its plainest member ('bread' for white bread) after a fruit, vegetable, nut or spice
   * names a kind of its own: 'BANANA BREAD' is banana bread, no white bread, though it is bought as bread.
   */
  function flavouredClassName(words: string[], c: Candidate): string | undefined {
    const [before, word] = [words[c.end - 2], words[c.end - 1]!];
    if (c.covered !== 1 || c.similarity !== undefined || c.brand || before === undefined || !classHeads.has(word)) return undefined;
    const flavour = aliasEntry(before);
    return lastWord(c.entry) === word && flavour && flavour !== c.entry && FLAVOUR_CATEGORIES.has(flavour.category) ? `${respelled(before, false) ?? before} ${word}` : undefined;
  }

  /**
   * What an abbreviation implies in brackets ('MTR' -> 'mature (cheddar)') counts only when the rest of the line
   * names no food of its own: 'MTR RAVA IDLI MIX' is a brand's idli mix, 'CC MTR' a cheddar.
   */
  function matchLine(productName: string): IngredientMatch {
    if (!hasBracketedExpansion(productName, knowledge)) return matchName(productName);
    const plain = matchName(productName, false);
    return plain.entry || plain.looksLikeFood ? plain : matchName(productName);
  }

  /**
   * The food a line names in French, printed whole: the French name (or a French till phrase) of the most words,
   * and of those the first, as French puts the noun before what qualifies it ('POMMES MCINTOSH', 'PAIN BLANC TRANCHE').
   * Null when no French name is printed.
   */
  function matchFrench(productName: string): IngredientMatch | null {
    const words = productWords(elisionSpaced(productName), knowledge, 'none');
    const keys = words.map(frenchSingular);
    let found: { entry: CatalogueEntry; start: number; covered: number } | null = null;
    for (let n = Math.min(MAX_FRENCH_NAME_WORDS, keys.length); n >= 1 && !found; n--) {
      for (let i = 0; i + n <= keys.length && !found; i++) {
        const phrase = keys.slice(i, i + n).join(' ');
        const expansion = frenchPhrases.get(phrase);
        const entry = byFrenchName.get(phrase) ?? (expansion === undefined ? undefined : byAlias.get(expansion));
        if (entry) found = { entry, start: i, covered: n };
      }
    }
    if (!found) return null;
    const { entry, start, covered } = found;
    const coverage = covered / words.length;
    const quality = entry.ingredientId === null ? NAMED_FOOD_QUALITY : 1;
    const matchScore = Math.min(1, quality * (0.65 + 0.25 * coverage + (start === 0 ? 0.1 : 0)));
    if (matchScore < MIN_SCORE) return null;
    const nonFood = mentionsNonFood(words, start, start + covered);
    return { entry, score: matchScore, nonFood, words, looksLikeFood: false, ...lineName(entry, words.slice(start, start + covered)) };
  }

  /** The line read in English and German names, a dish served with a food read as the dish. */
  function matchWhole(productName: string): IngredientMatch {
    const whole = matchLine(productName);
    // 'SALMON WITH HONEY' is salmon: a food named only after 'with' is what the dish is served or filled with.
    const [head, ...rest] = productName.split(SERVED_WITH);
    if (rest.length === 0 || !whole.entry || !/\p{L}{3}/u.test(head!)) return whole;
    if (matchLine(rest.join(' ')).entry?.id !== whole.entry.id) return whole;
    const main = matchLine(head!);
    if (main.entry || main.looksLikeFood) return main;
    // A product nothing here names, sold with a food ('HBO W/ALMNDS' is a cereal): food, but not that one.
    return main.nonFood ? whole : { ...whole, entry: null, score: 0, looksLikeFood: true, className: undefined };
  }

  /**
   * German 'Salat' alone is lettuce, but after a food that is no leaf it is a salad made of that food: 'BROCCOLI
   * SALAT' is broccoli salad, bought ready ('GURKENSALAT' and its kind are named whole already).
   */
  function germanSalad(whole: IngredientMatch): IngredientMatch {
    const lettuce = aliasEntry('salat');
    if (!lettuce || whole.entry !== lettuce || whole.words.length < 2 || whole.words.at(-1) !== 'salat') return whole;
    const made = matchLine(whole.words.slice(0, -1).join(' '));
    const food = made.entry;
    if (!food || food.ingredientId === null || made.nonFood) return whole;
    if (SALAD_LEAVES.test(food.name)) return { ...made, words: whole.words };
    const salad = byIngredientId.get(knowledge.readyDishOf?.(['salad']) ?? '');
    return salad ? { entry: salad, score: whole.score, nonFood: false, words: whole.words, looksLikeFood: false, className: `${food.name} salad` } : whole;
  }

  /** Shop names of the foods named by their line, folded as printed words are, with the products' own names. */
  const productNames = new Map(
    knowledge.entries.filter((e) => e.productOfAlias).map((e) => [e, new Map([...e.productOfAlias!].map(([alias, name]) => [keyOf(alias), name]))] as const),
  );
  /** A German line's dish named by the product its words are a name of ('FLEISCHSALAT' is meat salad). */
  const inEnglish = (m: IngredientMatch): IngredientMatch => {
    const name = m.entry && m.className ? productNames.get(m.entry)?.get(m.className) : undefined;
    return name ? { ...m, className: name } : m;
  };

  return {
    match(productName, language = null) {
      english = language === 'en';
      german = language === 'de';
      french = language === 'fr';
      foreign = english || french ? germanOnly : new Set();
      // French names are read on French and unknown receipts only, never on English or German ones.
      const inFrench = french || language === null ? matchFrench(productName) : null;
      const whole = german ? germanSalad(inEnglish(matchWhole(productName.replace(GERMAN_PIECES, ' ')))) : matchWhole(productName);
      if (!inFrench) return whole;
      // On a French receipt the French name wins unless another fits the line better ('RAISINS' there are grapes,
      // 'LAIT 2%' is 2% milk as the English names read it, not just milk).
      if (french) return whole.entry && whole.score > inFrench.score ? whole : inFrench;
      // On a receipt of unknown language only a line that is a French name whole, when no other name fits it.
      const complete = inFrench.score >= 1;
      return complete && !whole.entry && !whole.looksLikeFood && !whole.nonFood ? inFrench : whole;
    },
    namesFoodInFrench(productName) {
      english = german = french = false;
      foreign = new Set();
      const inFrench = matchFrench(productName);
      if (inFrench === null || inFrench.nonFood) return false;
      const whole = matchWhole(productName);
      return whole.entry === null || whole.score < inFrench.score;
    },
  };
}
