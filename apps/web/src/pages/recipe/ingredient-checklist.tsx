import { ReceiptText } from 'lucide-react';
import type { Recipe } from '@forkcast/contracts';
import { ingredientAmount, ingredientName, ingredientRemark } from '../../recipes/recipe-facts';
import { CheckProgress, TickBox } from './tick-box';
import { useTicks } from './use-ticks';

/** Ingredients to tick off while gathering them; ticks live on this page only (spec section 2). */
export function IngredientChecklist({ ingredients }: { ingredients: Recipe['ingredients'] }) {
  const { ticked: checked, toggle } = useTicks();

  return (
    <div>
      <CheckProgress done={checked.size} total={ingredients.length} word="checked" />
      <ul className="mt-3 divide-y divide-leaf-800/5">
        {ingredients.map((item, index) => {
          const isChecked = checked.has(index);
          return (
            <li key={index}>
              <label className="group flex cursor-pointer items-start gap-3 rounded-xl px-2 py-3 hover:bg-leaf-50/60">
                <input type="checkbox" checked={isChecked} onChange={() => toggle(index)} className="peer sr-only" />
                <TickBox checked={isChecked} />
                <span className={`flex-1 ${isChecked ? 'text-muted line-through decoration-leaf-700/50' : ''}`}>
                  <span className="font-semibold tabular-nums">{ingredientAmount(item)}</span> <span>{ingredientName(item)}</span>
                  {ingredientRemark(item) && <span className="block text-sm text-muted">{ingredientRemark(item)}</span>}
                </span>
                {item.from_purchase_g > 0 && (
                  <span className="mt-0.5 inline-flex shrink-0 items-center gap-1 rounded-full bg-leaf-50 px-2 py-0.5 text-xs font-medium text-leaf-800">
                    <ReceiptText aria-hidden="true" className="size-3" />
                    On your receipt
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
