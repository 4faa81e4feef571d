import type { PlanType } from '@forkcast/contracts';

/** Plan names as people read them (the dashboard also names Enterprise, spec section 1). */
export const PLAN_NAMES: Record<PlanType, string> = { free: 'Free', premium: 'Premium', enterprise: 'Enterprise' };
