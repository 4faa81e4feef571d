import { usePlan } from '../api/plan';
import { planFiguresWith, type OfferedPlan, type PlanFigures } from './plan-offers';

/** Both plans' figures for the pages that promise them (Pricing, Terms, the dashboard's comparison). */
export function usePlanFigures(): Record<OfferedPlan, PlanFigures> {
  return planFiguresWith(usePlan().data);
}
