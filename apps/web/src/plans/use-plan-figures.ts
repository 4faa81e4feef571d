import { usePlanCatalogue } from '../api/plan';
import { offeredPlanFigures, type OfferedPlan, type PlanFigures } from './plan-offers';

/** Both offered plans' figures for the pages that promise them (Pricing, Terms, the dashboard's comparison). */
export function usePlanFigures(): Record<OfferedPlan, PlanFigures> {
  return offeredPlanFigures(usePlanCatalogue().data);
}
