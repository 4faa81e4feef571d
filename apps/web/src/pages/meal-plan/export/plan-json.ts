import type { MealPlan } from '@forkcast/contracts';

/** The plan as the server sent it, recipes in plan order, indented for people who open the file. */
export function planToJson(plan: MealPlan): string {
  return `${JSON.stringify(plan, null, 2)}\n`;
}
