// Meal-plan benchmark: npm run bench:planner [-- --scenario N] [-- --scale R]
// (N = 1-4: only that request; R: pad the catalogue with copies of its meals to R recipes, to time a bigger one)
// Twenty realistic baskets (US, UK and German shops; Korean, Chinese, Indian and Latin grocers: planner-baskets.ts)
// x the four requests of issue 16, each planned three ways in the same run: the product (MIP), its greedy start on
// its own, and random picks among the recipes that meet the hard constraints; then the real receipt photos as the
// product's reader read them (fixtures/planner-receipts), planned by the product. Prints markdown tables.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { allocatePlan, countsAsPurchase, type ScheduledMeal } from '../packages/planner/src/allocate';
import { meetsHardConstraints } from '../packages/planner/src/candidates';
import { ruledOutByDiets } from '../packages/planner/src/diet-ruled-out';
import { defaultContext } from '../packages/planner/src/default-context';
import { PlanInfeasibleError } from '../packages/planner/src/infeasibility';
import { buildPantry, type Pantry } from '../packages/planner/src/pantry';
import { parsePlanOptions, type PlanOptionsInput } from '../packages/planner/src/plan-options';
import { planMealsWith, type PlannerContext } from '../packages/planner/src/plan-meals';
import { planViolations } from '../packages/planner/src/plan-violations';
import { slotAccepts } from '../packages/planner/src/slots';
import { buildSupplies } from '../packages/planner/src/supplies';
import { PLAN_MEALS, type MealPlan, type PlanOptions, type Purchase } from '../packages/planner/src/types';
import { BASKETS, basketPurchases, receiptBaskets, type Basket } from './planner-baskets';
import { rng } from './seeded-random';

const TODAY = '2025-06-02';
const SCENARIOS: { name: string; options: Omit<PlanOptionsInput, 'today'> }[] = [
  { name: 'defaults (3 days)', options: {} },
  { name: '7 days vegetarian, household 4', options: { days: 7, dietary_restrictions: ['vegetarian'], household_size: 4 } },
  { name: '14 days easy, max 30 min', options: { days: 14, difficulty: 'easy', max_prep_time: 30 } },
  { name: '5 days vegan Italian or Mexican', options: { days: 5, dietary_restrictions: ['vegan'], cuisine_preferences: ['italian', 'mexican'] } },
];
const args = parseArgs({ options: { scenario: { type: 'string' }, scale: { type: 'string' } } }).values;
const only = Number(args.scenario ?? 0);
const RUN = only > 0 ? SCENARIOS.slice(only - 1, only) : SCENARIOS;
type Method = 'planner' | 'greedy' | 'random';
const METHODS: Method[] = ['planner', 'greedy', 'random'];

const context = scaled(defaultContext(), Number(args.scale ?? 0));
const { catalogue, food } = context;

/** The catalogue padded to `size` recipes with renamed copies of its meals (only to time a bigger catalogue). */
function scaled(base: PlannerContext, size: number): PlannerContext {
  const meals = base.catalogue.recipes.filter((r) => r.meal_type !== 'snack');
  const copies = Array.from({ length: Math.max(0, size - base.catalogue.recipes.length) }, (_, i) => {
    const r = meals[i % meals.length]!;
    const round = Math.floor(i / meals.length) + 2;
    return { ...r, slug: `${r.slug}-${round}`, name: `${r.name} ${round}` };
  });
  if (copies.length === 0) return base;
  const recipes = [...base.catalogue.recipes, ...copies];
  return { ...base, catalogue: { ...base.catalogue, recipes, bySlug: new Map(recipes.map((r) => [r.slug, r])) } };
}

/** Random baseline: slot by slot, any unused recipe that meets the hard constraints (enough dinners kept for dinner). */
function randomSchedule(options: PlanOptions, seed: number): ScheduledMeal[] {
  const random = rng(seed);
  const unused = catalogue.recipes.filter((r) => meetsHardConstraints(r, options));
  const schedule: ScheduledMeal[] = [];
  for (let day = 1; day <= options.days; day++) {
    for (const meal of PLAN_MEALS) {
      const dinnersLeft = unused.filter((r) => r.meal_type === 'dinner').length;
      const fits = unused.filter(
        (r) => slotAccepts(meal, r.meal_type) && !(meal === 'lunch' && r.meal_type === 'dinner' && dinnersLeft <= options.days - day + 1),
      );
      if (fits.length === 0) throw new PlanInfeasibleError('too few recipes', { kind: meal, available: 0, needed: options.days }, []);
      const recipe = fits[Math.floor(random() * fits.length)]!;
      unused.splice(unused.indexOf(recipe), 1);
      schedule.push({ day, meal, recipe });
    }
  }
  return schedule;
}

async function plan(method: Method, purchases: Purchase[], options: PlanOptions, seed: number): Promise<Pick<MealPlan, 'recipes' | 'metrics'>> {
  if (method !== 'random') return planMealsWith(context, purchases, options, { method: method === 'planner' ? 'mip' : 'greedy' });
  const pantry = buildPantry(purchases, options.today, food);
  const wanted = catalogue.recipes.flatMap((r) => [...r.grams_per_serving.keys()]);
  const supplies = buildSupplies(pantry, wanted, food, options.dietary_restrictions);
  const { recipes, metrics } = allocatePlan(randomSchedule(options, seed), pantry, supplies, options.household_size, food, options.days);
  const dietMarks = ruledOutByDiets(metrics.leftovers, options.dietary_restrictions, food);
  return { recipes, metrics: { ...metrics, ...dietMarks, ignored_purchases: pantry.ignored, outside_preferences: [] } };
}

interface Sample {
  scenario: string;
  method: Method;
  basket: Basket;
  ms: number;
  itemsUsed: number;
  /** Share of the items that some recipe allowed by the request's hard constraints can cook (a vegan plan cannot use pork). */
  usableUsed: number;
  byWeight: number;
  /** Share by weight of what spoils within the plan's days (good through a day <= days) that the plan uses. */
  spoilingUsed: number;
  /** The same, of the spoiling items some allowed recipe can cook. */
  spoilingUsableUsed: number;
  buysPerDay: number;
  violations: number;
  /** Purchased items the plan reports on (one per ingredient). */
  items: number;
}

/** Purchased items that some recipe meeting the request's hard constraints can draw on, directly or as a stand-in. */
function usableItems(pantry: Pantry, options: PlanOptions): Set<string> {
  const eligible = catalogue.recipes.filter((r) => meetsHardConstraints(r, options));
  const supplies = buildSupplies(pantry, eligible.flatMap((r) => [...r.grams_per_serving.keys()]), food, options.dietary_restrictions);
  return new Set([...supplies.values()].flatMap((sources) => sources.map((s) => s.item.ingredient)));
}

/** Would the request be possible without its cuisine preferences? Then only preferences blocked it. */
function onlyPreferencesBlock(options: PlanOptions): boolean {
  if (options.cuisine_preferences.length === 0) return false;
  const hard = { ...options, cuisine_preferences: [] };
  const pool = catalogue.recipes.filter((r) => meetsHardConstraints(r, hard));
  const count = (meal: string) => pool.filter((r) => r.meal_type === meal).length;
  return count('breakfast') >= options.days && count('dinner') >= options.days && count('lunch') + count('dinner') >= 2 * options.days;
}

const RECEIPTS = receiptBaskets();
const samples: Sample[] = [];
const refusals: { scenario: string; method: Method; basket: Basket; preferencesOnly: boolean; message: string }[] = [];
// One untimed plan warms up the WASM solver and the JIT, as a long-running server would be.
await planMealsWith(context, basketPurchases(BASKETS[0]!, TODAY), { days: 7, today: TODAY });

for (const scenario of RUN) {
  const options = parsePlanOptions({ ...scenario.options, today: TODAY });
  for (const [b, basket] of [...BASKETS, ...RECEIPTS].entries()) {
    const purchases = basketPurchases(basket, TODAY);
    const pantry = buildPantry(purchases, TODAY, food);
    const unknown = pantry.ignored.filter((i) => !i.reason.startsWith('spoiled'));
    if (unknown.length > 0) throw new Error(`${basket.name}: ${JSON.stringify(unknown)}`);
    for (const method of basket.region === 'receipt' ? ['planner' as const] : METHODS) {
      const start = performance.now();
      let planned: Pick<MealPlan, 'recipes' | 'metrics'>;
      try {
        planned = await plan(method, purchases, options, b * 7919 + options.days);
      } catch (error) {
        if (!(error instanceof PlanInfeasibleError)) throw error;
        refusals.push({ scenario: scenario.name, method, basket, preferencesOnly: onlyPreferencesBlock(options), message: error.message });
        continue;
      }
      const ms = performance.now() - start;
      const { metrics } = planned;
      const usable = usableItems(pantry, options);
      const usedUsable = metrics.leftovers.filter((l) => usable.has(l.ingredient) && l.used_g > 0).length;
      const spoiling = metrics.leftovers.filter((l) => l.good_through_day <= options.days);
      const spoilingBought = spoiling.reduce((s, l) => s + l.purchased_g, 0);
      const spoilingUsable = spoiling.filter((l) => usable.has(l.ingredient));
      const spoilingUsableBought = spoilingUsable.reduce((s, l) => s + l.purchased_g, 0);
      samples.push({
        scenario: scenario.name,
        method,
        basket,
        ms,
        itemsUsed: metrics.used_share_by_item,
        usableUsed: usable.size > 0 ? usedUsable / usable.size : 1,
        byWeight: metrics.used_share_by_weight,
        spoilingUsed: spoilingBought > 0 ? spoiling.reduce((s, l) => s + l.used_g, 0) / spoilingBought : 1,
        spoilingUsableUsed: spoilingUsableBought > 0 ? spoilingUsable.reduce((s, l) => s + l.used_g, 0) / spoilingUsableBought : 1,
        buysPerDay: metrics.shopping_list.filter(countsAsPurchase).length / options.days,
        violations: planViolations(planned, options, catalogue, pantry, food).length,
        items: metrics.leftovers.length,
      });
    }
  }
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function row(label: string, of: Sample[], scenario: string, method: Method, baskets: (b: Basket) => boolean = () => true): string {
  const refused = refusals.filter((r) => r.scenario === scenario && r.method === method && baskets(r.basket));
  if (of.length === 0) return `| ${label} | ${method} | 0 | - | - | - | - | - | - | - | - | ${refused.length} | ${refused.filter((r) => r.preferencesOnly).length} | - |`;
  return (
    `| ${label} | ${method} | ${of.length} | ${pct(mean(of.map((s) => s.itemsUsed)))} | ${pct(mean(of.map((s) => s.usableUsed)))} | ` +
    `${pct(Math.min(...of.map((s) => s.itemsUsed)))} | ` +
    `${pct(mean(of.map((s) => s.spoilingUsed)))} | ${pct(mean(of.map((s) => s.spoilingUsableUsed)))} | ${pct(mean(of.map((s) => s.byWeight)))} | ${mean(of.map((s) => s.buysPerDay)).toFixed(2)} | ` +
    `${of.reduce((n, s) => n + s.violations, 0)} | ${refused.length} | ${refused.filter((r) => r.preferencesOnly).length} | ` +
    `${quantile(of.map((s) => s.ms), 0.95).toFixed(0)} |`
  );
}

const HEADER =
  '| scenario | method | plans | items used (goal >= 90%) | items used of those the hard constraints allow | worst basket | spoiling food used by weight (goal >= 80%) | of spoiling food the hard constraints allow | all food used by weight | ' +
  'non-staple items to buy per day (goal <= 2) | violations | refused | refused by preferences only (goal 0) | p95 ms (goal <= 1000) |';
const RULE = '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';

console.log(`# Planner benchmark\n`);
console.log(
  `${catalogue.recipes.length} recipes; ${BASKETS.length} baskets (${[...new Set(BASKETS.map((b) => b.region))].join(', ')}), bought on day 1 (${TODAY}); ` +
    `spec defaults unless the scenario says otherwise (household 2, easy, 60 min prep).\n`,
);
const isBasket = (b: Basket) => b.region !== 'receipt';
console.log(`## All baskets\n\n${HEADER}\n${RULE}`);
for (const scenario of RUN) {
  for (const method of METHODS) {
    const of = samples.filter((s) => s.scenario === scenario.name && s.method === method && isBasket(s.basket));
    console.log(row(scenario.name, of, scenario.name, method, isBasket));
  }
}
console.log(`\n## Non-Western grocers only (Korean, Chinese, Indian, Latin)\n\n${HEADER}\n${RULE}`);
for (const scenario of RUN) {
  const nonWestern = (b: Basket) => isBasket(b) && b.region !== 'western';
  const of = samples.filter((s) => s.scenario === scenario.name && s.method === 'planner' && nonWestern(s.basket));
  console.log(row(scenario.name, of, scenario.name, 'planner', nonWestern));
}
if (RECEIPTS.length > 0) {
  console.log(
    `\n## Real receipts as read (${RECEIPTS.length} photos with >= 3 food lines, read by the product's reader: fixtures/planner-receipts)\n\n${HEADER}\n${RULE}`,
  );
  const isReceipt = (b: Basket) => b.region === 'receipt';
  for (const scenario of RUN) {
    const of = samples.filter((s) => s.scenario === scenario.name && s.method === 'planner' && isReceipt(s.basket));
    console.log(row(scenario.name, of, scenario.name, 'planner', isReceipt));
  }
  // A food line the reader could not link to an ingredient is bought food no plan can use: counted as unused.
  const unlinked = RECEIPTS.reduce((n, b) => n + (b.unlinkedFood ?? 0), 0);
  const withUnlinked = (s: Sample) => (s.itemsUsed * s.items) / (s.items + (s.basket.unlinkedFood ?? 0));
  const perScenario = RUN.map((scenario) => {
    const of = samples.filter((s) => s.scenario === scenario.name && s.method === 'planner' && isReceipt(s.basket));
    return `${scenario.name} ${pct(mean(of.map(withUnlinked)))}`;
  });
  console.log(
    `\nThe reader kept ${unlinked} more food lines on these receipts without an ingredient; no plan can use them. ` +
      `Counting each as an unused item, items used: ${perScenario.join('; ')}.`,
  );
} else {
  console.log('\nNotice: no receipts in bench/fixtures/planner-receipts (npx tsx bench/read-planner-receipts.ts writes them).');
}
console.log(`\n## Per basket, the planner: items used / spoiling food used / items to buy per day\n`);
console.log(`| basket | ${RUN.map((s) => s.name).join(' | ')} |`);
console.log(`|---|${RUN.map(() => '---').join('|')}|`);
for (const basket of BASKETS) {
  const cells = RUN.map((scenario) => {
    const s = samples.find((x) => x.scenario === scenario.name && x.method === 'planner' && x.basket === basket);
    return s ? `${pct(s.itemsUsed)} / ${pct(s.spoilingUsed)} / ${s.buysPerDay.toFixed(1)}` : 'refused';
  });
  console.log(`| ${basket.name} | ${cells.join(' | ')} |`);
}
const distinct = [...new Set(refusals.filter((r) => r.method === 'planner').map((r) => `${r.scenario}: ${r.message}`))];
if (distinct.length > 0) console.log(`\nRefusals (planner):\n${distinct.map((m) => `- ${m}`).join('\n')}`);
console.log(`\nLoad average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores.`);
