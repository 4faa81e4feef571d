// npm run -s plan -- --input receipt.json [--days N] [--household N] [--difficulty easy|medium|hard] [--max-prep N]
//   [--diet a,b] [--cuisine a,b] [--today YYYY-MM-DD] [--purchased YYYY-MM-DD]
// Reads the receipt CLI's items (an array, or an object with `items`) and prints the plan as one JSON object.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { allRecipes, planMeals, plausiblePurchaseDay, type PlanOptionsInput } from './index';

const receiptItem = z.object({
  ingredient: z.string().nullable().optional(),
  quantity: z.number().positive().nullable().optional(),
  unit: z.string().nullable().optional(),
  is_food: z.boolean().optional(),
});
const receiptFile = z.object({
  items: z.array(receiptItem),
  purchased_at: z.string().nullable().optional(),
  date: z.string().nullable().optional(),
});

const list = (value: string | undefined) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : undefined);
const int = (value: string | undefined, flag: string) => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`${flag} must be a whole number`);
  return Number(value);
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      input: { type: 'string' },
      days: { type: 'string' },
      household: { type: 'string' },
      difficulty: { type: 'string' },
      'max-prep': { type: 'string' },
      diet: { type: 'string' },
      cuisine: { type: 'string' },
      today: { type: 'string' },
      purchased: { type: 'string' },
    },
  });
  if (!values.input) throw new Error('--input <file.json> is required');
  const json: unknown = JSON.parse(readFileSync(values.input, 'utf8'));
  // The receipt CLI prints the items array; a stored receipt wraps it in an object with `items`.
  const parsed = receiptFile.safeParse(Array.isArray(json) ? { items: json } : json);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => `${['input', ...i.path].join('.')}: ${i.message}`).join('; ');
    throw new Error(`expected the receipt items array or an object with "items" (${where})`);
  }
  const file = parsed.data;
  const items = file.items;
  // The CLI is the one place that may read the clock: "today" defaults to the local date.
  const today = values.today ?? new Date().toLocaleDateString('sv-SE');
  // As the product does for an upload: a printed date weeks or years old is an old receipt or a misread, and would
  // mark everything spoiled; --purchased states the day outright.
  const purchasedOn = values.purchased ?? plausiblePurchaseDay(file.purchased_at ?? file.date, today);

  const purchases = items
    .filter((item) => item.is_food !== false && item.ingredient && item.quantity && item.unit)
    .map((item) => ({ ingredient: item.ingredient!, quantity: item.quantity!, unit: item.unit!, purchased_on: purchasedOn.slice(0, 10) }));

  const loadStart = performance.now();
  allRecipes();
  const catalogueMs = performance.now() - loadStart;
  const start = performance.now();
  // Strings are passed through as typed by the user; planMeals validates them and names what is wrong.
  const options = {
    days: int(values.days, '--days'),
    household_size: int(values.household, '--household'),
    difficulty: values.difficulty,
    max_prep_time: int(values['max-prep'], '--max-prep'),
    dietary_restrictions: list(values.diet),
    cuisine_preferences: list(values.cuisine),
    today,
  } as PlanOptionsInput;
  const plan = await planMeals(purchases, options);
  const ms = Math.round(performance.now() - start);
  process.stdout.write(`${JSON.stringify({ ...plan, ms, catalogue_ms: Math.round(catalogueMs) })}\n`);
}

main().catch((error: unknown) => {
  const err = error instanceof Error ? error : new Error(String(error));
  process.stdout.write(`${JSON.stringify({ error: err.message, type: err.name })}\n`);
  process.exitCode = 1;
});
