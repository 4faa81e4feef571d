import { allRecipes } from '@forkcast/planner';
import type { Config } from '../config.js';
import type { Metrics } from '../plugins/metrics.js';
import type { JobService } from './jobs/job-service.js';
import { createKitchenService } from './kitchen/kitchen-service.js';
import { utcToday } from './kitchen/register-kitchen.js';
import { createMealPlanService } from './meal-plans/meal-plan-service.js';
import { createPlannerThread } from './meal-plans/planner-thread.js';
import { createReadingThreads } from './receipts/reading-threads.js';
import { createReceiptService } from './receipts/receipt-service.js';
import type { Repositories } from './repositories.js';
import { createPlanService } from './subscriptions/plan-service.js';
import { createUsageService } from './subscriptions/usage-service.js';

/** A job older than this no longer counts against the upload bounds: the API process that admitted it died. */
const UPLOAD_STALE_AFTER_MS = 15 * 60_000;

/**
 * The services behind receipts, the kitchen's stock and meal plans, shared by the routes that queue their jobs (API processes) and the
 * workers that run them (worker processes); `all` does both. The threads start on first use, so a process that
 * only queues never starts one.
 */
export function createFeatureServices(deps: { config: Config; repositories: Repositories; jobs: JobService; metrics: Metrics }) {
  const { config, repositories, jobs, metrics } = deps;
  const plans = createPlanService(repositories.subscriptions, config.plans);
  const usage = createUsageService({ usage: repositories.usage, plans, operationCosts: config.plans.operationCosts });
  const planner = createPlannerThread(metrics.planned);
  const readingThreads = createReadingThreads(config.ocrEngine, metrics.receiptRead);
  const receipts = createReceiptService({
    repository: repositories.receipts,
    jobs,
    threads: readingThreads,
    usage,
    bounds: { perUser: config.uploads.perUser, maxQueued: config.uploads.maxWaiting, staleAfterMs: UPLOAD_STALE_AFTER_MS },
  });
  const kitchen = createKitchenService({
    stock: repositories.stock,
    receipts: repositories.receipts,
    receiptList: repositories.receiptList,
    today: utcToday,
  });
  const mealPlans = createMealPlanService({
    kitchenPurchases: kitchen.purchases,
    mealPlans: repositories.mealPlans,
    receipts: repositories.receipts,
    users: repositories.users,
    plans,
    usage,
    catalogue: repositories.recipeCatalogue,
    recipes: allRecipes,
    planner,
    jobs,
  });
  return {
    plans,
    usage,
    receipts,
    kitchen,
    mealPlans,
    async close(): Promise<void> {
      await Promise.all([planner.close(), readingThreads.close()]);
    },
  };
}

export type FeatureServices = ReturnType<typeof createFeatureServices>;

/** Makes this process a worker: it takes receipt readings (RECEIPT_READERS at once) and plan generations (one at a time). */
export async function runJobs(jobs: JobService, services: FeatureServices, config: Config): Promise<void> {
  await jobs.handle('read_receipt', config.queue.receiptReaders, (job) => services.receipts.readJob(job));
  // The planner thread solves one plan at a time: more at once would only queue on it.
  await jobs.handle('plan_meals', 1, (job) => services.mealPlans.planJob(job));
  await jobs.handleGaveUp();
}
