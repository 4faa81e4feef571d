import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The repository's own ESLint configuration, run on a file that is not on disk: what would lint say about it here? */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../../..') });

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('boundaries held by lint', () => {
  it("stops a page importing another page's folder, and lets it use its own and the shared folders", async () => {
    const page = 'apps/web/src/pages/recipe/probe.tsx';
    expect(await rulesFired(page, "export { MealPlanCard } from '../meal-plans/meal-plan-card';\n")).toEqual(['forkcast/page-boundaries']);
    expect(await rulesFired(page, "export { RatingModal } from './rating-modal';\nexport { DifficultyBadge } from '../../recipes/difficulty-badge';\n")).toEqual([]);
    // Only the router may import pages.
    expect(await rulesFired('apps/web/src/recipes/probe.ts', "export { ExportMenu } from '../pages/meal-plan/export/export-menu';\n")).toEqual([
      'forkcast/page-boundaries',
    ]);
  });

  it('keeps zod, the server and contract values out of the web bundle; contract types are fine', async () => {
    const file = 'apps/web/src/api/probe.ts';
    const fired = (code: string) => rulesFired(file, code);
    expect(await fired("export { z } from 'zod';\n")).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await fired("export { endpoints } from '@forkcast/contracts';\n")).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await fired("export { buildApp } from '../../../server/src/app';\n")).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await fired("export type { MealPlan } from '@forkcast/contracts';\nexport { routes } from '@forkcast/contracts/routes';\n")).toEqual([]);
  });

  it('keeps the engines free of the apps, and the database out of server routes', async () => {
    expect(await rulesFired('packages/planner/src/probe.ts', "export { buildApp } from '@forkcast/server';\n")).toEqual(['no-restricted-imports']);
    expect(await rulesFired('apps/server/src/modules/probe/probe.routes.ts', "export { eq } from 'drizzle-orm';\n")).toEqual(['no-restricted-imports']);
  });

  it('wants kebab-case file names under src/', async () => {
    expect(await rulesFired('apps/web/src/ui/FancyButton.tsx', 'export const fancy = 1;\n')).toEqual(['forkcast/kebab-case-file-name']);
    expect(await rulesFired('apps/web/src/ui/fancy-button.tsx', 'export const fancy = 1;\n')).toEqual([]);
  });
});
