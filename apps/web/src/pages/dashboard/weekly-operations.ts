import type { UsageInfo, UsageOperation } from '@forkcast/contracts';

/** The two counted operations as the dashboard names them, with the week's ceiling each counts against. */
export const WEEKLY_OPERATIONS: {
  operation: UsageOperation;
  label: string;
  weeklyLimit: keyof UsageInfo['plan_limits'];
}[] = [
  { operation: 'receipt_processing', label: 'Receipts processed', weeklyLimit: 'weekly_receipt_limit' },
  { operation: 'meal_plan_generation', label: 'Meal plans generated', weeklyLimit: 'weekly_meal_plan_limit' },
];
