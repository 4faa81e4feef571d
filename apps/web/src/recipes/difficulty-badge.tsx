import type { MealPlanSummary } from '@forkcast/contracts';

const styles: Record<MealPlanSummary['difficulty_level'], string> = {
  easy: 'bg-leaf-100 text-leaf-800',
  medium: 'bg-amber-100 text-amber-900',
  hard: 'bg-tomato-100 text-tomato-700',
};

export function DifficultyBadge({ level }: { level: MealPlanSummary['difficulty_level'] }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold capitalize ${styles[level]}`}>{level}</span>;
}
