import type { Ingredient } from './types';

/**
 * Foods bought as many small pieces are named in the plural on a shopping list ("tortilla chips", "egg noodles",
 * "black beans"), while produce and staples keep the singular ("banana", "egg", "walnut"). The head noun decides.
 */
const PLURAL_HEADS = new Set([
  'bean',
  'berry',
  'biscuit',
  'chickpea',
  'chip',
  'chop',
  'cookie',
  'cracker',
  'crisp',
  'cut',
  'drumstick',
  'flake',
  'fry',
  'lentil',
  'nacho',
  'noodle',
  'nugget',
  'nut',
  'oat',
  'pea',
  'pretzel',
  'puff',
  'rib',
  'sprinkle',
  'stick',
  'tender',
  'thigh',
  'tortilla',
  'tot',
  'vegetable',
  'wing',
]);

/** Whether a food with this head noun ('noodle', 'chip') is named in the plural on a shopping list. */
export const namedInPlural = (head: string): boolean => PLURAL_HEADS.has(head);

/** The name a cook would write on a shopping list for this ingredient. */
export function shoppingName(ingredient: Pick<Ingredient, 'name' | 'plural'>): string {
  const head = ingredient.name.split(' ').at(-1) ?? '';
  return PLURAL_HEADS.has(head) ? ingredient.plural : ingredient.name;
}
