import { useState, type ReactNode } from 'react';
import { Ban, Leaf, ShoppingBasket, Timer } from 'lucide-react';
import type { MealPlan } from '@forkcast/contracts';
import {
  buyingSummary,
  dietAllowedShare,
  emptyLeftoversMessage,
  formatGrams,
  alsoForLabel,
  groceryAmount,
  keepsLabel,
  leftoversBySpoilage,
  percent,
  ruledOutLabel,
  setAsidePurchases,
  splitShoppingList,
} from './grocery-usage';
import { ProgressBar } from '../../ui/progress-bar';
import { UsageRing } from './usage-ring';

const LIST_PREVIEW = 6;

/**
 * 'Your groceries': how much of the receipt (or the kitchen) the plan cooks, what will be left and when it spoils,
 * and what to buy for the recipes. Forkcast's reason to exist, so it sits right under the plan's title.
 */
export function GroceriesPanel({ plan }: { plan: MealPlan }) {
  const { metrics } = plan;
  const byWeight = percent(metrics.used_share_by_weight);
  const leftovers = leftoversBySpoilage(metrics);
  const { toBuy, optional, staples } = splitShoppingList(metrics);
  const setAside = setAsidePurchases(metrics);
  const buying = buyingSummary(metrics);
  const allowedShare = dietAllowedShare(metrics);
  // A plan without a receipt was made from the whole kitchen.
  const source = plan.receipt_id ? 'your receipt' : 'your kitchen';

  return (
    <section aria-labelledby="groceries-title" className="rounded-3xl border border-leaf-800/10 bg-white p-5 shadow-sm sm:p-7">
      <h2 id="groceries-title" className="font-display text-2xl font-bold text-leaf-900">
        Your groceries
      </h2>
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <div className="flex items-center gap-5">
            <div className="relative">
              <UsageRing value={byWeight} />
              <p className="absolute inset-0 flex flex-col items-center justify-center">
                <span className="font-display text-3xl font-bold text-leaf-900">{byWeight}%</span>
                <span className="text-xs font-medium text-muted">used</span>
              </p>
            </div>
            <UsageSentence usedG={metrics.used_g} purchasedG={metrics.purchased_g} source={source} />
          </div>
          <dl className="mt-5 space-y-3 text-sm">
            <Share label="Used by weight" value={byWeight} />
            <Share label="Items used" value={percent(metrics.used_share_by_item)} />
            {allowedShare !== null && <Share label="Items your diet allows, used" value={percent(allowedShare)} />}
            <Share label="Perishables used" value={percent(metrics.perishable_share_used)} barClass="fill-tomato-500" />
            {metrics.spoiling_share_used !== undefined && (
              <Share label="Food that spoils during the plan, used" value={percent(metrics.spoiling_share_used)} barClass="fill-tomato-500" />
            )}
          </dl>
          {(metrics.leftover_lunches ?? 0) > 0 && (
            <p className="mt-4 text-sm text-muted">
              Cook once, eat twice: {metrics.leftover_lunches === 1 ? '1 lunch is' : `${metrics.leftover_lunches} lunches are`} the second half
              of a dinner.
            </p>
          )}
        </div>

        <div>
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <Timer aria-hidden="true" className="size-4 text-tomato-600" />
            Left over after the plan
          </h3>
          {leftovers.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{emptyLeftoversMessage(metrics)}</p>
          ) : (
            <ExpandableList
              label="Leftovers"
              items={leftovers}
              render={(item) => {
                const { name, amount } = groceryAmount(item, item.leftover_g);
                const ruledOut = ruledOutLabel(item);
                return (
                  <>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium capitalize">{name}</span>
                      {ruledOut && <span className="block text-xs font-medium text-leaf-800">{ruledOut}</span>}
                      <span className={`block text-xs ${item.good_through_day <= plan.days_count + 2 ? 'font-semibold text-tomato-700' : 'text-muted'}`}>
                        {keepsLabel(item.good_through_day)}
                      </span>
                    </span>
                    <span className="shrink-0 tabular-nums text-muted">{amount}</span>
                  </>
                );
              }}
            />
          )}
          {setAside.length > 0 && (
            <>
              <h3 className="mt-6 flex items-center gap-2 font-semibold text-ink">
                <Ban aria-hidden="true" className="size-4 text-muted" />
                Set aside, not planned with
              </h3>
              <ExpandableList
                label="Set aside"
                items={setAside}
                render={(item) => (
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium capitalize">{item.name}</span>
                    <span className="block text-xs text-muted">{item.reason}</span>
                  </span>
                )}
              />
            </>
          )}
        </div>

        <div>
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <ShoppingBasket aria-hidden="true" className="size-4 text-leaf-700" />
            Still to buy
          </h3>
          {buying && <p className="mt-2 text-sm text-muted">{buying}</p>}
          {metrics.buy_note && <p className="mt-2 rounded-2xl bg-honey-400/15 px-3 py-2 text-sm text-amber-900">{metrics.buy_note}</p>}
          {toBuy.length === 0 ? (
            <p className="mt-3 text-sm text-muted">Nothing: {source} covers every recipe.</p>
          ) : (
            <ExpandableList
              label="Shopping list"
              items={toBuy}
              render={(item) => {
                const { name, amount } = groceryAmount(item, item.grams);
                const alsoFor = alsoForLabel(item);
                return (
                  <>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium capitalize">{name}</span>
                      {alsoFor && <span className="block text-xs text-muted">{alsoFor}</span>}
                    </span>
                    <span className="shrink-0 tabular-nums text-muted">{amount}</span>
                  </>
                );
              }}
            />
          )}
          {optional.length > 0 && (
            <p className="mt-4 text-sm text-muted">
              Optional, to garnish (the dishes are fine without): <span className="text-ink">{optional.map((item) => item.name).join(', ')}</span>
            </p>
          )}
          {staples.length > 0 && (
            <details className="mt-4 rounded-2xl bg-cream px-4 py-3 text-sm">
              <summary className="flex cursor-pointer items-center gap-2 font-medium text-leaf-900">
                <Leaf aria-hidden="true" className="size-4 text-leaf-700" />
                Pantry staples ({staples.length})
              </summary>
              <p className="mt-2 text-muted">Most kitchens have these already:</p>
              <p className="mt-1 text-ink">{staples.map((item) => item.name).join(', ')}</p>
            </details>
          )}
        </div>
      </div>
    </section>
  );
}

/** The figures beside the ring, in words when there is nothing to count. */
function UsageSentence({ usedG, purchasedG, source }: { usedG: number; purchasedG: number; source: 'your receipt' | 'your kitchen' }) {
  const purchased = <strong className="text-ink">{formatGrams(purchasedG)}</strong>;
  const food = source === 'your receipt' ? 'food on your receipt' : 'food in your kitchen';
  return (
    <p className="text-sm text-muted">
      {purchasedG <= 0 ? (
        `None of the ${food} could go into this plan.`
      ) : usedG <= 0 ? (
        <>
          This plan cooks none of the {purchased} of {food}.
        </>
      ) : (
        <>
          This plan cooks <strong className="text-ink">{formatGrams(usedG)}</strong> of the {purchased} of {food}.
        </>
      )}
    </p>
  );
}

function Share({ label, value, barClass }: { label: string; value: number; barClass?: string }) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-y-1">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}%</dd>
      <dd className="col-span-2">
        <ProgressBar value={value} fill={barClass} />
      </dd>
    </div>
  );
}

/** A list that shows its first few rows and offers the rest, so a 60-item shopping list does not bury the recipes. */
function ExpandableList<T extends { ingredient: string }>({
  label,
  items,
  render,
}: {
  label: string;
  items: T[];
  render: (item: T) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? items : items.slice(0, LIST_PREVIEW);
  return (
    <>
      <ul aria-label={label} className="mt-3 divide-y divide-leaf-800/5 text-sm">
        {visible.map((item) => (
          <li key={item.ingredient} className="flex items-center gap-3 py-2">
            {render(item)}
          </li>
        ))}
      </ul>
      {items.length > LIST_PREVIEW && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 text-sm font-semibold text-leaf-800 underline-offset-2 hover:underline"
        >
          {expanded ? 'Show fewer' : `Show all ${items.length}`}
        </button>
      )}
    </>
  );
}
