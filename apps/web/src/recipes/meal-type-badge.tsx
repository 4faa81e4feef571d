import { Coffee, Cookie, Moon, Sun, type LucideIcon } from 'lucide-react';
import { mealTypeOf, type MealType } from './recipe-facts';

const mealStyles: Record<MealType, { icon: LucideIcon; className: string; label: string }> = {
  breakfast: { icon: Coffee, className: 'bg-honey-400/25 text-amber-900', label: 'Breakfast' },
  lunch: { icon: Sun, className: 'bg-sky-100 text-sky-900', label: 'Lunch' },
  dinner: { icon: Moon, className: 'bg-indigo-100 text-indigo-900', label: 'Dinner' },
  snack: { icon: Cookie, className: 'bg-rose-100 text-rose-900', label: 'Snack' },
};

/** Meal badge; an unknown meal type keeps its own word but dinner's colours. */
export function MealTypeBadge({ mealType }: { mealType: string }) {
  const style = mealStyles[mealTypeOf(mealType)];
  const Icon = style.icon;
  const label = mealType ? mealType.charAt(0).toUpperCase() + mealType.slice(1) : style.label;
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ${style.className}`}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
