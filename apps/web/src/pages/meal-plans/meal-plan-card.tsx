import { Link } from 'react-router';
import { CalendarDays, ChefHat, Clock } from 'lucide-react';
import type { MealPlanSummary } from '@forkcast/contracts';
import { buttonStyles } from '../../ui/button-styles';
import { FactItem } from '../../ui/fact-item';
import { formatDate } from '../../ui/format-date';
import { DifficultyBadge } from '../../recipes/difficulty-badge';
import { MealPlanMenu } from './meal-plan-menu';

export function MealPlanCard({ plan, onDelete }: { plan: MealPlanSummary; onDelete: () => void }) {
  const titleId = `plan-${plan.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col rounded-3xl border border-leaf-800/10 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <DifficultyBadge level={plan.difficulty_level} />
        <MealPlanMenu planName={plan.name} receiptId={plan.receipt_id} onDelete={onDelete} />
      </div>
      <h2 id={titleId} className="mt-2 font-display text-xl leading-snug font-bold text-leaf-900">
        {plan.name}
      </h2>
      {/* The wrapper takes the card's spare height; a clamped paragraph that grew taller would show a fourth line. */}
      <div className="mt-2 flex-1">
        <p className="line-clamp-3 text-muted">{plan.description}</p>
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-ink">
        <FactItem icon={CalendarDays}>{plan.days_count} days</FactItem>
        <FactItem icon={ChefHat}>{plan.recipe_count} recipes</FactItem>
        <FactItem icon={Clock}>Max {plan.prep_time_max} min</FactItem>
      </ul>
      <div className="mt-5 flex items-center justify-between gap-3 border-t border-leaf-800/10 pt-4">
        <p className="text-sm text-muted">Created {formatDate(plan.created_at)}</p>
        <Link to={`/meal-plans/${plan.id}`} aria-label={`View ${plan.name}`} className={`${buttonStyles.secondary} text-sm`}>
          View
        </Link>
      </div>
    </article>
  );
}
