import { foldText, type CatalogueEntry, type MatchKnowledge } from './match-knowledge';
import { ocrSimilarity } from './ocr-edit-distance';
import { productWords } from './product-words';

export interface IngredientMatch {
  entry: CatalogueEntry | null;
  /** 0-1: how well the words fit the ingredient (1 = exact alias). */
  score: number;
  /** A household-goods term appeared in the line. */
  nonFood: boolean;
  /** The product words the decision was made on. */
  words: string[];
}

/** Cut-offs, chosen so that a wrong ingredient is rarer than a missed one. */
const MIN_FUZZY_SIMILARITY = 0.8;
const MIN_FUZZY_LENGTH = 4;
const MIN_PREFIX_LENGTH = 4;
/** A cut-off name must keep over half its letters: 'camemb' is camembert, 'champ' is not champignon. */
const MIN_PREFIX_SHARE = 0.55;
const MIN_SUFFIX_ALIAS_LENGTH = 4;
const MIN_SCORE = 0.45;
const MIN_FUZZY_NON_FOOD_LENGTH = 6;
const MIN_NON_FOOD_SIMILARITY = 0.85;

interface Candidate {
  entry: CatalogueEntry;
  /** Quality of the text match alone. */
  quality: number;
  /** Product words covered. */
  covered: number;
  /** Position of the last covered word: the head noun sits last in English and German product names. */
  end: number;
}

export interface IngredientMatcher {
  match(productName: string): IngredientMatch;
}

export function createIngredientMatcher(knowledge: MatchKnowledge): IngredientMatcher {
  const byAlias = new Map<string, CatalogueEntry>();
  // Display names claim their words first, so 'milk chocolate' the ingredient beats a synonym elsewhere.
  for (const entry of knowledge.entries) byAlias.set(foldText(entry.name), entry);
  for (const entry of knowledge.entries) {
    for (const alias of entry.aliases) {
      const key = foldText(alias);
      if (key && !byAlias.has(key)) byAlias.set(key, entry);
    }
  }
  const singleWordAliases = [...byAlias.keys()].filter((k) => !k.includes(' '));
  const aliasesByLength = new Map<number, string[]>();
  for (const key of byAlias.keys()) {
    const list = aliasesByLength.get(key.length) ?? [];
    list.push(key);
    aliasesByLength.set(key.length, list);
  }
  const nonFoodTerms = knowledge.nonFoodTerms.map(foldText).filter(Boolean);
  const longNonFoodWords = nonFoodTerms.filter((t) => !t.includes(' ') && t.length >= MIN_FUZZY_NON_FOOD_LENGTH);

  /** A household word, exactly or through an OCR slip ('spilmittel' for 'spülmittel'). */
  function mentionsNonFood(words: string[]): boolean {
    const text = ` ${words.join(' ')} `;
    if (nonFoodTerms.some((term) => text.includes(` ${term} `))) return true;
    return words.some(
      (w) => w.length >= MIN_FUZZY_NON_FOOD_LENGTH && longNonFoodWords.some((t) => ocrSimilarity(w, t, MIN_NON_FOOD_SIMILARITY) >= MIN_NON_FOOD_SIMILARITY),
    );
  }

  function exactCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const entry = byAlias.get(words.slice(i, i + n).join(' '));
        if (entry) found.push({ entry, quality: 1, covered: n, end: i + n });
      }
    }
    return found;
  }

  /** German compounds put the ingredient last: 'backmargarine' -> margarine, 'weidemilch' -> milch. */
  function compoundCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    words.forEach((word, i) => {
      if (word.length < MIN_SUFFIX_ALIAS_LENGTH + 3) return;
      let best: string | null = null;
      for (const alias of singleWordAliases) {
        if (alias.length >= MIN_SUFFIX_ALIAS_LENGTH && alias.length < word.length && word.endsWith(alias) && (!best || alias.length > best.length)) {
          best = alias;
        }
      }
      if (best) found.push({ entry: byAlias.get(best)!, quality: 0.75 + 0.2 * (best.length / word.length), covered: 1, end: i + 1 });
    });
    return found;
  }

  /** Receipts cut names to fit the column: 'spaghe' -> spaghetti, 'camemb' -> camembert. */
  function truncationCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    words.forEach((word, i) => {
      if (word.length < MIN_PREFIX_LENGTH) return;
      let best: string | null = null;
      for (const alias of singleWordAliases) {
        if (alias.length > word.length && word.length >= alias.length * MIN_PREFIX_SHARE && alias.startsWith(word) && (!best || alias.length < best.length)) {
          best = alias;
        }
      }
      if (best) found.push({ entry: byAlias.get(best)!, quality: 0.6 + 0.3 * (word.length / best.length), covered: 1, end: i + 1 });
    });
    return found;
  }

  /** OCR slips: 'bananen' read as 'bananeu', 'milk' as 'mi1k'. One and two word windows against aliases of similar length. */
  function fuzzyCandidates(words: string[]): Candidate[] {
    const found: Candidate[] = [];
    for (let n = 1; n <= Math.min(2, words.length); n++) {
      for (let i = 0; i + n <= words.length; i++) {
        const phrase = words.slice(i, i + n).join(' ');
        if (phrase.length < MIN_FUZZY_LENGTH) continue;
        const slack = Math.floor(phrase.length * (1 - MIN_FUZZY_SIMILARITY));
        let best: { key: string; sim: number } | null = null;
        for (let len = phrase.length - slack; len <= phrase.length + slack; len++) {
          for (const key of aliasesByLength.get(len) ?? []) {
            const sim = ocrSimilarity(phrase, key, MIN_FUZZY_SIMILARITY);
            if (sim >= MIN_FUZZY_SIMILARITY && (!best || sim > best.sim)) best = { key, sim };
          }
        }
        if (best) found.push({ entry: byAlias.get(best.key)!, quality: best.sim * 0.95, covered: n, end: i + n });
      }
    }
    return found;
  }

  function score(c: Candidate, wordCount: number): number {
    const coverage = c.covered / wordCount;
    const headBonus = c.end === wordCount ? 0.1 : 0;
    return Math.min(1, c.quality * (0.65 + 0.25 * coverage + headBonus));
  }

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

  return {
    match(productName: string): IngredientMatch {
      const words = productWords(productName, knowledge);
      const nonFood = mentionsNonFood(words);
      if (words.length === 0) return { entry: null, score: 0, nonFood, words };
      // Exact names in the expanded words and as printed: an expansion can hide a name the catalogue knows
      // ('BEEF MINCE' with MINCE expanded to 'ground meat').
      const literal = productWords(productName, knowledge, false);
      let best = pickBest(exactCandidates(words), words.length);
      const printed = pickBest(exactCandidates(literal), literal.length);
      if (printed.score > best.score) best = printed;
      if (!best.candidate) best = pickBest([...compoundCandidates(words), ...fuzzyCandidates(words), ...truncationCandidates(words)], words.length);
      if (!best.candidate || best.score < MIN_SCORE) return { entry: null, score: 0, nonFood, words };
      return { entry: best.candidate.entry, score: best.score, nonFood, words };
    },
  };
}
