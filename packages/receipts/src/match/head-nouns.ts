import type { CatalogueEntry } from './match-knowledge';

/** A noun that ends at least this many food names, and ends them at least twice as often as it starts or qualifies one. */
const MIN_HEAD_NAMES = 4;
const HEAD_TO_MODIFIER_RATIO = 2;
/** Named foods of the ready-meal aisle a head word must end to name a kind of dish ('soup', 'salad', 'gratin'). */
const MIN_DISH_NAMES = 3;
const DISH_AISLE = 'frozen';
/**
 * Aisles of ready food: ingredients named '… salad' or '… soup' there are dishes too. A head that more ingredients
 * of other aisles end in ('chocolate chip', 'black bean') is no dish.
 */
const READY_FOOD_AISLES = new Set(['frozen', 'deli', 'canned']);
const MIN_HEAD_LENGTH = 3;
/** Share of the names a head word ends that must share an aisle for the word to name that aisle's kind of food. */
const HEAD_AISLE_SHARE = 0.6;

/** 'salads' and 'salad' count as one head. */
const singular = (word: string): string => word.replace(/(?<=[a-z]{3})(es|s)$/, '');

export interface HeadNouns {
  /** A word that names what kind of food a product is ('salad', 'noodles', 'fillet'), not how it is ('white', 'hot'). */
  isFoodNoun(word: string): boolean;
  /** A kind of prepared dish that no ingredient is called ('salad', 'soup', 'gratin'): what a known food before it is made into. */
  isDishHead(word: string): boolean;
  /** A word that qualifies more food names than it ends ('chocolate', 'orange', 'caramel'): a flavour or kind, not a product. */
  isModifier(word: string): boolean;
  /** The aisle of most names a food noun ends ('sauce': condiments), or null when no aisle holds most of them. */
  aisleOfHead(word: string): string | null;
}

/**
 * Head nouns learnt from the names themselves: English names put the noun last and its qualifiers before it, so a
 * word that mostly ends names is a noun of food, and one that ends several ready meals but is no ingredient's name
 * is a dish.
 */
export function headNouns(byAlias: ReadonlyMap<string, CatalogueEntry>): HeadNouns {
  const ends = new Map<string, number>();
  const qualifies = new Map<string, number>();
  const dishes = new Map<string, number>();
  /** How often a head ends ingredients' names in the ready-food aisles and in the others. */
  const readyHeads = new Map<string, number>();
  const otherHeads = new Map<string, number>();
  /** Aisle of each name's entry by the name's head word. */
  const headAisles = new Map<string, Map<string, number>>();
  const add = (map: Map<string, number>, word: string) => map.set(word, (map.get(word) ?? 0) + 1);
  for (const [key, entry] of byAlias) {
    const words = key.split(' ').map(singular);
    add(ends, words.at(-1)!);
    if (!headAisles.has(words.at(-1)!)) headAisles.set(words.at(-1)!, new Map());
    add(headAisles.get(words.at(-1)!)!, entry.category);
    words.slice(0, -1).forEach((w) => add(qualifies, w));
    if (entry.ingredientId === null && entry.category === DISH_AISLE && words.length > 1) add(dishes, words.at(-1)!);
    if (entry.ingredientId !== null) add(READY_FOOD_AISLES.has(entry.category) ? readyHeads : otherHeads, words.at(-1)!);
  }
  const usable = (word: string) => word.length >= MIN_HEAD_LENGTH && /^[a-z]+$/.test(word);
  return {
    isFoodNoun(word) {
      const head = singular(word);
      const n = ends.get(head) ?? 0;
      return usable(word) && n >= MIN_HEAD_NAMES && n >= HEAD_TO_MODIFIER_RATIO * (qualifies.get(head) ?? 0);
    },
    isModifier(word) {
      const head = singular(word);
      return usable(word) && (qualifies.get(head) ?? 0) > (ends.get(head) ?? 0);
    },
    aisleOfHead(word) {
      const aisles = [...(headAisles.get(singular(word)) ?? new Map<string, number>())].sort((a, b) => b[1] - a[1]);
      const total = aisles.reduce((sum, [, n]) => sum + n, 0);
      return aisles.length > 0 && aisles[0]![1] > HEAD_AISLE_SHARE * total ? aisles[0]![0] : null;
    },
    isDishHead(word) {
      const head = singular(word);
      return usable(word) && (dishes.get(head) ?? 0) >= MIN_DISH_NAMES && (readyHeads.get(head) ?? 0) >= (otherHeads.get(head) ?? 0);
    },
  };
}
