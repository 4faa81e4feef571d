// Meal-plan benchmark: npm run bench:planner [-- --seeds N]
// Synthetic receipts of 8, 25 and 60 items (deterministic from a seed, drawn from food the catalogue cooks with)
// x no diet and each of the 8 diets x 3/7/14-day plans, planned four ways in the same run: the MIP planner,
// its freshness-aware greedy start on its own, a naive greedy (most grams of what is left, blind to spoilage)
// and random picks. Then a dozen realistic baskets (US, UK and German shops, as the receipt reader links them),
// planned with and without stand-ins (substitutes.ts). Prints markdown tables.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { allIngredients } from '@forkcast/food';
import { allocatePlan, type ScheduledMeal } from '../packages/planner/src/allocate';
import { isPantryStaple } from '../packages/planner/src/analyse-recipe';
import { meetsHardConstraints } from '../packages/planner/src/candidates';
import { defaultContext } from '../packages/planner/src/default-context';
import { PlanInfeasibleError } from '../packages/planner/src/infeasibility';
import { buildPantry, type Pantry } from '../packages/planner/src/pantry';
import { parsePlanOptions } from '../packages/planner/src/plan-options';
import { planMealsWith } from '../packages/planner/src/plan-meals';
import { planViolations } from '../packages/planner/src/plan-violations';
import { DIETS, type Diet } from '../packages/planner/src/recipe-schema';
import { slotAccepts } from '../packages/planner/src/slots';
import { buildSupplies } from '../packages/planner/src/supplies';
import { PLAN_MEALS, type PlanMetrics, type PlanOptions, type Purchase, type Recipe } from '../packages/planner/src/types';
import { rng } from './seeded-random';
import { BASKETS } from './typical-baskets';

const { values } = parseArgs({ options: { seeds: { type: 'string', default: '2' } } });
const SEEDS = Number(values.seeds);
const SIZES = [8, 25, 60];
const DAYS = [3, 7, 14];
const TODAY = '2025-06-02';
type Method = 'mip' | 'greedy' | 'overlap' | 'random';
const METHODS: Method[] = ['mip', 'greedy', 'overlap', 'random'];


const context = defaultContext();
const { catalogue, food } = context;

// What shoppers buy: non-staple ingredients the catalogue cooks with, more often the more recipes use them.
const usage = new Map<string, number>();
for (const r of catalogue.recipes) for (const id of r.grams_per_serving.keys()) usage.set(id, (usage.get(id) ?? 0) + 1);
const buyable = allIngredients().filter((i) => (usage.get(i.id) ?? 0) > 0 && !isPantryStaple(i, i.id));

function receipt(size: number, seed: number): Purchase[] {
  const random = rng(seed * 1000 + size);
  const pool = [...buyable];
  const purchases: Purchase[] = [];
  while (purchases.length < size && pool.length > 0) {
    const total = pool.reduce((s, i) => s + (usage.get(i.id) ?? 0), 0);
    let pick = random() * total;
    const index = pool.findIndex((i) => (pick -= usage.get(i.id) ?? 0) <= 0);
    const [item] = pool.splice(Math.max(0, index), 1);
    if (!item) break;
    const grams = item.gramsPerPackage ?? (item.gramsPerEach ? item.gramsPerEach * (2 + Math.floor(random() * 4)) : 500);
    const daysAgo = Math.floor(random() * 3);
    const purchased_on = new Date(Date.parse(TODAY) - daysAgo * 86_400_000).toISOString().slice(0, 10);
    purchases.push({ ingredient: item.id, quantity: Math.round(Math.min(3000, Math.max(80, grams))), unit: 'g', purchased_on });
  }
  return purchases;
}

/**
 * Fills slots in calendar order with a recipe chosen by `pick` among those that meet the hard constraints,
 * keeping enough dinner recipes for the dinner slots ahead.
 */
function slotBySlot(options: PlanOptions, pick: (fits: Recipe[], day: number) => Recipe): ScheduledMeal[] {
  const unused = catalogue.recipes.filter((r) => meetsHardConstraints(r, options));
  const schedule: ScheduledMeal[] = [];
  for (let day = 1; day <= options.days; day++) {
    for (const meal of PLAN_MEALS) {
      const dinnersLeft = unused.filter((r) => r.meal_type === 'dinner').length;
      const fits = unused.filter(
        (r) => slotAccepts(meal, r.meal_type) && !(meal === 'lunch' && r.meal_type === 'dinner' && dinnersLeft <= options.days - day + 1),
      );
      const recipe = pick(fits, day);
      unused.splice(unused.indexOf(recipe), 1);
      schedule.push({ day, meal, recipe });
    }
  }
  return schedule;
}

/** Random baseline: any recipe that fits. */
function randomSchedule(options: PlanOptions, seed: number): ScheduledMeal[] {
  const random = rng(seed);
  return slotBySlot(options, (fits) => fits[Math.floor(random() * fits.length)]!);
}

/** Naive greedy baseline: the recipe that uses the most grams of what is left, blind to spoilage. */
function overlapSchedule(options: PlanOptions, pantry: Pantry): ScheduledMeal[] {
  const left = new Map(pantry.items.map((i) => [i.ingredient, i.grams]));
  const overlap = (r: Recipe) =>
    [...r.grams_per_serving].reduce((sum, [id, g]) => sum + Math.min(g * options.household_size, left.get(id) ?? 0), 0);
  return slotBySlot(options, (fits) => {
    const best = fits.reduce((a, b) => (overlap(b) > overlap(a) ? b : a));
    for (const [id, g] of best.grams_per_serving) if (left.has(id)) left.set(id, Math.max(0, left.get(id)! - g * options.household_size));
    return best;
  });
}

interface Sample {
  method: Method;
  days: number;
  size: number;
  ms: number;
  cpuMs: number;
  /** The objective's own measure: used grams weighted by urgency over bought grams weighted alike. */
  weightedUse: number;
  status: string;
  metrics: Omit<PlanMetrics, 'ignored_purchases'>;
  violations: number;
}

async function runOne(method: Method, purchases: Purchase[], options: PlanOptions, pantry: Pantry, seed: number): Promise<Sample> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const planned = method === 'mip' || method === 'greedy' ? await planMealsWith(context, purchases, options, { method }) : undefined;
  const baseline = () => (method === 'random' ? randomSchedule(options, seed) : overlapSchedule(options, pantry));
  const supplies = () => buildSupplies(pantry, usage.keys(), food, options.dietary_restrictions);
  const plan = planned ?? allocatePlan(baseline(), pantry, supplies(), options.household_size, food);
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const violations = planViolations(plan, options, catalogue, pantry, food).length;
  let weightedUsed = 0;
  let weightedBought = 0;
  for (const l of plan.metrics.leftovers) {
    const weight = pantry.byIngredient.get(l.ingredient)?.weight ?? 0;
    weightedUsed += weight * l.used_g;
    weightedBought += weight * l.purchased_g;
  }
  return {
    method,
    days: options.days,
    size: purchases.length,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    weightedUse: weightedBought > 0 ? weightedUsed / weightedBought : 0,
    status: planned?.solver.status ?? method,
    metrics: plan.metrics,
    violations,
  };
}

const samples: Sample[] = [];
const infeasible: string[] = [];
let peakRss = 0;
// One untimed plan warms up the WASM solver and the JIT, as a long-running server would be.
await planMealsWith(context, receipt(25, 999), parsePlanOptions({ days: 7, difficulty: 'medium', today: TODAY }));
const rssStart = process.memoryUsage().rss;

for (let seed = 1; seed <= SEEDS; seed++) {
  for (const size of SIZES) {
    const purchases = receipt(size, seed);
    const pantry = buildPantry(purchases, TODAY, food);
    for (const diet of [undefined, ...DIETS] as (Diet | undefined)[]) {
      for (const days of DAYS) {
        const options = parsePlanOptions({
          days,
          household_size: 2,
          difficulty: 'medium',
          max_prep_time: 60,
          dietary_restrictions: diet ? [diet] : [],
          today: TODAY,
        });
        for (const method of METHODS) {
          try {
            samples.push(await runOne(method, purchases, options, pantry, seed * 7919 + days));
          } catch (error) {
            if (!(error instanceof PlanInfeasibleError)) throw error;
            if (method === 'mip') infeasible.push(`${diet ?? 'any'} ${days}d: ${error.message}`);
            break;
          }
          peakRss = Math.max(peakRss, process.memoryUsage().rss);
        }
      }
    }
  }
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function table(groupBy: 'days' | 'size', keys: number[]): string {
  const rows = [
    `| ${groupBy} | method | plans | median ms | p95 ms | p95 CPU ms | perishables used | urgency-weighted use | used by weight | items used | leftover g | extra purchase g | violations |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const key of keys) {
    for (const method of METHODS) {
      const of = samples.filter((s) => s[groupBy] === key && s.method === method);
      const ms = of.map((s) => s.ms);
      const cpu = of.map((s) => s.cpuMs);
      rows.push(
        `| ${key} | ${method} | ${of.length} | ${quantile(ms, 0.5).toFixed(0)} | ${quantile(ms, 0.95).toFixed(0)} | ${quantile(cpu, 0.95).toFixed(0)} | ` +
          `${pct(mean(of.map((s) => s.metrics.perishable_share_used)))} | ${pct(mean(of.map((s) => s.weightedUse)))} | ` +
          `${pct(mean(of.map((s) => s.metrics.used_share_by_weight)))} | ` +
          `${pct(mean(of.map((s) => s.metrics.used_share_by_item)))} | ` +
          `${mean(of.map((s) => s.metrics.purchased_g - s.metrics.used_g)).toFixed(0)} | ` +
          `${mean(of.map((s) => s.metrics.extra_purchase_g)).toFixed(0)} | ${of.reduce((n, s) => n + s.violations, 0)} |`,
      );
    }
  }
  return rows.join('\n');
}

console.log(`# Planner benchmark\n`);
console.log(
  `${catalogue.recipes.length} recipes; receipts of ${SIZES.join('/')} items x ${SEEDS} seeds; no diet and each of ${DIETS.length} diets; ` +
    `household 2, difficulty up to medium, prep <= 60 min; today ${TODAY}, items bought 0-2 days before.\n`,
);
console.log(`## By plan length\n\n${table('days', DAYS)}\n`);
console.log(`## By receipt size\n\n${table('size', SIZES)}\n`);
console.log(
  `Memory: RSS ${(rssStart / 2 ** 20).toFixed(0)} MB after warm-up, peak ${(peakRss / 2 ** 20).toFixed(0)} MB over ${samples.length} plans.`,
);
const statuses = new Map<string, number>();
for (const s of samples.filter((x) => x.method === 'mip')) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
console.log(`HiGHS outcomes: ${[...statuses].map(([status, n]) => `${status} ${n}`).join(', ')}.`);
console.log(`Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores.`);
console.log(`Infeasible requests (explained, not planned): ${infeasible.length}`);
for (const line of infeasible) console.log(`- ${line}`);

function basket(text: string): Purchase[] {
  return text.split(',').map((entry) => {
    const [ingredient, quantity, ...unit] = entry.trim().split(/\s+/);
    return { ingredient: ingredient!, quantity: Number(quantity), unit: unit.join(' '), purchased_on: TODAY };
  });
}

interface BasketRun {
  name: string;
  days: number;
  before: PlanMetrics;
  after: PlanMetrics;
  ms: number;
}
const basketRuns: BasketRun[] = [];
for (const [name, text] of Object.entries(BASKETS)) {
  const purchases = basket(text);
  for (const days of DAYS) {
    const options = { days, household_size: 2, difficulty: 'medium' as const, max_prep_time: 60, today: TODAY };
    const before = await planMealsWith(context, purchases, options, { substitutes: false });
    const unknown = before.metrics.ignored_purchases.filter((i) => !i.reason.startsWith('spoiled'));
    if (unknown.length > 0) throw new Error(`${name}: ${JSON.stringify(unknown)}`);
    const start = performance.now();
    const after = await planMealsWith(context, purchases, options);
    basketRuns.push({ name, days, before: before.metrics, after: after.metrics, ms: performance.now() - start });
  }
}

console.log(`\n## Realistic baskets: share of the purchase cooked, exact matches only -> with stand-ins\n`);
console.log(`${Object.keys(BASKETS).length} baskets, household 2, difficulty up to medium, prep <= 60 min, bought on day 1.\n`);
console.log('| basket | items | 3 days by weight | 7 days by weight | 14 days by weight | 7 days items used | stand-ins used (7 days) |');
console.log('|---|---|---|---|---|---|---|');
const share = (before: number, after: number) => `${pct(before)} -> ${pct(after)}`;
for (const name of Object.keys(BASKETS)) {
  const runs = basketRuns.filter((r) => r.name === name);
  const of = (days: number) => runs.find((r) => r.days === days)!;
  const week = of(7);
  const stand = week.after.substitutions.map((x) => `${x.bought}->${x.used_as}`).join(', ');
  console.log(
    `| ${name} | ${week.after.leftovers.length} | ` +
      `${DAYS.map((d) => share(of(d).before.used_share_by_weight, of(d).after.used_share_by_weight)).join(' | ')} | ` +
      `${share(week.before.used_share_by_item, week.after.used_share_by_item)} | ${stand || '-'} |`,
  );
}
for (const days of DAYS) {
  const runs = basketRuns.filter((r) => r.days === days);
  console.log(
    `\n${days} days, mean of ${runs.length} baskets: by weight ${share(mean(runs.map((r) => r.before.used_share_by_weight)), mean(runs.map((r) => r.after.used_share_by_weight)))}, ` +
      `items used ${share(mean(runs.map((r) => r.before.used_share_by_item)), mean(runs.map((r) => r.after.used_share_by_item)))}, ` +
      `perishables ${share(mean(runs.map((r) => r.before.perishable_share_used)), mean(runs.map((r) => r.after.perishable_share_used)))}, ` +
      `extra purchase ${mean(runs.map((r) => r.before.extra_purchase_g)).toFixed(0)} g -> ${mean(runs.map((r) => r.after.extra_purchase_g)).toFixed(0)} g; ` +
      `p95 ${quantile(runs.map((r) => r.ms), 0.95).toFixed(0)} ms.`,
  );
}

