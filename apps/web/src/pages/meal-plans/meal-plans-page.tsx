import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plus, UtensilsCrossed } from 'lucide-react';
import type { MealPlanSummary } from '@forkcast/contracts';
import { MEAL_PLAN_PAGE_SIZE, useDeleteMealPlan, useMealPlans } from '../../api/meal-plans';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageContainer, PageHeader } from '../../ui/page-header';
import { PageSpinner } from '../../ui/spinner';
import { GenerateDialog } from './generate-dialog/generate-dialog';
import { LatestReceiptStrip } from './latest-receipt-strip';
import { MealPlanCard } from './meal-plan-card';
import { ListLoadError } from '../../ui/list-load-error';
import { PageButtons } from '../../ui/page-buttons';

/** Meal plans list (spec section 2): pages of 20; ?receipt={id} opens the generate dialog with that receipt, ?page=N pages. */
export default function MealPlansPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const receiptParam = params.get('receipt');
  const fromKitchen = params.get('from') === 'kitchen';
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<MealPlanSummary | null>(null);
  const plans = useMealPlans({ offset: (page - 1) * MEAL_PLAN_PAGE_SIZE });
  const remove = useDeleteMealPlan();
  const toast = useToast();

  const setPage = (next: number) =>
    setParams((current) => {
      const params = new URLSearchParams(current);
      params.set('page', String(next));
      return params;
    });

  function closeDialog() {
    setDialogOpen(false);
    // Closing forgets the receipt (or the kitchen), so reloading the list does not open the dialog again.
    if (receiptParam !== null || fromKitchen) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('receipt');
          next.delete('from');
          return next;
        },
        { replace: true },
      );
    }
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Meal plan deleted successfully');
        setToDelete(null);
        // Deleting the last plan of a later page would leave it empty; step back one.
        if (plans.data && plans.data.data.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => {
        toast.error(error.message || 'Failed to delete meal plan');
        setToDelete(null);
      },
    });
  }

  const total = plans.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / MEAL_PLAN_PAGE_SIZE));
  const first = (page - 1) * MEAL_PLAN_PAGE_SIZE + 1;
  const last = Math.min(total, page * MEAL_PLAN_PAGE_SIZE);

  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader title="Meal Plans">Every plan you have made from your receipts.</PageHeader>
        <button type="button" onClick={() => setDialogOpen(true)} className={`${buttonStyles.accent} mb-8`}>
          <Plus aria-hidden="true" className="size-5" />
          Create Meal Plan
        </button>
      </div>

      <LatestReceiptStrip />

      {plans.isPending ? (
        <PageSpinner />
      ) : plans.isError ? (
        <ListLoadError what="Your meal plans" error={plans.error} onRetry={() => plans.refetch()} />
      ) : total === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {plans.data.data.map((plan) => (
              <MealPlanCard key={plan.id} plan={plan} onDelete={() => setToDelete(plan)} />
            ))}
          </div>
          {pages > 1 && (
            <nav aria-label="Meal plan pages" className="mt-10 flex flex-wrap items-center justify-between gap-4">
              <p className="text-sm text-muted" aria-live="polite">
                Showing {first}-{last} of {total} plans
              </p>
              <PageButtons page={page} pages={pages} onPage={setPage} />
            </nav>
          )}
        </>
      )}

      {(dialogOpen || receiptParam !== null || fromKitchen) && (
        <GenerateDialog receiptId={receiptParam} from={fromKitchen ? 'kitchen' : 'receipt'} onClose={closeDialog} />
      )}
      {toDelete && (
        <ConfirmDialog
          title="Delete meal plan?"
          message="Are you sure you want to delete this meal plan?"
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      )}
    </PageContainer>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed border-leaf-800/15 bg-white px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-leaf-100 text-leaf-800">
        <UtensilsCrossed aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-bold text-leaf-900">No meal plans yet</h2>
      <p className="mt-2 max-w-md text-muted">Upload a grocery receipt and Forkcast will plan your meals around what you bought.</p>
      <Link to="/upload" className={`${buttonStyles.primary} mt-6`}>
        Create Your First Plan
      </Link>
    </div>
  );
}
