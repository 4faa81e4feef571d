import { allIngredients } from './catalogue';
import type { Ingredient } from './types';

/**
 * Words before a dish's name that say it holds no meat or fish ('VEGGIE WRAP', 'GARDEN SALAD', 'GREEK SALAD'). A dish
 * bought ready whose name says nothing of the kind is taken to hold meat: its contents are unknown.
 */
const MEAT_FREE_WORDS = new Set(['veggie', 'veg', 'vegetable', 'vegetables', 'vegetarian', 'vegan', 'garden', 'green', 'greek', 'caprese', 'side']);

/** Dish words of one or two words ('salad', 'pad thai'). */
const MAX_DISH_WORDS = 2;

/** A generic food a shop's ready dish of some kind is: the dish words that name the kind, and whether it has no meat. */
export interface ReadyDish {
  id: string;
  words: readonly string[];
  meatFree: boolean;
}

/** 'salads' -> 'salad', 'sandwiches' -> 'sandwich', 'curries' -> 'curry'. */
const singular = (word: string): string =>
  word.replace(/(?<=[a-z]{2})ies$/, 'y').replace(/(?<=(ch|sh))es$/, '').replace(/(?<=[a-z]{2}[^s])s$/, '');

/**
 * The generic ready dish a food name ends in ('cobb salad', 'gt american sandwich', 'veggie wrap'), or undefined:
 * its last word or two are one of the dish's words; a meat-free word before them picks the meat-free kind when
 * there is one. `words`: the name's folded words.
 */
export function readyDishIn(words: readonly string[], dishes: readonly ReadyDish[]): string | undefined {
  for (let n = Math.min(MAX_DISH_WORDS, words.length); n >= 1; n--) {
    const tail = words.slice(-n);
    const forms = new Set([tail.join(' '), [...tail.slice(0, -1), singular(tail.at(-1)!)].join(' ')]);
    const kinds = dishes.filter((d) => d.words.some((w) => forms.has(w)));
    if (kinds.length === 0) continue;
    const meatFree = words.slice(0, -n).some((w) => MEAT_FREE_WORDS.has(w));
    return (kinds.find((d) => d.meatFree === meatFree) ?? kinds.find((d) => !d.meatFree) ?? kinds[0]!).id;
  }
  return undefined;
}

const readyDishOfIngredient = (i: Ingredient): ReadyDish[] =>
  i.dishWords ? [{ id: i.id, words: i.dishWords, meatFree: !i.diet.meat && !i.diet.seafood }] : [];

let dishes: readonly ReadyDish[] | undefined;
/** The last word of every dish word ('salad', 'thai' of 'pad thai'): a name ending in none of them is no ready dish. */
let dishEnds: ReadonlySet<string> | undefined;

/** The catalogue's generic ready dishes: a shop's salad, soup, sandwich, sushi, hot dish (ingredients with `dishWords`). */
export function readyDishes(): readonly ReadyDish[] {
  dishes ??= Object.freeze(allIngredients().flatMap(readyDishOfIngredient));
  return dishes;
}

/**
 * The ingredient a ready dish of this name is ('cobb salad' -> prepared-salad), from the catalogue's ready dishes.
 * Most names (thousands of products are asked once each) end in no dish word and are turned away at once.
 */
export function readyDishFor(words: readonly string[]): string | undefined {
  dishEnds ??= new Set(readyDishes().flatMap((d) => d.words.map((w) => w.split(' ').at(-1)!)));
  const last = words.at(-1);
  if (last === undefined || !(dishEnds.has(last) || dishEnds.has(singular(last)))) return undefined;
  return readyDishIn(words, readyDishes());
}
