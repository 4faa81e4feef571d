import type { PlanInfo } from '@forkcast/contracts';

/**
 * Paid access (spec section 4): a Premium or Enterprise plan, as the plan endpoint answers it. The server derives the
 * plan type from an active subscription and enforces its limits by the same rule, so the web never offers what the
 * server would refuse. The one place the web decides "premium".
 */
export function hasPaidAccess(plan: Pick<PlanInfo, 'plan_type'> | null | undefined): boolean {
  return plan?.plan_type === 'premium' || plan?.plan_type === 'enterprise';
}
