/** Soft variety rules shared by the greedy planner and the MIP, in objective units (about one urgent gram each). */

/** A main ingredient may lead this many meals in a plan before each further one costs MAIN_REPEAT_PENALTY. */
export function mainIngredientCap(days: number): number {
  return Math.max(1, Math.ceil(days / 3));
}
export const MAIN_REPEAT_PENALTY = 250;

/** Without a single chosen cuisine, one cuisine may fill this many meals before each further one costs CUISINE_PENALTY. */
export function cuisineCap(days: number, cuisinesAllowed: number): number {
  return cuisinesAllowed === 1 ? 3 * days : Math.ceil(0.4 * 3 * days);
}
export const CUISINE_PENALTY = 120;
