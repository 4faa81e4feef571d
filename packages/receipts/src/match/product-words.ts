import { createAbbreviationReader, type AbbreviationReader } from './abbreviation-reader';
import { createFuzzyIndex } from './fuzzy-index';
import { foldText, nameFolder, type MatchKnowledge } from './match-knowledge';

/** Sizes, units and pack counts say nothing about what the product is: '4L', '350G', '6PK', '8.4OZ', 'EA'. */
const SIZE_TOKEN = /^(\d+x)?\d+([.,]\d+)?(%|g|gr|kg|ml|cl|l|lt|oz|z|lb|lbs|pk|ct|pc|pcs|st|stk|x|er|mm|cm|s|pt|qt|gal|dz|doz|roll|rl)?$/i;
/** Pasta makers number their shapes ('DE CECCO LINGUINE NO7'). */
const SHAPE_NUMBER = /^no\d{1,3}$/;
const UNIT_WORDS = new Set(['sz', 'size', 'share', 'sharing', 'multipack', 'ea', 'ct', 'pk', 'lb', 'lbs', 'oz', 'fl', 'kg', 'g', 'gr', 'ml', 'l', 'ltr', 'stk', 'st', 'pcs', 'pack', 'each', 'count', 'vol', 'ca', 'whse', 'ounce', 'pound', 'gallon', 'quart', 'pint', 'litre', 'liter', 'gram', 'kilogram', 'fluid', 'dozen', 'bottle', 'can', 'jar', 'bag', 'bunch', 'gal', 'qt', 'pt', 'dz', 'doz', 'pints', 'pts']);

/**
 * Units that say how long or how many only after a number ('MAGGI 2 MIN NOODLES', '4 PCE'): there they are part of
 * the size; elsewhere they may be an abbreviation of a food word.
 */
const AFTER_NUMBER_UNITS = new Set(['min', 'mins', 'minute', 'minutes', 'sec', 'secs', 'hr', 'hrs', 'hour', 'hours', 'pce', 'piece', 'pieces', 'serve', 'serves', 'serving', 'servings', 'portion', 'portions']);
const NUMBER = /^\d+([.,]\d+)?$/;
/** Words of a food name a unit word may be part of ('gram flour', 'black gram', 'pound cake'): at most this many. */
const MAX_UNIT_NAME_WORDS = 4;

const PERCENT = /^\d+%$/;
/** As common as an everyday food word, for the abbreviation reader. */
const UNIT_WORD_USES = 20;

/** Something derived from the food knowledge once, not on every line. */
function derivedOnce<T extends object>(derive: (knowledge: MatchKnowledge) => T): (knowledge: MatchKnowledge) => T {
  const cache = new WeakMap<MatchKnowledge, T>();
  return (knowledge) => {
    let found = cache.get(knowledge);
    if (!found) cache.set(knowledge, (found = derive(knowledge)));
    return found;
  };
}

/** Every word of every name, folded. */
const nameWordsOf = derivedOnce((knowledge): Set<string> => {
  const fold = nameFolder(knowledge);
  return new Set(knowledge.entries.flatMap((e) => e.aliases.flatMap((a) => fold(a).split(' '))));
});

/** Percentages some ingredient is named by ('2% milk', '35% cream'): on a receipt they tell the product, not its size. */
const namedPercents = derivedOnce((knowledge) => new Set([...nameWordsOf(knowledge)].filter((w) => PERCENT.test(w))));

/**
 * Letters OCR reads as these digits and signs on receipts ('Y0GURT', 'R0LLS', 'CHP5', 'M|LK', '$ORBET'). I and l
 * read for each other were tried too: one item gained on each English dev set, one lost on the holdout, so they are
 * left to fuzzy matching.
 */
const DIGIT_LOOKALIKES: Record<string, string[]> = { '0': ['O'], '1': ['L', 'I'], '4': ['A'], '5': ['S'], '6': ['G'], '8': ['B'], '|': ['I', 'L'], $: ['S'] };
/** Tokens with more slipped digits than this are codes, not words. */
const MAX_DIGIT_SLIPS = 2;

/** The curated names of foods, folded: the names a unit word printed inside one belongs to. */
const foodNames = derivedOnce((knowledge) => {
  const fold = nameFolder(knowledge);
  return new Set(knowledge.entries.flatMap((e) => [e.name, ...e.aliases].map(fold)));
});

/**
 * Whether words[i], a unit word, is part of a food name printed around it ('GRAM FLOUR', 'BLACK GRAM'): never
 * after a number, where it is the size's unit ('500 GRAM').
 */
function unitInName(words: readonly string[], i: number, names: ReadonlySet<string>): boolean {
  if (i > 0 && NUMBER.test(words[i - 1]!)) return false;
  for (let size = 2; size <= MAX_UNIT_NAME_WORDS; size++) {
    for (let start = Math.max(0, i - size + 1); start <= i && start + size <= words.length; start++) {
      if (names.has(words.slice(start, start + size).join(' '))) return true;
    }
  }
  return false;
}

/** Every word of every name, upper case, and every receipt abbreviation: what a repaired token may become. */
const knownTokens = derivedOnce((knowledge) => new Set([...knowledge.tokenExpansions.keys(), ...[...nameWordsOf(knowledge)].map((w) => w.toUpperCase())]));

/**
 * A word with a digit or sign OCR read for a letter, put right when exactly one reading is a known word: 'Y0GURT' ->
 * 'YOGURT', 'DORIT0S' -> 'DORITOS'. Known words, sizes and codes ('12OZ', '6PK', '4011') stay as printed.
 */
function withoutDigitSlips(token: string, known: Set<string>): string {
  if (!/[A-Z]/.test(token) || !/[014568|$]/.test(token) || /[2379]/.test(token) || known.has(token)) return token;
  const slips = token.match(/[\d|$]/g)!.length;
  if (slips > MAX_DIGIT_SLIPS || token.length - slips < 3) return token;
  let readings = [''];
  for (const ch of token) readings = readings.flatMap((r) => (DIGIT_LOOKALIKES[ch] ?? [ch]).map((l) => r + l));
  const words = readings.filter((r) => known.has(r));
  return words.length === 1 ? words[0]! : token;
}

/** Pieces of a token the till printed without spaces are known words of this length at least (a brand may be shorter). */
const MIN_PIECE_LENGTH = 3;
/** Shorter unknown tokens are abbreviations ('CHRIOS'), not words run together. */
const MIN_RUN_TOGETHER_LENGTH = 7;

/** How alike a long token and a known word are when OCR slipped on one letter of it ('MAGARONI', 'NUGGEIS'). */
const ONE_SLIP_SIMILARITY = 0.85;

/** Known words of a run-together token's length, folded, to tell a misread word from words run together. */
const longWordIndex = derivedOnce((knowledge) =>
  createFuzzyIndex([...nameWordsOf(knowledge)].filter((w) => w.length >= MIN_RUN_TOGETHER_LENGTH - 1 && /^[a-z]+$/.test(w))),
);

/**
 * A long token one OCR slip away from a known word is that word misread, not words run together: 'MAGARONI' is no
 * 'AGAR ONI', 'NUGGEIS' no 'NUGG EIS'.
 */
function misreadWord(token: string, knowledge: MatchKnowledge): boolean {
  if (token.length < MIN_RUN_TOGETHER_LENGTH || !/^[A-Z]+$/.test(token) || knownTokens(knowledge).has(token)) return false;
  const word = token.toLowerCase();
  return longWordIndex(knowledge).closest(word, ONE_SLIP_SIMILARITY, word.length - 1, word.length + 1) !== null;
}

/**
 * A short till marker OCR read without the space before it ('365 BACONLS NP', 'BANANASORG'): organic, low or reduced
 * sodium, pack and weight markers, after a known word this long at least.
 */
const GLUED_MARKER = /^([A-Z]+?)(ORG|OG|LS|RS|NP|PK|LB|OZ)$/;
const MIN_MARKED_WORD_LENGTH = 5;

/**
 * Till shorthand printed or read without spaces ('KSORGEGG24', 'BNLSSKLS'): the split into a leading store brand and
 * known words with the fewest pieces, when one such split is clearly best (longest pieces) and a store brand or a
 * listed abbreviation shows it is shorthand: words that only make other words ('SUNLIGHT', 'PALMOLIVE', German
 * compounds) are names of their own. A size glued to the end is a token of its own ('EGG24' -> 'EGG', '24').
 */
export function splitRunTogether(token: string, known: ReadonlySet<string>, brandPrefixes: ReadonlySet<string>, abbreviations: ReadonlyMap<string, string>): string[] {
  const glued = /^([A-Z]{3,})(\d+)$/.exec(token);
  if (glued && !known.has(token)) {
    const letters = splitRunTogether(glued[1]!, known, brandPrefixes, abbreviations);
    return letters.length > 1 || known.has(glued[1]!) ? [...letters, glued[2]!] : [token];
  }
  if (token.length < MIN_RUN_TOGETHER_LENGTH || !/^[A-Z]+$/.test(token) || known.has(token)) return [token];
  const marked = GLUED_MARKER.exec(token);
  if (marked && marked[1]!.length >= MIN_MARKED_WORD_LENGTH && known.has(marked[1]!)) return [marked[1]!, marked[2]!];
  // best[i]: the fewest pieces that spell token[0, i), the summed squared piece lengths among those, and whether that is a tie.
  const best: ({ pieces: string[]; weight: number; tied: boolean } | null)[] = [{ pieces: [], weight: 0, tied: false }];
  for (let end = 1; end <= token.length; end++) {
    best[end] = null;
    for (let start = 0; start < end; start++) {
      const before = best[start];
      const piece = token.slice(start, end);
      const usable = (piece.length >= MIN_PIECE_LENGTH && known.has(piece)) || (start === 0 && brandPrefixes.has(piece));
      if (!before || !usable) continue;
      const candidate = { pieces: [...before.pieces, piece], weight: before.weight + piece.length ** 2, tied: before.tied };
      const current = best[end];
      if (!current || candidate.pieces.length < current.pieces.length || (candidate.pieces.length === current.pieces.length && candidate.weight > current.weight)) {
        best[end] = candidate;
      } else if (candidate.pieces.length === current.pieces.length && candidate.weight === current.weight) {
        current.tied = true;
      }
    }
  }
  const split = best[token.length];
  const shorthand = split?.pieces.some((p, i) => abbreviations.has(p) || (i === 0 && brandPrefixes.has(p)));
  return split && split.pieces.length > 1 && !split.tied && shorthand ? split.pieces : [token];
}

/** Every name the reader knows, folded: ingredient and product names, and household terms (so 'PPR TWL' is paper towels). */
const allNames = derivedOnce((knowledge): string[] => {
  const fold = nameFolder(knowledge);
  return [...knowledge.entries.flatMap((e) => [e.name, ...e.aliases, ...(e.exactAliases ?? [])].map(fold)), ...knowledge.nonFoodTerms.map(fold)];
});

/** Abbreviations nobody listed, read from the words of every name ('CHRIOS' -> 'cheerios'). */
const abbreviationReader = derivedOnce((knowledge): AbbreviationReader => {
  const uses = new Map<string, number>();
  for (const name of allNames(knowledge)) for (const w of new Set(name.split(' '))) uses.set(w, (uses.get(w) ?? 0) + 1);
  // Units and packs are read too, so 'CNS' may be cans and no food ('cones') is taken for it.
  for (const unit of UNIT_WORDS) for (const w of [unit, `${unit}s`]) uses.set(w, Math.max(uses.get(w) ?? 0, UNIT_WORD_USES));
  return createAbbreviationReader(uses);
});

/** Two words that follow each other in some name ('ground turkey', 'romaine lettuce'): they tell an abbreviation apart. */
const namePairs = derivedOnce((knowledge) => {
  const pairs = new Set<string>();
  for (const name of allNames(knowledge)) {
    const words = name.split(' ');
    for (let i = 0; i + 1 < words.length; i++) pairs.add(`${words[i]} ${words[i + 1]}`);
  }
  return pairs;
});

/** Receipt columns are 16-24 characters wide: a shorter name was printed whole. */
const MIN_CUT_NAME_LENGTH = 16;

/** Cheapest reading cost a neighbour may pick: one consonant dropped ('GRND TKY') or a cut end. */
const MAX_PAIRED_COST = 1;

/**
 * An unlisted abbreviation: the reading that makes a name with the word before or after it ('GRND TKY' -> turkey,
 * 'RMN LTTC' -> romaine), else the one clearly best on its own.
 */
function readAbbreviation(token: string, before: string | undefined, after: string | undefined, knowledge: MatchKnowledge, columnFull: boolean): string | undefined {
  const reader = abbreviationReader(knowledge);
  const readings = reader.readings(token).filter((r) => r.cost <= MAX_PAIRED_COST);
  if (readings.length === 0) return undefined;
  const pairs = namePairs(knowledge);
  const nextWords = after === undefined ? [] : [foldText(after), ...reader.readings(after).map((r) => r.word)];
  const paired = readings.filter((r) => (before !== undefined && pairs.has(`${before} ${r.word}`)) || nextWords.some((n) => pairs.has(`${r.word} ${n}`)));
  if (paired.length > 0 && paired.every((r) => r.word === paired[0]!.word || paired[0]!.cost < r.cost)) return paired[0]!.word;
  return reader.read(token) ?? ((columnFull && after === undefined ? reader.readCut(token) : null) ?? undefined);
}

/** Letters each half of a run-together shorthand keeps ('PEP' of 'PEPGRINDR'). */
const MIN_HALF_LENGTH = 3;

/**
 * Two shortened words the till printed without a space ('PEPGRINDR' for pepper grinder, 'CHKNBRTH'): the one split
 * whose halves read as two words that follow each other in some name, each half a word or an abbreviation of one.
 */
function readRunTogetherPair(token: string, knowledge: MatchKnowledge): string[] | undefined {
  if (token.length < MIN_RUN_TOGETHER_LENGTH || !/^[A-Z]+$/.test(token)) return undefined;
  const reader = abbreviationReader(knowledge);
  const pairs = namePairs(knowledge);
  const wordsFor = (half: string): string[] => {
    const folded = half.toLowerCase();
    return [...(knownTokens(knowledge).has(half) ? [folded] : []), ...reader.pieceReadings(folded).filter((r) => r.cost <= MAX_PAIRED_COST).map((r) => r.word)];
  };
  const found = new Set<string>();
  for (let at = MIN_HALF_LENGTH; at <= token.length - MIN_HALF_LENGTH; at++) {
    for (const first of wordsFor(token.slice(0, at))) {
      for (const second of wordsFor(token.slice(at))) if (pairs.has(`${first} ${second}`)) found.add(`${first} ${second}`);
    }
  }
  return found.size === 1 ? [...found][0]!.split(' ') : undefined;
}

/** Splits a receipt product name into upper-case tokens, keeping receipt abbreviations such as 'B/S', '2%' and 'H&H'. */
function rawTokens(name: string): string[] {
  const folded = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    // A fat content with decimals ('3,5%') tells no product apart, and its digits would split into a stray '5%'.
    .replace(/\d+[.,]\d+ ?%/g, ' ')
    // '&' glued between words ('BREAD&BUTTER') joins them, and parts a speck from a word ('S&BANANAS'); between
    // initials it is part of a name ('M&M', 'H&H').
    .replace(/([A-Z]{3,})&([A-Z]{3,})/g, '$1 & $2')
    .replace(/(?<![A-Z])([A-Z]{1,2})&([A-Z]{4,})/g, '$1 & $2');
  return folded.split(/[\s.,;:()!?"+*=_]+|(?<=[A-Z])-(?=[A-Z])/).filter(Boolean);
}

/** A receipt plural of a known abbreviation stands for it: 'THGHS' -> 'THGH', 'TOMS' -> 'TOM'. */
function singular(token: string, expansions: Map<string, string>): string {
  return token.length >= 4 && token.endsWith('S') && !expansions.has(token) && expansions.has(token.slice(0, -1)) ? token.slice(0, -1) : token;
}

function expansionOf(token: string, expansions: Map<string, string>): string | undefined {
  return expansions.get(token) ?? expansions.get(singular(token, expansions));
}

/** Which abbreviations to expand: none (as printed), the listed ones, or also those read from the vocabulary. */
export type Expansion = 'none' | 'listed' | 'all';

/**
 * An expansion's words; what it names in brackets ('mature (cheddar)', 'garbanzo beans (chickpeas)') only with
 * `bracketed`, as that is what the till's word implies, not what was printed.
 */
const expansionWords = (expansion: string, bracketed: boolean): string[] =>
  foldText(bracketed ? expansion : expansion.replace(/\([^)]*\)/g, ' ')).split(' ').filter(Boolean);

/** Whether any listed abbreviation names something in brackets: most lines are then read once. */
const anyBracketed = derivedOnce((knowledge) => ({ found: [...knowledge.tokenExpansions.values()].some((e) => e.includes('(')) }));

/** Whether some listed abbreviation of the line names something in brackets that the line may not mean. */
export function hasBracketedExpansion(name: string, knowledge: MatchKnowledge): boolean {
  return anyBracketed(knowledge).found && productWords(name, knowledge, 'listed', false).join(' ') !== productWords(name, knowledge, 'listed').join(' ');
}

/**
 * The product's words in plain lower-case English or German: abbreviations expanded ('BNLS SKLS CHKN BRST'
 * -> 'boneless skinless chicken breast'), a leading store brand dropped ('GV', 'KS'), sizes and units removed.
 * `bracketed`: whether an expansion's bracketed words count ('MTR' -> 'mature (cheddar)'); without them the line
 * is read for what the rest of it names.
 */
export function productWords(name: string, knowledge: MatchKnowledge, expand: Expansion = 'all', bracketed = true): string[] {
  const known = knownTokens(knowledge);
  let tokens = rawTokens(name)
    .map((t) => withoutDigitSlips(t, known))
    // The fuzzy look-up behind misreadWord is made only for a token a split would part (few do).
    .flatMap((t) => {
      const pieces = splitRunTogether(t, known, knowledge.brandPrefixes, knowledge.tokenExpansions);
      return pieces.length > 1 && misreadWord(t, knowledge) ? [t] : pieces;
    });
  // Store brands lead the line ('GV', 'KS', 'REWE BESTE WAHL'); keep them if nothing would be left.
  for (let round = 0; round < 2; round++) {
    const brandLength = [3, 2, 1].find((n) => tokens.length > n && knowledge.brandPrefixes.has(tokens.slice(0, n).join(' ')));
    if (brandLength === undefined) break;
    tokens = tokens.slice(brandLength);
  }

  // A slash inside an unknown token joins two words ('GEFL./HAEHN.', 'SAHNE/CARAMEL'); 'B/S' and 'S/SKIM' are abbreviations.
  tokens = tokens.flatMap((t) => (t.includes('/') && expansionOf(t, knowledge.tokenExpansions) === undefined ? t.split('/').filter(Boolean) : [t]));
  const lookup = (token: string): string | undefined => (expand !== 'none' ? expansionOf(token, knowledge.tokenExpansions) : undefined);
  const words: string[] = [];
  // Only a name that fills the till's column has its last word cut short ('MULTIGRAIN CHEERIO').
  const columnFull = name.trim().length >= MIN_CUT_NAME_LENGTH;
  for (let i = 0; i < tokens.length; ) {
    const pair = i + 1 < tokens.length ? `${tokens[i]} ${singular(tokens[i + 1]!, knowledge.tokenExpansions)}` : null;
    const phrase = pair ? lookup(pair) : undefined;
    if (phrase !== undefined) {
      words.push(...expansionWords(phrase, bracketed));
      i += 2;
      continue;
    }
    const token = tokens[i]!;
    // After a number a unit is the size's, never an abbreviation ('2 MIN' is no 'mein').
    if (i > 0 && NUMBER.test(tokens[i - 1]!) && AFTER_NUMBER_UNITS.has(token.toLowerCase())) {
      words.push(token.toLowerCase());
      i++;
      continue;
    }
    const expansion =
      lookup(token) ?? (expand === 'all' && !known.has(token) ? readAbbreviation(token, words.at(-1), tokens[i + 1], knowledge, columnFull) : undefined);
    const twoWords = expansion === undefined && expand === 'all' && !known.has(token) ? readRunTogetherPair(token, knowledge) : undefined;
    const runTogether = twoWords && !misreadWord(token, knowledge) ? twoWords : undefined;
    if (expansion !== undefined) words.push(...expansionWords(expansion, bracketed));
    else if (runTogether) words.push(...runTogether);
    else words.push(...foldText(token).split(' '));
    i++;
  }
  const percents = namedPercents(knowledge);
  const names = foodNames(knowledge);
  const isUnit = (w: string, i: number): boolean =>
    (UNIT_WORDS.has(w) && !unitInName(words, i, names)) || (AFTER_NUMBER_UNITS.has(w) && i > 0 && NUMBER.test(words[i - 1]!));
  return words.filter((w, i) => percents.has(w) || (w.length >= 2 && !SIZE_TOKEN.test(w) && !isUnit(w, i) && !SHAPE_NUMBER.test(w)));
}
