import { exportFileName, type MealPlan } from '@forkcast/contracts';
import { AppError } from '../../../errors.js';
import type { PlanService } from '../../subscriptions/plan-service.js';
import type { MealPlanRepository } from '../meal-plan-repository.js';
import { planToCsv } from './plan-csv.js';
import { renderPlanPdf } from './plan-pdf.js';

export type ExportFormat = 'json' | 'csv' | 'pdf';

/** A file to hand to the browser as a download. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string | Buffer;
}

const writers: Record<ExportFormat, { contentType: string; write: (plan: MealPlan) => string | Promise<Buffer> }> = {
  // The plan as GET /api/recipes/meal-plans/:id answers it, indented for people who open the file.
  json: { contentType: 'application/json; charset=utf-8', write: (plan) => `${JSON.stringify(plan, null, 2)}\n` },
  csv: { contentType: 'text/csv; charset=utf-8; header=present', write: planToCsv },
  pdf: { contentType: 'application/pdf', write: (plan) => renderPlanPdf(plan) },
};

/** Exports (spec section 4): Premium and Enterprise only; a plan of another user is not found, as everywhere. */
export function createMealPlanExportService(deps: { mealPlans: MealPlanRepository; plans: PlanService }) {
  const { mealPlans, plans } = deps;
  return {
    async export(userId: string, planId: string, format: ExportFormat): Promise<ExportFile> {
      // Asked first, so a free user learns nothing about which plan ids exist.
      if (!(await plans.hasPremiumAccess(userId))) throw new AppError('EXPORT_PREMIUM_ONLY');
      const plan = await mealPlans.find(userId, planId, true);
      if (!plan) throw new AppError('MEAL_PLAN_NOT_FOUND');
      const { contentType, write } = writers[format];
      return { fileName: exportFileName(plan.name, format), contentType, body: await write(plan) };
    },
  };
}

export type MealPlanExportService = ReturnType<typeof createMealPlanExportService>;
