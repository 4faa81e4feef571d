/**
 * How a plan reads as plain text, shared by the web pages and the server's exports (CSV, PDF, file names), so an
 * ingredient line on screen and in a downloaded file is written the same way. No zod: the web app imports it from
 * '@forkcast/contracts/formatting'.
 */

/**
 * '15 min prep · 50 min total': prep first, since a plan's time limit is on prep (hands-on) time, while the total
 * says when dinner is ready.
 */
export function timeSummary(recipe: { prep_time: number; cook_time: number }): string {
  const prep = `${recipe.prep_time} min prep`;
  return recipe.cook_time > 0 ? `${prep} · ${recipe.prep_time + recipe.cook_time} min total` : `${prep} · no cooking`;
}

const FRACTIONS: [number, string][] = [
  [1 / 8, '⅛'],
  [1 / 6, '⅙'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** Kitchen-style quantity: 0.5 -> '½', 1.25 -> '1¼', 2 -> '2'; other values keep at most two decimals. */
export function formatQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.01);
  if (fraction) return whole === 0 ? fraction[1] : `${whole}${fraction[1]}`;
  return String(Math.round(quantity * 100) / 100);
}

/** Food named in the singular that is not counted in ones (3 basil means leaves or sprigs, not '3 basils'). */
const UNCOUNTED = new Set(['basil', 'thyme', 'parsley', 'cilantro', 'coriander', 'rosemary', 'mint', 'oregano', 'dill', 'sage', 'rice', 'garlic', 'spinach', 'lettuce']);
/** Units written as words, which take a plural; abbreviations (tsp, g, ml) never do. */
const WORD_UNITS = new Set(['cup', 'clove', 'can', 'pinch', 'slice', 'bunch', 'pack', 'handful', 'sprig', 'stalk', 'head', 'piece', 'leaf', 'jar', 'bottle']);

/**
 * The plural of a simple English noun phrase, changing its last word: 'bell pepper' -> 'bell peppers', 'tomato' ->
 * 'tomatoes', 'curry leaf' -> 'curry leaves', 'berry' -> 'berries', 'pinch' -> 'pinches'. Herbs and other food not
 * counted in ones stay as they are.
 */
export function pluralise(phrase: string): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(phrase);
  if (!match) return phrase;
  const [, head = '', word = ''] = match;
  const lower = word.toLowerCase();
  if (UNCOUNTED.has(lower)) return phrase;
  let plural: string;
  if (/(leaf|loaf|half)$/.test(lower)) plural = `${word.slice(0, -1)}ves`;
  else if (/[^aeiou]y$/.test(lower)) plural = `${word.slice(0, -1)}ies`;
  else if (/(s|x|z|ch|sh)$/.test(lower) || /(tomato|potato)$/.test(lower)) plural = `${word}es`;
  else plural = `${word}s`;
  return head + plural;
}

/** The parts of a recipe's ingredient that its text is made of. */
export interface IngredientText {
  quantity: number;
  unit: string;
  name: string;
  note?: string;
  /** A garnish the dish is fine without: its text says '(optional)'. */
  optional?: boolean;
}

/**
 * Quantity and unit together: '½ cup', '2 cups', '2'. 'each' is implied by a bare count: '2 eggs', not '2 each egg'.
 */
export function ingredientAmount(ingredient: Pick<IngredientText, 'quantity' | 'unit'>): string {
  const { quantity, unit } = ingredient;
  if (unit === 'each') return formatQuantity(quantity);
  return `${formatQuantity(quantity)} ${quantity > 1 && WORD_UNITS.has(unit) ? pluralise(unit) : unit}`;
}

/** The name as it reads after the amount: counted food in the plural above one ('3 bell peppers'); '2 cups milk' keeps it. */
export function ingredientName(ingredient: Pick<IngredientText, 'quantity' | 'unit' | 'name'>): string {
  return ingredient.unit === 'each' && ingredient.quantity > 1 ? pluralise(ingredient.name) : ingredient.name;
}

/** What follows the name in brackets: the note, and 'optional' for a garnish ('chopped; optional'); '' for neither. */
export function ingredientRemark(ingredient: Pick<IngredientText, 'note' | 'optional'>): string {
  return [ingredient.note, ingredient.optional ? 'optional' : undefined].filter(Boolean).join('; ');
}

/** One ingredient as plain text, the way exports write it: '½ cup whole milk (warm)', '2 tbsp parsley (chopped; optional)'. */
export function ingredientLine(ingredient: IngredientText): string {
  const remark = ingredientRemark(ingredient);
  return `${ingredientAmount(ingredient)} ${ingredientName(ingredient)}${remark ? ` (${remark})` : ''}`;
}

/**
 * A download name from the plan name (spec section 9): lower-cased, accents dropped, runs of anything but letters and
 * digits turned into one hyphen, trimmed, capped so every file system takes it. The server names its export files with
 * it and the web app saves them under the same name.
 */
export function exportFileName(planName: string, extension: 'json' | 'csv' | 'pdf'): string {
  const stem = planName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${stem || 'meal-plan'}.${extension}`;
}
