import type { Catalogue } from './catalogue';
import { coverageProblems } from './catalogue-coverage';
import { CUISINES, DIET_LABELS, MEAL_TYPES } from './recipe-schema';

/** A plain-text report for recipe writers: counts, coverage gaps, and every failing recipe with the reason. */
export function catalogueReport(catalogue: Catalogue): { text: string; failures: number } {
  const { recipes, problems } = catalogue;
  const coverage = coverageProblems(recipes);
  const lines = [
    'Forkcast recipe catalogue report (regenerate: npm run -s validate:catalogue -w @forkcast/planner)',
    '',
    `Valid recipes: ${recipes.length}. Recipe problems: ${problems.length}. Coverage problems: ${coverage.length}.`,
    '',
    `Per cuisine (${MEAL_TYPES.join('/')}):`,
    ...CUISINES.map((cuisine) => {
      const of = recipes.filter((r) => r.cuisine_type === cuisine);
      const split = MEAL_TYPES.map((m) => of.filter((r) => r.meal_type === m).length).join('/');
      return `  ${cuisine.padEnd(14)}${String(of.length).padStart(4)}  (${split})`;
    }),
    '',
    `Per diet (${MEAL_TYPES.join('/')}):`,
    ...DIET_LABELS.map((diet) => {
      const of = recipes.filter((r) => r.diets.includes(diet));
      const split = MEAL_TYPES.map((m) => of.filter((r) => r.meal_type === m).length).join('/');
      return `  ${diet.padEnd(14)}${String(of.length).padStart(4)}  (${split})`;
    }),
    '',
    'Coverage problems:',
    ...(coverage.length > 0 ? coverage.map((p) => `  - ${p}`) : ['  none']),
    '',
    'Failing recipes (file, recipe, problem):',
    ...(problems.length > 0 ? problems.map((p) => `  ${p.file}  ${p.recipe}  ${p.message}`) : ['  none']),
    '',
  ];
  return { text: lines.join('\n'), failures: problems.length + coverage.length };
}
