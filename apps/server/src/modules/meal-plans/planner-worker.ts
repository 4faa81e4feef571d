import { parentPort } from 'node:worker_threads';
import { PlanInfeasibleError, PlanInputError, planMeals, type Purchase } from '@forkcast/planner';
import type { PlanOptionsInput } from '@forkcast/planner';

/** Runs the planner (catalogue load and HiGHS solve) on its own thread, so the API keeps answering meanwhile. */
export interface PlanJob {
  id: number;
  purchases: Purchase[];
  options: PlanOptionsInput;
}

export type PlanReply =
  | { id: number; ok: true; plan: Awaited<ReturnType<typeof planMeals>> }
  | { id: number; ok: false; kind: 'infeasible' | 'input' | 'crash'; message: string };

parentPort?.on('message', async (job: PlanJob) => {
  let reply: PlanReply;
  try {
    reply = { id: job.id, ok: true, plan: await planMeals(job.purchases, job.options) };
  } catch (error) {
    const kind = error instanceof PlanInfeasibleError ? 'infeasible' : error instanceof PlanInputError ? 'input' : 'crash';
    reply = { id: job.id, ok: false, kind, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
