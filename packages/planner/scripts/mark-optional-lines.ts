// Finds garnish lines in catalogue/*.json that a dish is fine without and marks them `optional: true`.
// Run: npx tsx packages/planner/scripts/mark-optional-lines.ts [--write]
// Without --write it only lists the lines it would mark, each with the steps that use it, for review.
//
// A line is a garnish when it is a fresh herb, green onion or fresh chili used in small amounts (or a lemon or lime
// cut into wedges), the recipe's name does not carry it, and every step that mentions it only scatters, tops, serves
// or garnishes with it (or its note says "to serve", "to garnish", "to finish"). Anything cooked into the dish, blended
// into a sauce or named in the title stays needed. Diets and nutrition still count optional lines (README).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RecipeFileEntry, RecipeIngredientInput } from '../src/recipe-schema';

const DIR = fileURLToPath(new URL('../catalogue/', import.meta.url));
const write = process.argv.includes('--write');

/** How the steps name each garnish, and the most grams per serving that still reads as a garnish. */
const GARNISHES: Record<string, { words: RegExp; maxGramsPerServing: number }> = {
  parsley: { words: /\bparsley\b/i, maxGramsPerServing: 6 },
  cilantro: { words: /\b(cilantro|coriander(?! seeds?)(?<!ground coriander))\b/i, maxGramsPerServing: 6 },
  basil: { words: /\bbasil\b/i, maxGramsPerServing: 5 },
  'thai-basil': { words: /\bbasil\b/i, maxGramsPerServing: 5 },
  mint: { words: /\bmint\b/i, maxGramsPerServing: 5 },
  dill: { words: /\bdill\b/i, maxGramsPerServing: 4 },
  chives: { words: /\bchives?\b/i, maxGramsPerServing: 4 },
  'green-onion': { words: /\b(green onions?|spring onions?|scallions?)\b/i, maxGramsPerServing: 12 },
  'red-chili': { words: /\b(chill?ies|chill?i|chile)\b/i, maxGramsPerServing: 6 },
  'thai-chili': { words: /\b(chill?ies|chill?i|chile)\b/i, maxGramsPerServing: 6 },
  lemon: { words: /\blemons?\b/i, maxGramsPerServing: 100 },
  lime: { words: /\blimes?\b/i, maxGramsPerServing: 100 },
};
const CITRUS = new Set(['lemon', 'lime']);
/** Chilies (heat) and green onion (often a vegetable of a stir-fry) only count when put on at the end, not tossed in. */
const ONLY_ON_TOP = new Set(['red-chili', 'thai-chili', 'green-onion']);
const TOSSED_IN = /\b(add|adding|toss|tossed|return|fold|stir)\b/i;
/** Steps that only put the garnish on the finished dish or beside it. */
const FINISHING = /\b(scatter|sprinkle|garnish|strew|top (each|it|them|the \w+ )?with|topped with|serve|serving|finish(ed)? with|to finish|on top|alongside|at the table)/i;
/** Steps that cook, blend or mix it in: then it is part of the dish. */
const WORKED_IN = /\b(blend|puree|purée|pound|whizz|process|simmer|stir-fry|fry|saut[eé]|marinate|knead|fold into the batter|mix into the batter)/i;
const SERVE_NOTE = /\b(to serve|to garnish|for garnish|to finish|for the table|for serving)\b/i;

function isGarnish(recipe: RecipeFileEntry, line: RecipeIngredientInput): boolean {
  const garnish = GARNISHES[line.ingredient];
  if (!garnish || recipe.meal_type === 'snack' || line.optional) return false;
  if (line.grams / recipe.servings > garnish.maxGramsPerServing) return false;
  if (garnish.words.test(recipe.name) || /\bherbs?\b/i.test(recipe.name)) return false;
  if (line.ingredient === 'green-onion' && /length/i.test(line.note ?? '')) return false;
  // One line of an ingredient used twice (some in the batter, some to serve) is only judged by its note.
  const twice = recipe.ingredients.filter((l) => l.ingredient === line.ingredient).length > 1;
  const note = line.note ?? '';
  if (CITRUS.has(line.ingredient) && !/wedge/i.test(note)) return false;
  if (CITRUS.has(line.ingredient) && /juice|zest/i.test(note)) return false;
  if (twice) return SERVE_NOTE.test(note);
  const steps = recipe.instructions.filter((step) => garnish.words.test(step));
  if (steps.length === 0) return SERVE_NOTE.test(note);
  const onTop = (step: string) => FINISHING.test(step) && !WORKED_IN.test(step) && !(ONLY_ON_TOP.has(line.ingredient) && TOSSED_IN.test(step));
  return steps.every((step) => onTop(step) && recipe.instructions.indexOf(step) >= recipe.instructions.length - 2);
}

/** The file as it was written: two-space JSON, with each ingredient on one line where the file does that. */
function serialise(recipes: RecipeFileEntry[], compactLines: boolean): string {
  const text = JSON.stringify(recipes, null, 2);
  if (!compactLines) return `${text}\n`;
  return `${text.replace(/\{\n\s+"ingredient": ([^}]*?)\n\s+\}/g, (_, inner: string) => `{"ingredient": ${inner.split(/,\n\s+/).join(', ')}}`)}\n`;
}

let marked = 0;
for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json')).sort()) {
  const original = readFileSync(DIR + file, 'utf8');
  const recipes = JSON.parse(original) as RecipeFileEntry[];
  const compactLines = original !== serialise(recipes, false);
  let changed = false;
  for (const recipe of recipes) {
    for (const line of recipe.ingredients) {
      if (!isGarnish(recipe, line)) continue;
      marked++;
      changed = true;
      line.optional = true;
      if (!write) {
        const steps = recipe.instructions.filter((step) => GARNISHES[line.ingredient]!.words.test(step));
        process.stdout.write(`${file} ${recipe.slug}: ${line.ingredient} ${line.quantity} ${line.unit} (${line.note ?? ''})\n   ${steps.join('\n   ')}\n`);
      }
    }
  }
  if (write && changed) writeFileSync(DIR + file, serialise(recipes, compactLines));
}
process.stdout.write(`${marked} lines ${write ? 'marked' : 'to mark'} optional\n`);
