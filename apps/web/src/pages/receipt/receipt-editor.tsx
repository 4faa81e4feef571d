import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertTriangle, ArrowRight, Plus } from 'lucide-react';
import type { Receipt } from '@forkcast/contracts';
import { useIngredientLookup, useUpdateReceiptItems } from '../../api/receipts';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { PageContainer, PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { DeleteReceiptButton } from './delete-receipt-button';
import { clearIngredientMatch, unlinkedTypedFood, withLinks } from './ingredient-link';
import { blankDraft, draftFromItem, hasChanges, needsChecking, toItemInputs, type DraftItem } from './receipt-draft';
import { PutInKitchen } from './put-in-kitchen';
import { ReceiptItemRow } from './receipt-item-row';
import { receiptDateSentence } from '../../receipts/receipt-date';
import { ReceiptPhoto } from './receipt-photo';

export function ReceiptEditor({ receipt }: { receipt: Receipt }) {
  const [items, setItems] = useState<DraftItem[]>(() => receipt.extracted_ingredients.map(draftFromItem));
  const [showErrors, setShowErrors] = useState(false);
  const [added, setAdded] = useState(0);
  const save = useUpdateReceiptItems(receipt.id);
  const toast = useToast();
  const navigate = useNavigate();
  const dirty = hasChanges(receipt.extracted_ingredients, items);
  const foodCount = items.filter((item) => item.is_food).length;
  const unsureCount = items.filter((item) => item.is_food && needsChecking(item)).length;
  const planUrl = `/meal-plans?receipt=${receipt.id}`;
  const actionBar = useRef<HTMLDivElement>(null);
  const suggestionsFloor = () => actionBar.current?.getBoundingClientRect().top ?? window.innerHeight;

  const update = (key: string, patch: Partial<DraftItem>) =>
    setItems((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const lookup = useIngredientLookup();
  /** Links each typed, unlinked food row to the ingredient its name clearly means; resolves with the links made. */
  async function linkTypedNames(rows: readonly DraftItem[]) {
    const links = new Map<string, { name: string; ingredient: string }>();
    await Promise.all(
      unlinkedTypedFood(receipt.extracted_ingredients, rows).map(async (row) => {
        try {
          const match = clearIngredientMatch(row.name, await lookup(row.name));
          if (match) links.set(row.key, { name: row.name, ingredient: match.id });
        } catch {
          // The search failing leaves the row unlinked, as it was; the hint under it says so.
        }
      }),
    );
    if (links.size > 0) setItems((current) => withLinks(current, links));
    return links;
  }

  function addItem() {
    setItems((rows) => [...rows, blankDraft(`new-${added}`)]);
    setAdded((n) => n + 1);
  }

  /** Saves when something changed; resolves true when the stored items now match the screen. */
  async function saveItems(): Promise<boolean> {
    if (!dirty) return true;
    const rows = withLinks(items, await linkTypedNames(items));
    const inputs = toItemInputs(rows);
    if (!inputs) {
      setShowErrors(true);
      toast.error('Some items need a name or an amount before they can be saved.');
      return false;
    }
    try {
      await save.mutateAsync(inputs);
      toast.success('Receipt items saved');
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Could not save the items. Please try again.');
      return false;
    }
  }

  async function planMeals() {
    if (await saveItems()) navigate(planUrl);
  }

  const details = [
    receiptDateSentence(receipt),
    `${items.length} ${items.length === 1 ? 'item' : 'items'}, ${foodCount} food`,
  ];

  return (
    <PageContainer>
      <PageHeader title={receipt.store_name ?? 'Your receipt'}>{details.join(' · ')}</PageHeader>

      {receipt.warnings.length > 0 && (
        <ul className="mb-6 space-y-1 rounded-2xl border border-honey-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {receipt.warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {warning}
            </li>
          ))}
        </ul>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <details className="group rounded-2xl lg:hidden">
            <summary className="cursor-pointer rounded-full font-semibold text-leaf-800">Show the receipt photo</summary>
            <div className="mt-3">
              <ReceiptPhoto receiptId={receipt.id} />
            </div>
          </details>
          <div className="hidden lg:block">
            <ReceiptPhoto receiptId={receipt.id} />
          </div>
          <DeleteReceiptButton receiptId={receipt.id} />
        </div>

        <section aria-labelledby="items-title">
          <h2 id="items-title" className="font-display text-2xl font-bold text-leaf-900">
            What you bought
          </h2>
          <p className="mt-1 text-muted">
            Each item sits under the line it was read from. Fix anything that looks wrong; only food is planned with.
            {unsureCount > 0 && ` ${unsureCount} marked "Check this" ${unsureCount === 1 ? 'was' : 'were'} hard to read.`}
          </p>

          <ul className="mt-5 space-y-3">
            {items.map((item, index) => (
              <ReceiptItemRow
                key={item.key}
                item={item}
                position={index + 1}
                showErrors={showErrors}
                onChange={(patch) => update(item.key, patch)}
                onNameSettled={() => void linkTypedNames([item])}
                onRemove={() => setItems((rows) => rows.filter((row) => row.key !== item.key))}
                suggestionsFloor={suggestionsFloor}
              />
            ))}
          </ul>
          {items.length === 0 && <p className="mt-5 rounded-2xl bg-leaf-50 px-4 py-6 text-center text-muted">No items left. Add what you bought.</p>}

          <button
            type="button"
            onClick={addItem}
            className="mt-3 flex w-full items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-leaf-800/20 py-3 font-semibold text-leaf-800 hover:border-leaf-600 hover:bg-leaf-50"
          >
            <Plus aria-hidden="true" className="size-5" />
            Add item
          </button>

          <div ref={actionBar} className="sticky bottom-20 z-10 mt-6 flex items-center gap-2 rounded-2xl border border-leaf-800/10 bg-white/95 p-3 shadow-lg backdrop-blur sm:gap-3 sm:p-4 md:bottom-4">
            <p className="sr-only flex-1 text-sm text-muted sm:not-sr-only" aria-live="polite">
              {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
            </p>
            <button type="button" onClick={saveItems} disabled={!dirty || save.isPending} className={`${buttonStyles.secondary} flex-1 sm:flex-none`}>
              {save.isPending && <Spinner />}
              <span className="sm:hidden">Save</span>
              <span className="hidden sm:inline">Save changes</span>
            </button>
            <button type="button" onClick={planMeals} disabled={save.isPending || foodCount === 0} className={`${buttonStyles.primary} flex-[2] sm:flex-none`}>
              <span className="sm:hidden">Plan meals</span>
              <span className="hidden sm:inline">Plan meals from this receipt</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          </div>
          {foodCount === 0 && (
            <p className="mt-2 text-sm text-muted">
              Mark at least one item as food to plan meals, or <Link to="/upload" className="font-semibold text-leaf-800 underline">upload another receipt</Link>.
            </p>
          )}
          <PutInKitchen receiptId={receipt.id} hasFood={foodCount > 0} saveFirst={saveItems} />
        </section>
      </div>
    </PageContainer>
  );
}
