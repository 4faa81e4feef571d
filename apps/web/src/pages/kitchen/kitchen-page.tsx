import { Link } from 'react-router';
import { ListChecks, ReceiptText, Sparkles } from 'lucide-react';
import { useStock } from '../../api/kitchen';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer, PageHeader } from '../../ui/page-header';
import { PageSpinner } from '../../ui/spinner';
import { AddStockForm } from './add-stock-form';
import { StockRow } from './stock-row';
import { UnstockedReceiptsBanner } from './unstocked-receipts-banner';
import { freshness } from './use-by';
import { ListLoadError } from '../../ui/list-load-error';

/** What is in the kitchen, earliest use-by first, with what to use in the next two days on top. */
export default function KitchenPage() {
  const stock = useStock();

  return (
    <PageContainer>
      <PageHeader title="Your Kitchen">What you bought and until when. Use what spoils first, freeze what you can't.</PageHeader>
      <div className="-mt-4 mb-8 flex flex-wrap gap-3">
        <Link to="/meal-plans?from=kitchen" className={buttonStyles.accent}>
          <Sparkles aria-hidden="true" className="size-4" />
          Plan from my kitchen
        </Link>
        <Link to="/shopping-list" className={buttonStyles.secondary}>
          <ListChecks aria-hidden="true" className="size-4" />
          Shopping list
        </Link>
        <Link to="/receipts" className={buttonStyles.secondary}>
          <ReceiptText aria-hidden="true" className="size-4" />
          Receipts
        </Link>
      </div>

      <UnstockedReceiptsBanner />
      {stock.isPending ? (
        <PageSpinner />
      ) : stock.isError ? (
        <ListLoadError what="Your kitchen" error={stock.error} onRetry={() => stock.refetch()} />
      ) : (
        <StockSections items={stock.data.items} today={stock.data.today} />
      )}
      <div className="mt-10">
        <AddStockForm />
      </div>
    </PageContainer>
  );
}

function StockSections({ items, today }: { items: Parameters<typeof StockRow>[0]['item'][]; today: string }) {
  if (items.length === 0) {
    return (
      <div className="rounded-3xl border border-dashed border-leaf-800/20 bg-white p-10 text-center">
        <p className="font-display text-xl font-bold text-leaf-900">Your kitchen is empty</p>
        <p className="mt-2 text-muted">Put a receipt's food in it from your receipts, or add food by hand below.</p>
        <Link to="/receipts" className={`${buttonStyles.primary} mt-5`}>
          Go to your receipts
        </Link>
      </div>
    );
  }
  const urgent = items.filter((item) => freshness(today, item.use_by) !== 'fine');
  const later = items.filter((item) => freshness(today, item.use_by) === 'fine');
  return (
    <div className="space-y-8">
      {urgent.length > 0 && (
        <section aria-labelledby="use-soon">
          <h2 id="use-soon" className="mb-3 font-display text-xl font-bold text-leaf-900">
            Use in the next 2 days
          </h2>
          <ul className="space-y-3">
            {urgent.map((item) => (
              <StockRow key={item.id} item={item} today={today} />
            ))}
          </ul>
        </section>
      )}
      {later.length > 0 && (
        <section aria-labelledby="keeps">
          <h2 id="keeps" className="mb-3 font-display text-xl font-bold text-leaf-900">
            Keeps longer
          </h2>
          <ul className="space-y-3">
            {later.map((item) => (
              <StockRow key={item.id} item={item} today={today} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
