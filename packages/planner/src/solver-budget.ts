/** The solver's limit when the machine is idle: on 3-day plans it usually proves the optimum well within it. */
export const DEFAULT_TIME_LIMIT_MS = 450;
/**
 * A plan should answer within about a second even on a busy machine. The work around the solver stretches with the
 * load alike: before it the pantry, candidates and greedy start; after it the model, use-it-up, cook once eat twice,
 * snacks and the allocation, which together take about as long as what came before (measured on 7-day plans). So the
 * solver gets what this budget leaves after twice the time already spent.
 */
export const PLAN_BUDGET_MS = 900;
/**
 * Below this HiGHS rarely gets past presolve and the greedy start stands. On 7-day plans for four the solver is still
 * at its root node at 450 ms, so a shorter limit under load costs little (the plan's figures did not move when the
 * limit shrank on a loaded machine) while it keeps the slowest plans near the budget.
 */
export const MIN_TIME_LIMIT_MS = 150;

/** The solver's wall-time limit once the plan has spent `spentMs` (wall time) preparing it. */
export function solverTimeLimitMs(spentMs: number): number {
  return Math.max(MIN_TIME_LIMIT_MS, Math.min(DEFAULT_TIME_LIMIT_MS, PLAN_BUDGET_MS - 2 * spentMs));
}
