// The CLI as a user runs it: one JSON object out, or one JSON error line and exit code 1.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'planner-cli-'));
const receiptItems = [
  { raw: 'ATL SALMON', ingredient: 'salmon', name: 'salmon', quantity: 0.5, unit: 'kg', price: 11.99, confidence: 0.9, is_food: true },
  { raw: 'LG EGGS', ingredient: 'egg', name: 'egg', quantity: 12, unit: 'each', price: 4.29, confidence: 0.9, is_food: true },
  { raw: 'BAG FEE', ingredient: null, name: 'bag', quantity: 1, unit: 'each', price: 0.1, confidence: 0.9, is_food: false },
];

async function cli(input: unknown, ...args: string[]) {
  const file = join(dir, `input-${args.join('_') || 'plain'}.json`);
  writeFileSync(file, JSON.stringify(input));
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI, '--input', file, ...args]);
    return { code: 0, lines: stdout.trim().split('\n') };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, lines: failed.stdout.trim().split('\n') };
  }
}

describe('npm run plan', () => {
  it('prints one JSON plan with recipes, metrics and ms for the receipt CLI items', async () => {
    const { code, lines } = await cli(receiptItems, '--days', '3', '--household', '4', '--today', '2025-06-02', '--purchased', '2025-06-02');
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    const plan = JSON.parse(lines[0]!);
    type Entry = { meal_type: string; servings: number; leftovers_for_day?: number };
    expect(plan.recipes.filter((r: Entry) => r.meal_type !== 'snack')).toHaveLength(9);
    const meals = plan.recipes.filter((r: Entry) => r.meal_type !== 'snack');
    expect(meals.every((r: Entry) => r.servings === (r.leftovers_for_day === undefined ? 4 : 8))).toBe(true);
    // A snack serves as many as what is left of the purchase serves (snacks.ts), at most the household.
    expect(plan.recipes.every((r: Entry) => r.meal_type !== 'snack' || r.servings <= 4)).toBe(true);
    expect(plan.metrics.leftovers.map((l: { ingredient: string }) => l.ingredient).sort()).toEqual(['egg', 'salmon']);
    expect(typeof plan.ms).toBe('number');
  }, 30_000);

  it('plans an old receipt from today, not as food that spoiled years ago; --purchased still states the day', async () => {
    const old = { purchased_at: '2020-03-02', items: receiptItems };
    const fromToday = JSON.parse((await cli(old, '--today', '2025-06-02')).lines[0]!);
    expect(fromToday.metrics.ignored_purchases).toEqual([]);
    expect(fromToday.metrics.used_share_by_item).toBe(1);
    const stated = JSON.parse((await cli(old, '--today', '2025-06-02', '--purchased', '2025-05-20')).lines[0]!);
    expect(stated.metrics.ignored_purchases).toEqual([{ ingredient: 'salmon', reason: expect.stringMatching(/^spoiled/) }]);
  }, 30_000);

  it('answers bad input with one JSON error line and exit code 1', async () => {
    const { code, lines } = await cli({ items: 'none' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).error).toMatch(/expected the receipt items array/);
    const badDays = await cli(receiptItems, '--days', '4');
    expect(badDays.code).toBe(1);
    expect(JSON.parse(badDays.lines[0]!)).toEqual({ error: 'options.days: days must be one of 3, 5, 7, 10, 14', type: 'PlanInputError' });
  }, 30_000);
});
