import { Link } from 'react-router';
import { Download, Printer, Refrigerator, WifiOff } from 'lucide-react';
import { api } from '../../api/client';
import { useShoppingList, useStockShoppingList } from '../../api/kitchen';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { downloadFile } from '../../ui/download-file';
import { formatDate } from '../../ui/format-date';
import { PageContainer, PageHeader } from '../../ui/page-header';
import { PageSpinner } from '../../ui/spinner';
import { withPendingTicks } from './pending-ticks';
import { entryAmount, groupByAisle } from './shopping-entries';
import { useShoppingTicks } from './use-shopping-ticks';
import { ListLoadError } from '../../ui/list-load-error';

/** What this week's plans need and the kitchen lacks, by aisle, ticked in the shop (offline too). */
export default function ShoppingListPage() {
  const query = useShoppingList();
  const { queue, tick } = useShoppingTicks();
  const bought = useStockShoppingList();
  const toast = useToast();

  async function downloadCsv() {
    try {
      downloadFile('shopping-list.csv', await api.call('exportShoppingListCsv'));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Download failed. Please try again.');
    }
  }

  function putInKitchen() {
    bought.mutate(undefined, {
      onSuccess: ({ added }) => toast.success(`${added} ${added === 1 ? 'item' : 'items'} put in your kitchen`),
      onError: (error) => toast.error(error.message || 'Could not put them in your kitchen'),
    });
  }

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <PageContainer>
        <PageHeader title="Shopping List" />
        <ListLoadError what="Your shopping list" error={query.error} onRetry={() => query.refetch()} />
      </PageContainer>
    );
  }
  const list = withPendingTicks(query.data, queue);
  const tickedCount = list.entries.filter((entry) => entry.ticked).length;

  return (
    <PageContainer>
      <PageHeader title="Shopping List">
        What your plans for {formatDate(list.from)} to {formatDate(list.to)} still need and your kitchen lacks.
      </PageHeader>
      {queue.length > 0 && (
        <p role="status" className="mb-6 flex items-center gap-2 rounded-2xl border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {queue.length} {queue.length === 1 ? 'tick is' : 'ticks are'} kept on this device and sent when you are back online.
        </p>
      )}
      {list.entries.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-leaf-800/20 bg-white p-10 text-center">
          <p className="font-display text-xl font-bold text-leaf-900">Nothing to buy</p>
          <p className="mt-2 text-muted">
            {list.plans.length === 0 ? 'No plan has days this week yet.' : 'Your kitchen holds everything this week\'s plans need.'}
          </p>
          <Link to="/meal-plans" className={`${buttonStyles.primary} mt-5`}>
            Your meal plans
          </Link>
        </div>
      ) : (
        <>
          <div className="mb-6 flex flex-wrap gap-3">
            <button type="button" onClick={putInKitchen} disabled={tickedCount === 0 || bought.isPending} className={buttonStyles.primary}>
              <Refrigerator aria-hidden="true" className="size-4" />
              Put {tickedCount} ticked in my kitchen
            </button>
            <button type="button" onClick={() => void downloadCsv()} className={buttonStyles.secondary}>
              <Download aria-hidden="true" className="size-4" />
              CSV
            </button>
            <Link to="/shopping-list/print" target="_blank" className={buttonStyles.secondary}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Link>
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            {groupByAisle(list.entries).map((group) => (
              <section key={group.title} aria-label={group.title} className="rounded-2xl border border-leaf-800/10 bg-white p-4 shadow-sm">
                <h2 className="mb-2 font-display text-lg font-bold text-leaf-900">{group.title}</h2>
                <ul className="divide-y divide-leaf-800/10">
                  {group.entries.map((entry) => (
                    <li key={entry.ingredient}>
                      <label className="flex cursor-pointer items-center gap-3 py-2.5">
                        <input
                          type="checkbox"
                          checked={entry.ticked}
                          onChange={(event) => tick(entry.ingredient, event.target.checked)}
                          className="size-5 accent-leaf-700"
                        />
                        <span className={`flex-1 ${entry.ticked ? 'text-muted line-through' : 'text-ink'}`}>{entry.name}</span>
                        <span className="text-sm font-semibold text-muted tabular-nums">{entryAmount(entry)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {list.plans.length > 0 && (
            <p className="mt-6 text-sm text-muted">
              From {list.plans.map((plan, i) => (
                <span key={plan.id}>
                  {i > 0 && ', '}
                  <Link to={`/meal-plans/${plan.id}`} className="font-semibold text-leaf-800 underline underline-offset-2">
                    {plan.name}
                  </Link>
                </span>
              ))}
            </p>
          )}
        </>
      )}
    </PageContainer>
  );
}
