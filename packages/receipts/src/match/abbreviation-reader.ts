/**
 * Reads receipt abbreviations nobody listed ('BNLS', 'STRWBRY', 'GRND TKY', 'CHRIOS') from the words the food
 * vocabulary already holds. Tills shorten a word by dropping vowels and doubled letters, cutting its end, and now
 * and then a consonant: the printed letters are then the word's letters in order, starting with its first.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** A consonant dropped from inside the word ('TKY' for turkey): only vowelless tokens do that. */
const DROPPED_CONSONANT_COST = 1;
/** A consonant of the cut-off end ('STRWB' for strawberry): cuts are common, but a whole word beats them. */
const TAIL_CONSONANT_COST = 0.5;
const MIN_TOKEN_LENGTH = 3;
/** Read without a neighbour's help: four letters or more. */
const MIN_ALONE_LENGTH = 4;
/** A word cut at the column keeps five letters or more to be read ('BREZ' may end any compound). */
const MIN_CUT_LENGTH = 5;
/** Consonants dropped from inside the word at most (only by tokens without vowels). */
const MAX_DROPPED = 1;
/** The printed consonants must keep this share of the word's consonant skeleton: 'CH' is no 'chocolate'. */
const MIN_SKELETON_SHARE = 0.5;
/** The best reading must be this much cheaper than the next, or this many times as common at the same cost. */
const CLEAR_COST_MARGIN = 0.5;
const CLEAR_FREQUENCY_RATIO = 3;
/** Candidates kept per token for the neighbour check ('GRND TKY': turkey among the readings of 'TKY'). */
const MAX_READINGS = 8;
/** Consonants in a row that no word prints: a token holding them is shorthand though it keeps a vowel ('WRCSTRSHRE'). */
const SHORTHAND_CONSONANT_RUN = 5;
/**
 * A token this long that reads as no word may have lost its first letter, or had it misread ('SRCSTRSHRE' for
 * WRCSTRSHRE): the rest is read against the words' letters after their first sound, at the cost of a dropped consonant.
 */
const MIN_SLIPPED_START_LENGTH = 8;
const SLIPPED_START_COST = 1;

export interface AbbreviationReading {
  word: string;
  /** Letters of the word the token leaves out, weighted: 0 for a pure vowel-dropping abbreviation. */
  cost: number;
  /** Consonants dropped from inside the word. */
  dropped: number;
  /** Consonants of the end cut off. */
  tail: number;
  /** The word's first letter was lost or misread. */
  slippedStart?: true;
  /** How many names of the vocabulary use the word. */
  frequency: number;
}

export interface AbbreviationReader {
  /** Possible readings of a token, cheapest (then commonest) first; empty for known words and non-abbreviations. */
  readings(token: string): readonly AbbreviationReading[];
  /** Readings of a piece of a token printed without spaces, even a piece that is a word itself ('PEP' of 'PEPGRINDR'). */
  pieceReadings(piece: string): readonly AbbreviationReading[];
  /** The reading when one is clearly best on its own, else null. */
  read(token: string): string | null;
  /** The word a token cut short at the end stands for ('CHEERIO' -> 'cheerios'), when one is clearly best. */
  readCut(token: string): string | null;
}

/** One word in two numbers: 'banana' / 'bananas', 'berry' / 'berries'. */
const sameWord = (a: string, b: string): boolean => {
  const stem = (w: string): string => w.replace(/ies$/, 'y').replace(/(?<=[sxz]|ch|sh|o)es$/, '').replace(/s$/, '');
  return stem(a) === stem(b);
};

const isVowel = (ch: string): boolean => VOWELS.has(ch);

/** Letters no word prints in a row: the token is shorthand. */
const hasShorthandRun = (token: string): boolean => new RegExp(`[^aeiou]{${SHORTHAND_CONSONANT_RUN},}`).test(token.slice(1));

/** A word without its first sound: 'worcestershire' -> 'rcestershire' (the vowels after the first letter go too). */
const afterFirstSound = (word: string): string => word.slice(1).replace(/^[aeiou]+/, '');

/** Consonants with doubles collapsed, 'ck' as 'k': 'strawberry' -> 'strwbry', 'chicken' -> 'chkn'. */
export function consonantSkeleton(word: string): string {
  let out = '';
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]!;
    if (i > 0 && isVowel(ch)) continue;
    if (ch === 'c' && word[i + 1] === 'k') continue;
    if (out.endsWith(ch)) continue;
    out += ch;
  }
  return out;
}

function isSubsequence(token: string, word: string): boolean {
  let j = 0;
  for (const ch of token) {
    j = word.indexOf(ch, j) + 1;
    if (j === 0) return false;
  }
  return true;
}

/** What skipping word[j] costs when the letter before it (word[j - 1]) was matched or skipped. */
function skipCost(word: string, j: number): number {
  const ch = word[j]!;
  if (isVowel(ch)) return 0;
  // A doubled letter or the 'c' of 'ck' carries no sound of its own.
  if (word[j - 1] === ch || (ch === 'c' && word[j + 1] === 'k')) return 0;
  return DROPPED_CONSONANT_COST;
}

/**
 * The cheapest way to read `token` as `word` cut short and with letters left out: null when the token's letters
 * are not the word's in order from its first letter, or more consonants are dropped than allowed.
 */
function align(token: string, word: string, maxDropped: number): { dropped: number; tail: number } | null {
  if (token[0] !== word[0] || token.length >= word.length || !isSubsequence(token, word)) return null;
  // best[j]: fewest dropped consonants to match token[0..i] with token[i] on word[j].
  let best: number[] = Array.from({ length: word.length }, (_, j) => (j === 0 ? 0 : Infinity));
  for (let i = 1; i < token.length; i++) {
    const next = new Array<number>(word.length).fill(Infinity);
    for (let j = 0; j < word.length; j++) {
      if (best[j] === Infinity) continue;
      let skipped = 0;
      for (let k = j + 1; k < word.length && best[j]! + skipped <= maxDropped; k++) {
        if (word[k] === token[i]) next[k] = Math.min(next[k]!, best[j]! + skipped);
        skipped += skipCost(word, k);
      }
    }
    best = next;
  }
  let result: { dropped: number; tail: number } | null = null;
  for (let j = 0; j < word.length; j++) {
    if (best[j] === Infinity) continue;
    let tail = 0;
    for (let k = j + 1; k < word.length; k++) tail += skipCost(word, k);
    const cost = best[j]! * DROPPED_CONSONANT_COST + tail * TAIL_CONSONANT_COST;
    if (!result || cost < result.dropped * DROPPED_CONSONANT_COST + result.tail * TAIL_CONSONANT_COST) result = { dropped: best[j]!, tail };
  }
  return result;
}

/**
 * `words`: every word of the vocabulary with the number of names using it. Tokens that are words themselves, or
 * shorter than three letters, have no readings.
 */
export function createAbbreviationReader(words: ReadonlyMap<string, number>): AbbreviationReader {
  type Known = { word: string; skeleton: string; frequency: number };
  const byFirstLetter = new Map<string, Known[]>();
  /** Long words by their first letter after the first sound, for tokens that lost or misread that letter. */
  const bySecondSound = new Map<string, Known[]>();
  const file = (index: Map<string, Known[]>, letter: string, known: Known) => {
    const filed = index.get(letter);
    if (filed) filed.push(known);
    else index.set(letter, [known]);
  };
  for (const [word, frequency] of words) {
    // Words without vowels are receipt spellings themselves ('bnls', 'strwbry'), not what one stands for.
    if (!/^[a-z][a-z]{3,}$/.test(word) || !/[aeiouy]/.test(word.slice(1))) continue;
    const known = { word, skeleton: consonantSkeleton(word), frequency };
    file(byFirstLetter, word[0]!, known);
    const rest = afterFirstSound(word);
    if (rest.length >= MIN_SLIPPED_START_LENGTH - 1) file(bySecondSound, rest[0]!, known);
  }
  const cache = new Map<string, AbbreviationReading[]>();

  function readings(printed: string): AbbreviationReading[] {
    const token = printed.toLowerCase();
    return words.has(token) ? [] : pieceReadings(token);
  }

  function pieceReadings(printed: string): AbbreviationReading[] {
    const token = printed.toLowerCase();
    const cached = cache.get(token);
    if (cached) return cached;
    const found: AbbreviationReading[] = [];
    if (token.length >= MIN_TOKEN_LENGTH && /^[a-z]+$/.test(token)) {
      // A token that keeps its vowels drops none of the consonants: 'SALE' is no 'salted'.
      const maxDropped = /[aeiou]/.test(token.slice(1)) ? 0 : MAX_DROPPED;
      const printedSkeleton = consonantSkeleton(token).length;
      for (const { word, skeleton, frequency } of byFirstLetter.get(token[0]!) ?? []) {
        if (printedSkeleton < skeleton.length * MIN_SKELETON_SHARE) continue;
        const fit = align(token, word, maxDropped);
        if (fit) found.push({ word, ...fit, cost: fit.dropped * DROPPED_CONSONANT_COST + fit.tail * TAIL_CONSONANT_COST, frequency });
      }
      if (found.length === 0 && token.length >= MIN_SLIPPED_START_LENGTH) found.push(...slippedStartReadings(token, maxDropped));
      found.sort((a, b) => a.cost - b.cost || b.frequency - a.frequency);
      found.splice(MAX_READINGS);
    }
    cache.set(token, found);
    return found;
  }

  /** Readings of a token whose first letter was lost ('RCSTRSHRE') or misread ('SRCSTRSHRE'). */
  function slippedStartReadings(token: string, maxDropped: number): AbbreviationReading[] {
    const found: AbbreviationReading[] = [];
    for (const printed of [token, token.slice(1)]) {
      for (const { word, frequency } of bySecondSound.get(printed[0]!) ?? []) {
        const fit = align(printed, afterFirstSound(word), maxDropped);
        const cost = fit && SLIPPED_START_COST + fit.dropped * DROPPED_CONSONANT_COST + fit.tail * TAIL_CONSONANT_COST;
        if (fit && !found.some((r) => r.word === word)) found.push({ word, ...fit, cost: cost!, frequency, slippedStart: true });
      }
    }
    return found;
  }

  /** The best of `all` when no other word comes near it ('strawberry' and 'strawberries' are one reading). */
  function clearlyBest(all: readonly AbbreviationReading[]): AbbreviationReading | null {
    const best = all[0];
    if (!best) return null;
    const second = all.find((r) => r !== best && !sameWord(r.word, best.word));
    const clear = !second || second.cost >= best.cost + CLEAR_COST_MARGIN || (second.cost === best.cost && best.frequency >= CLEAR_FREQUENCY_RATIO * second.frequency);
    return clear ? best : null;
  }

  return {
    readings,
    pieceReadings,
    readCut(printed) {
      const token = printed.toLowerCase();
      if (token.length < MIN_CUT_LENGTH) return null;
      return clearlyBest(readings(token).filter((r) => r.word.startsWith(token)))?.word ?? null;
    },
    read(printed) {
      const token = printed.toLowerCase();
      const all = readings(token);
      const best = clearlyBest(all);
      if (!best) return null;
      // A token that keeps vowels may be a whole word of its own ('BRIT', 'PLACE', 'TASCHE') unless no word
      // prints its consonants in a row, and three letters say little ('QPP', 'SPK'): only a neighbour tells.
      const mayBeWord = /[aeiou]/.test(token.slice(1)) && !hasShorthandRun(token);
      if (token.length < MIN_ALONE_LENGTH || mayBeWord || best.dropped > 0) return null;
      return best.word;
    },
  };
}
