import { meetsHardConstraints } from './candidates';
import { slotShortfalls, type SlotShortfall } from './slots';
import type { PlanOptions, Recipe } from './types';

/** The request cannot be met by the catalogue; the message says which constraint binds and what to relax. */
export class PlanInfeasibleError extends Error {
  override readonly name = 'PlanInfeasibleError';
  constructor(
    message: string,
    readonly shortfall: SlotShortfall,
    /** Options that, relaxed on their own, would make the plan possible. */
    readonly relax: string[],
  ) {
    super(message);
  }
}

function describeSelection(options: PlanOptions, shortfall: SlotShortfall, have: number): string {
  const diets = options.dietary_restrictions.join(' ');
  const one = have === 1;
  const meal = shortfall.kind === 'lunch' ? `lunch or dinner recipe${one ? '' : 's'}` : `${shortfall.kind}${one ? '' : 's'}`;
  const difficulty = options.difficulty === 'hard' ? '' : ` rated ${options.difficulty === 'easy' ? 'easy' : 'easy or medium'}`;
  const noun = [diets, meal].filter(Boolean).join(' ');
  return `${noun}${difficulty} ${one ? 'takes' : 'take'} ${options.max_prep_time} minutes of prep or less`;
}

function counts(shortfall: SlotShortfall, days: number): { have: number; need: number } {
  // For lunch the shortfall counts what is left after dinners; the message speaks of both meals together.
  return shortfall.kind === 'lunch'
    ? { have: shortfall.available + days, need: 2 * days }
    : { have: shortfall.available, need: shortfall.needed };
}

function relaxations(options: PlanOptions): { label: string; options: PlanOptions }[] {
  const out: { label: string; options: PlanOptions }[] = [];
  for (const diet of options.dietary_restrictions) {
    const rest = options.dietary_restrictions.filter((d) => d !== diet);
    out.push({ label: `the ${diet} restriction`, options: { ...options, dietary_restrictions: rest } });
  }
  if (options.max_prep_time < 180) out.push({ label: 'the prep time', options: { ...options, max_prep_time: 180 } });
  if (options.difficulty !== 'hard') out.push({ label: 'the difficulty', options: { ...options, difficulty: 'hard' } });
  return out;
}

/**
 * Throws PlanInfeasibleError when the hard constraints (diets, difficulty, prep time, recipes the user would not make
 * again) leave too few recipes for a no-repeat plan. Cuisine preferences never block a plan: they only rank recipes.
 */
export function assertFeasible(catalogue: readonly Recipe[], eligible: readonly Recipe[], options: PlanOptions): void {
  const shortfall = slotShortfalls(eligible, options.days)[0];
  if (!shortfall) return;
  const { have, need } = counts(shortfall, options.days);
  const fixes = relaxations(options)
    .filter(({ options: relaxed }) => {
      const pool = catalogue.filter((r) => meetsHardConstraints(r, relaxed));
      return slotShortfalls(pool, options.days).length === 0;
    })
    .map((f) => f.label);
  const advice =
    fixes.length > 0
      ? `Relax ${fixes.join(' or ')}.`
      : options.days > 3
        ? 'No single change is enough: relax several options or plan fewer days.'
        : 'No single change is enough: relax several options.';
  const message = `Only ${have} ${describeSelection(options, shortfall, have)}; a ${options.days}-day plan needs ${need}. ${advice}`;
  throw new PlanInfeasibleError(message, shortfall, fixes);
}
