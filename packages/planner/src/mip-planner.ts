import loadHighs, { type Highs } from 'highs';
import type { ScheduledMeal } from './allocate';
import type { ChosenRecipe } from './arrange-days';
import { BUY_ITEM_COST, SHORTFALL_G, USED_ITEM_VALUE, purchaseKey, sourceValue, type Candidate, type Valuation } from './candidates';
import type { Pantry } from './pantry';
import { COOK_ONCE_VALUE } from './leftovers';
import { drawFrom, type Source } from './supplies';
import { cookingOrder } from './plan-value';
import { slotAccepts } from './slots';
import { PLAN_MEALS } from './types';
import { CUISINE_PENALTY, MAIN_REPEAT_PENALTY, cuisineCap, mainIngredientCap } from './variety';

/** Map.groupBy arrives in Node 21; this runs on Node 20. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

let highsPromise: Promise<Highs> | undefined;
/** One WASM instance per process: loading costs ~80 ms, solving reuses it. */
function highs(): Promise<Highs> {
  highsPromise ??= loadHighs();
  return highsPromise;
}

/**
 * Measured on 14-day models (~400 columns): symmetry detection and the feasibility-jump/RINS/RENS heuristics
 * cost up to 1.4 s CPU in the WASM build without improving on the greedy start; without them a solve takes ~150 ms.
 */
const SOLVER_OPTIONS = {
  output_flag: false,
  mip_rel_gap: 0.002,
  mip_detect_symmetry: false,
  mip_heuristic_run_feasibility_jump: false,
  mip_heuristic_run_rins: false,
  mip_heuristic_run_rens: false,
  mip_heuristic_effort: 0.02,
} as const;

interface Column {
  cost: number;
  upper: number;
  integer: boolean;
}
interface Row {
  indices: number[];
  values: number[];
  lower: number;
  upper: number;
}
/** A binary "cook this recipe for this meal by this day" column. */
interface Placement extends ChosenRecipe {
  col: number;
}
/** Flow columns are keyed by purchased item and the recipe ingredient it provides. */
const flowKey = (item: string, ingredient: string) => `${item}>${ingredient}`;
/**
 * What the model counts for a lunch of leftovers: half of COOK_ONCE_VALUE, as it does not see what doubling the
 * dinner adds (more of a purchase used, but also a second pack of gnocchi on the list when one was bought).
 */
const LEFTOVER_LUNCH_VALUE = COOK_ONCE_VALUE / 2;
/** A purchased item counts as used once the plan takes this many grams of it (or all of it, if less was bought). */
const USE_MIN_G = 20;

export interface MipResult {
  chosen: ChosenRecipe[];
  /** Lunches served from a dinner cooked twice as big: `days` less the lunches in `chosen`. */
  leftoverLunches: number;
  /** HiGHS model status, e.g. "optimal" or "timeLimit". */
  status: string;
}

export interface MipInput {
  candidates: readonly Candidate[];
  pantry: Pantry;
  days: number;
  cuisinesAllowed: number;
  /** A feasible plan (the greedy one, with its lunches of leftovers) handed to HiGHS as its first incumbent. */
  start: readonly ScheduledMeal[];
  timeLimitSeconds: number;
  /** Item values and shared purchases of this plan (candidates.ts); the constants alone without it. */
  valuation?: Valuation;
}

/**
 * The model. x[c,t,m] = 1 when recipe c is cooked for meal m on some day <= t, where t ranges over the days
 * on which a purchased item c can draw on stops being good (and the last plan day). Because usage only depends on
 * whether a recipe comes before an item spoils, deadlines are all the time detail the objective needs; the
 * days themselves are set afterwards, earliest deadline first.
 * f_ij >= 0 are the grams of recipe ingredient j taken from bought item i (i = j, or i stands in for j).
 * u_i binary: bought item i is used at all; z_j binary: non-staple ingredient j goes on the shopping list (ingredients
 * that stand in for each other share one z: one bag of jasmine rice serves the white rice too).
 * v integer in [0, days - 1]: lunches of leftovers (the second half of an earlier dinner), filling lunch slots.
 *   max  sum_ij (w_i + e - p_ij) f_ij - sum_x fixed_c x + sum_i U_i u_i - B sum_j z_j + V v - P_main sum_g s_g - P_cuisine sum_k s_k
 *   (U_i = USED_ITEM_VALUE, or a quarter of it for items the snacks would use anyway: snacks.ts snackUsedValues)
 *   (fixed_c = e x non-staple grams of c + the light-meal charge - the preference bonus; buying what was not bought
 *    costs e per gram; p_ij = the stand-in penalty, 0 for the exact item)
 *   s.t. sum_{c,t'<=t} x[c,t',m] <= t  for every breakpoint t and meal m    (deadlines fit in the days)
 *        sum_{c,t} x[c,t,m] (+ v for lunch) = days  for every meal m         (every slot filled)
 *        sum_{t,m} x[c,t,m] <= 1        for every recipe                     (no repeats)
 *        sum_{i: good_i <= t} f_ij <= sum_{c, t' <= t} g_cj x[c,t',m]
 *                                       for each j and each t among its sources' good days
 *                                       (use only what is still good; with nested windows these prefix
 *                                        rows are exactly the conditions for a feasible hand-out)
 *        sum_j f_ij <= bought_i                                             (no more than was bought)
 *        min(20 g, bought_i) u_i <= sum_j f_ij                              (an item counts as used)
 *        sum_x g_xj x - sum_i f_ij <= M_j z_j  for j that purchases provide  (buy what they do not cover)
 *        sum_{x of c} x <= z_j                 for j that nothing bought provides, per recipe c using j
 *        sum x[main g] - s_g <= cap,  sum x[cuisine k] - s_k <= cap          (soft variety)
 */
export async function solvePlanMip(input: MipInput): Promise<MipResult> {
  const { candidates, pantry, days } = input;
  const columns: Column[] = [];
  const rows: Row[] = [];
  const addColumn = (col: Column) => columns.push(col) - 1;

  const placements: Placement[] = [];
  const breakpoints = new Set<number>([days]);
  for (const candidate of candidates) {
    const deadlines = new Set([days]);
    for (const item of candidate.items) if (item.goodThroughDay < days) deadlines.add(item.goodThroughDay);
    for (const meal of PLAN_MEALS) {
      if (!slotAccepts(meal, candidate.recipe.meal_type)) continue;
      for (const deadline of deadlines) {
        breakpoints.add(deadline);
        const col = addColumn({ cost: -candidate.fixedCost, upper: 1, integer: true });
        placements.push({ candidate, meal, deadline, col });
      }
    }
  }

  // Lunches of leftovers: each fills a lunch slot from day 2 on with the second half of an earlier dinner (cooked
  // once, eaten twice), takes and buys nothing itself and saves cooking a meal. Which dinner is cooked twice is
  // settled after the solve (leftovers.ts); the model only counts them, in the last lunch row, as they may fall late.
  const leftoverCol = addColumn({ cost: LEFTOVER_LUNCH_VALUE, upper: days - 1, integer: true });
  for (const meal of PLAN_MEALS) {
    const ofMeal = placements.filter((p) => p.meal === meal);
    for (const t of breakpoints) {
      const due = ofMeal.filter((p) => p.deadline <= t);
      const leftovers = meal === 'lunch' && t === days ? [leftoverCol] : [];
      rows.push({ indices: [...due.map((p) => p.col), ...leftovers], values: [...due.map(() => 1), ...leftovers.map(() => 1)], lower: t === days ? days : 0, upper: t });
    }
  }
  const byCandidate = groupBy(placements, (p) => p.candidate);
  for (const group of byCandidate.values()) {
    rows.push({ indices: group.map((p) => p.col), values: group.map(() => 1), lower: 0, upper: 1 });
  }

  // Which placements need each supplied ingredient, and the sources that can provide it (the same for every recipe).
  const demand = new Map<string, { p: Placement; grams: number }[]>();
  const sourcesOf = new Map<string, readonly Source[]>();
  for (const p of placements) {
    for (const line of p.candidate.supplied) {
      sourcesOf.set(line.ingredient, line.sources);
      const list = demand.get(line.ingredient) ?? [];
      list.push({ p, grams: line.grams });
      demand.set(line.ingredient, list);
    }
  }
  const flowCols = new Map<string, number>();
  const flowsOfItem = new Map<string, number[]>();
  for (const [ingredient, sources] of sourcesOf) {
    const flows = sources.map((source) => {
      const col = addColumn({ cost: sourceValue(source), upper: source.item.grams, integer: false });
      flowCols.set(flowKey(source.item.ingredient, ingredient), col);
      flowsOfItem.set(source.item.ingredient, [...(flowsOfItem.get(source.item.ingredient) ?? []), col]);
      return { col, good: source.item.goodThroughDay };
    });
    for (const t of new Set(flows.map((f) => f.good))) {
      const supplying = flows.filter((f) => f.good <= t);
      const due = demand.get(ingredient)!.filter(({ p }) => p.deadline <= t);
      rows.push({
        indices: [...supplying.map((f) => f.col), ...due.map(({ p }) => p.col)],
        values: [...supplying.map(() => 1), ...due.map(({ grams }) => -grams)],
        lower: -Infinity,
        upper: 0,
      });
    }
  }
  const usedCols = new Map<string, number>();
  for (const item of pantry.items) {
    const cols = flowsOfItem.get(item.ingredient) ?? [];
    if (cols.length > 1) rows.push({ indices: cols, values: cols.map(() => 1), lower: -Infinity, upper: item.grams });
    if (cols.length === 0) continue;
    const used = addColumn({ cost: input.valuation?.usedValue?.get(item.ingredient) ?? USED_ITEM_VALUE, upper: 1, integer: true });
    usedCols.set(item.ingredient, used);
    rows.push({ indices: [used, ...cols], values: [Math.min(USE_MIN_G, item.grams), ...cols.map(() => -1)], lower: -Infinity, upper: 0 });
  }

  const needs = new Map<string, { p: Placement; grams: number }[]>();
  for (const p of placements) {
    for (const [id, grams] of p.candidate.neededGrams) needs.set(id, [...(needs.get(id) ?? []), { p, grams }]);
  }
  // One column per purchase: ingredients that one purchase covers (jasmine and white rice) share it.
  const buyKey = (id: string) => purchaseKey(input.valuation, id);
  const buyCols = new Map<string, number>();
  for (const [id, list] of needs) {
    let buy = buyCols.get(buyKey(id));
    if (buy === undefined) {
      buy = addColumn({ cost: -BUY_ITEM_COST, upper: 1, integer: true });
      buyCols.set(buyKey(id), buy);
    }
    const sources = sourcesOf.get(id);
    if (sources) {
      const flows = sources.map((source) => flowCols.get(flowKey(source.item.ingredient, id))!);
      const most = [...groupBy(list, (e) => e.p.candidate).values()].reduce((sum, group) => sum + Math.max(...group.map((e) => e.grams)), 0);
      rows.push({
        indices: [...list.map((e) => e.p.col), ...flows, buy],
        values: [...list.map((e) => e.grams), ...flows.map(() => -1), -most],
        lower: -Infinity,
        upper: SHORTFALL_G,
      });
    } else {
      for (const group of groupBy(list, (e) => e.p.candidate).values()) {
        rows.push({ indices: [...group.map((e) => e.p.col), buy], values: [...group.map(() => 1), -1], lower: -Infinity, upper: 0 });
      }
    }
  }

  const softCap = (groups: Map<string, Placement[]>, cap: number, penalty: number) => {
    const slackCols = new Map<string, number>();
    for (const [key, group] of groups) {
      if (new Set(group.map((p) => p.candidate)).size <= cap) continue;
      const slack = addColumn({ cost: -penalty, upper: Infinity, integer: false });
      slackCols.set(key, slack);
      rows.push({ indices: [...group.map((p) => p.col), slack], values: [...group.map(() => 1), -1], lower: -Infinity, upper: cap });
    }
    return slackCols;
  };
  const mainCap = mainIngredientCap(days);
  const perCuisine = cuisineCap(days, input.cuisinesAllowed);
  const mainSlack = softCap(groupBy(placements, (p) => p.candidate.recipe.main_ingredient), mainCap, MAIN_REPEAT_PENALTY);
  const cuisineSlack = softCap(groupBy(placements, (p) => p.candidate.recipe.cuisine_type), perCuisine, CUISINE_PENALTY);

  const solver = await highs();
  const model = solver.createModel({
    numCols: columns.length,
    numRows: rows.length,
    sense: solver.constants.objectiveSense.maximize,
    colCost: columns.map((c) => c.cost),
    colLower: columns.map(() => 0),
    colUpper: columns.map((c) => (c.upper === Infinity ? solver.infinity : c.upper)),
    rowLower: rows.map((r) => (r.lower === -Infinity ? -solver.infinity : r.lower)),
    rowUpper: rows.map((r) => r.upper),
    integrality: columns.map((c) => (c.integer ? 1 : 0)),
    matrix: toCsr(rows, columns.length),
  });
  try {
    model.options.set(SOLVER_OPTIONS);
    model.options.set({ time_limit: input.timeLimitSeconds });
    const start = startValues(input, { placements, flowCols, usedCols, buyCols, leftoverCol, needs, mainSlack, cuisineSlack, numCols: columns.length, mainCap, perCuisine });
    model.setSolution({ colValue: start });
    model.run();
    const status = statusName(solver, model.getModelStatus());
    const values = model.getSolution().colValue;
    const chosen = placements.filter((p) => (values[p.col] ?? 0) > 0.5).map(({ candidate, meal, deadline }) => ({ candidate, meal, deadline }));
    return { chosen, leftoverLunches: Math.round(values[leftoverCol] ?? 0), status };
  } finally {
    model.dispose();
  }
}

function toCsr(rows: readonly Row[], numCols: number) {
  const starts = new Int32Array(rows.length + 1);
  let nonzeros = 0;
  rows.forEach((row, i) => {
    nonzeros += row.indices.length;
    starts[i + 1] = nonzeros;
  });
  const indices = new Int32Array(nonzeros);
  const values = new Float64Array(nonzeros);
  let k = 0;
  for (const row of rows) {
    row.indices.forEach((col, j) => {
      indices[k] = col;
      values[k] = row.values[j]!;
      k++;
    });
  }
  return { format: 'csr' as const, numRows: rows.length, numCols, starts, indices, values };
}

/**
 * The greedy plan as a complete column vector: each recipe at the earliest deadline on or after its day, and the
 * flows of handing out the purchase day by day in that plan (feasible: a draw on day d <= good_i sits in a
 * placement whose deadline is at most good_i).
 */
interface ModelColumns {
  placements: readonly Placement[];
  flowCols: ReadonlyMap<string, number>;
  usedCols: ReadonlyMap<string, number>;
  buyCols: ReadonlyMap<string, number>;
  leftoverCol: number;
  needs: ReadonlyMap<string, { p: Placement; grams: number }[]>;
  mainSlack: ReadonlyMap<string, number>;
  cuisineSlack: ReadonlyMap<string, number>;
  numCols: number;
  mainCap: number;
  perCuisine: number;
}

function startValues(input: MipInput, model: ModelColumns): Float64Array {
  const { placements, flowCols, usedCols, buyCols, leftoverCol, needs, mainSlack, cuisineSlack, numCols, mainCap, perCuisine } = model;
  const x = new Float64Array(numCols);
  const remaining = new Map(input.pantry.items.map((item) => [item.ingredient, item.grams]));
  const mains = new Map<string, number>();
  const cuisines = new Map<string, number>();
  // A lunch of leftovers in the start counts in the leftover column; its dinner is one placement like any other.
  const inOrder = input.start.filter((m) => m.leftoversFrom === undefined).sort(cookingOrder);
  x[leftoverCol] = input.start.length - inOrder.length;
  for (const { day, meal, recipe } of inOrder) {
    const options = placements.filter((p) => p.candidate.recipe === recipe && p.meal === meal && p.deadline >= day);
    const best = options.sort((a, b) => a.deadline - b.deadline)[0];
    if (!best) continue;
    x[best.col] = 1;
    for (const line of best.candidate.supplied) {
      drawFrom(line.sources, line.grams, day, remaining, (source, grams) => {
        const col = flowCols.get(flowKey(source.item.ingredient, line.ingredient))!;
        x[col] = (x[col] ?? 0) + grams;
      });
    }
    mains.set(recipe.main_ingredient, (mains.get(recipe.main_ingredient) ?? 0) + 1);
    cuisines.set(recipe.cuisine_type, (cuisines.get(recipe.cuisine_type) ?? 0) + 1);
  }
  const drawnOf = (item: string) => [...flowCols].filter(([key]) => key.startsWith(`${item}>`)).reduce((sum, [, col]) => sum + (x[col] ?? 0), 0);
  for (const item of input.pantry.items) {
    const col = usedCols.get(item.ingredient);
    if (col !== undefined) x[col] = drawnOf(item.ingredient) >= Math.min(USE_MIN_G, item.grams) ? 1 : 0;
  }
  for (const [id, list] of needs) {
    const demand = list.reduce((sum, e) => sum + e.grams * (x[e.p.col] ?? 0), 0);
    const supplied = [...flowCols].filter(([key]) => key.endsWith(`>${id}`)).reduce((sum, [, c]) => sum + (x[c] ?? 0), 0);
    const col = buyCols.get(purchaseKey(input.valuation, id))!;
    if (demand - supplied > SHORTFALL_G) x[col] = 1;
  }
  for (const [main, col] of mainSlack) x[col] = Math.max(0, (mains.get(main) ?? 0) - mainCap);
  for (const [cuisine, col] of cuisineSlack) x[col] = Math.max(0, (cuisines.get(cuisine) ?? 0) - perCuisine);
  return x;
}

function statusName(solver: Highs, code: number): string {
  const entry = Object.entries(solver.constants.modelStatus).find(([, value]) => value === code);
  return entry?.[0] ?? `status ${code}`;
}

