import type { FoodCategory } from '../../src/types';

// Aisles whose foods are mass nouns ('flour', 'milk', 'oregano'): the plural is the name itself...
const MASS_CATEGORIES = new Set<FoodCategory>(['dairy', 'grains', 'spices', 'oils', 'baking', 'condiments', 'drinks']);
// ...unless the name ends in a countable word ('cumin seed', 'cinnamon stick', 'rice noodle').
const COUNTABLE_HEAD = /(seed|pod|stick|berry|bean|peppercorn|chili|leaf|cracker|chip|bar|cookie|tortilla|wrapper|noodle|finger)$/;

/** English plural of a display name: 'cherry' -> 'cherries', 'peach' -> 'peaches', 'chicken breast' -> 'chicken breasts'. */
export function pluralOf(name: string, category: FoodCategory): string {
  if (MASS_CATEGORIES.has(category) && !COUNTABLE_HEAD.test(name)) return name;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  if (/(potato|tomato|mango)$/.test(name)) return `${name}es`;
  return `${name}s`;
}
