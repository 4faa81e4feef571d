import { describe, expect, it } from 'vitest';
import { createIngredientMatcher } from './ingredient-matcher';
import type { CatalogueEntry, MatchKnowledge } from './match-knowledge';

const ingredient = (id: string, category: string, aliases: string[] = []): CatalogueEntry => ({
  id,
  ingredientId: id,
  name: id.replace(/-/g, ' '),
  category,
  aliases,
  food: true,
});

/** The generic dishes of this small catalogue, by the word that ends their names. */
const dishes: Record<string, string> = { salad: 'prepared-salad', soup: 'ready-soup', sandwich: 'deli-sandwich' };

const knowledge: MatchKnowledge = {
  entries: [
    ingredient('prepared-salad', 'deli'),
    ingredient('ready-soup', 'deli'),
    ingredient('deli-sandwich', 'deli'),
    ingredient('chicken-salad', 'deli'),
    ingredient('tomato-soup', 'canned'),
    ingredient('carrot', 'produce', ['carrots']),
    ingredient('green-olive', 'canned', ['olives', 'green olives']),
    ingredient('kalamata-olive', 'canned', ['kalamata', 'kalamata olives']),
    ingredient('white-rice', 'grains', ['rice']),
    ingredient('potato', 'produce', ['kartoffel']),
    ingredient('baby-potato', 'produce', ['drillinge']),
  ],
  tokenExpansions: new Map([['KAL', 'kalamata']]),
  brandPrefixes: new Set(),
  nonFoodTerms: ['bags'],
  readyDishOf: (words) => dishes[words.at(-1)!],
};
const matcher = createIngredientMatcher(knowledge);
const id = (line: string) => matcher.match(line).entry?.id ?? null;

describe('a dish bought ready', () => {
  it.each([
    ['COBB SALAD', 'prepared-salad'], // a head no name covers: the shop's generic dish of that kind
    ['SPRAGUE SOUP', 'ready-soup'],
    ['CARROT SALAD', 'prepared-salad'], // a food before the dish word is what the dish is made of
    ['CHICKEN SALAD SANDWICH', 'deli-sandwich'],
    ['CHICKEN SALAD', 'chicken-salad'], // a name that ends the line wins
    ['TOMATO SOUP', 'tomato-soup'],
    ['SOUP CARROTS', 'carrot'], // the dish word must be the head
  ])('%s -> %s', (line, expected) => {
    expect(id(line)).toBe(expected);
  });

  it('is not read off German receipts, whose Sandwich is sandwich bread', () => {
    expect(matcher.match('GT AMERIC.SANDWICH', 'de').entry).toBeNull();
    expect(matcher.match('GT AMERIC.SANDWICH', 'en').entry?.id).toBe('deli-sandwich');
  });

  it('is never read into household goods', () => {
    expect(matcher.match('SANDWICH BAGS').entry).toBeNull();
  });
});

describe('a word that names a kind of the food the line names', () => {
  it.each([
    ['OLIVES PITTED KAL IN OIL', 'kalamata-olive'], // an abbreviation of the kind
    ['OLIVES KALAMATA', 'kalamata-olive'],
    ['OLIVES', 'green-olive'],
    ['KARTOFFEL DRILLINGE', 'baby-potato'], // a food not named by the head noun is no kind of the one that is
  ])('%s -> %s', (line, expected) => {
    expect(id(line)).toBe(expected);
  });
});
