import { useEffect, useRef } from 'react';
import { useShoppingList } from '../../api/kitchen';
import { formatDate } from '../../ui/format-date';
import { PageSpinner } from '../../ui/spinner';
import { entryAmount, groupByAisle } from './shopping-entries';

/** The shopping list on paper: by aisle, with boxes to tick by pen; opens the print dialog once it has loaded. */
export default function ShoppingListPrintPage() {
  const { data: list, error } = useShoppingList();
  const printed = useRef(false);

  useEffect(() => {
    if (!list || printed.current) return;
    printed.current = true;
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [list]);

  if (error) return <p className="p-10 text-center text-lg">{error.message}</p>;
  if (!list) return <PageSpinner />;
  return (
    <main className="mx-auto max-w-2xl bg-white p-8 text-ink">
      <title>Shopping List - Forkcast</title>
      <h1 className="font-display text-2xl font-bold">Shopping list</h1>
      <p className="text-sm text-muted">
        {formatDate(list.from)} to {formatDate(list.to)}
      </p>
      {groupByAisle(list.entries).map((group) => (
        <section key={group.title} className="mt-5 break-inside-avoid">
          <h2 className="border-b border-ink/30 font-bold">{group.title}</h2>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.ingredient} className="flex gap-3 py-1">
                <span aria-hidden="true">{entry.ticked ? '☑' : '☐'}</span>
                <span className="flex-1">{entry.name}</span>
                <span className="tabular-nums">{entryAmount(entry)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
