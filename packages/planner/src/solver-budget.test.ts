import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_LIMIT_MS, MIN_TIME_LIMIT_MS, PLAN_BUDGET_MS, solverTimeLimitMs } from './solver-budget';

describe('solverTimeLimitMs', () => {
  it('gives the solver its usual limit when preparing the plan was quick', () => {
    expect(solverTimeLimitMs(80)).toBe(DEFAULT_TIME_LIMIT_MS);
  });

  it('shrinks the limit on a busy machine so the whole plan stays near the budget', () => {
    const spent = 300;
    const limit = solverTimeLimitMs(spent);
    expect(limit).toBeLessThan(DEFAULT_TIME_LIMIT_MS);
    expect(spent + limit + spent).toBeLessThanOrEqual(PLAN_BUDGET_MS);
  });

  it('never goes below the minimum, however slow the preparation', () => {
    expect(solverTimeLimitMs(5000)).toBe(MIN_TIME_LIMIT_MS);
  });
});
