import type { UsageOperation } from '@forkcast/contracts';

/** The two operations counted against the weekly allowance, named as the dashboard shows them. */
export const WEEKLY_OPERATIONS: { operation: UsageOperation; label: string }[] = [
  { operation: 'receipt_processing', label: 'Receipts processed' },
  { operation: 'meal_plan_generation', label: 'Meal plans generated' },
];
