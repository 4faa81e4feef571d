import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Sparkles, XCircle } from 'lucide-react';
import { useGenerateMealPlan } from '../../../api/meal-plans';
import { usePlan } from '../../../api/plan';
import { hasPaidAccess } from '../../../plans/paid-access';
import { LimitBanner } from '../../../plans/limit-banner';
import { useLimitGate } from '../../../plans/use-limit-gate';
import { useToast } from '../../../toast/toast-provider';
import { buttonStyles } from '../../../ui/button-styles';
import { Modal, ModalCloseButton } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useProfile } from '../../../profile/profile-api';
import { formWithEdits, preferencesToSend, recordEdits, type FormEdits } from './generation-form';
import { PlanSourcePicker, type PlanFrom } from './plan-source-picker';
import { PreferenceFields } from './preference-fields';
import { ReceiptBox } from './receipt-box';
import { useDialogReceipt } from './use-dialog-receipt';

/** Generate dialog (spec section 2): focus stays inside while it is open and returns to its opener after. */
export function GenerateDialog({
  receiptId,
  from = 'receipt',
  onClose,
}: {
  receiptId: string | null;
  /** What the dialog first plans from; the user may switch. */
  from?: PlanFrom;
  onClose: () => void;
}) {
  const generate = useGenerateMealPlan();
  // While a plan is being made the dialog stays open: it shows the progress and then goes to the new plan.
  const close = () => !generate.isPending && onClose();

  return (
    <Modal
      labelledBy="generate-title"
      onDismiss={close}
      holdFocus
      className="max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl overflow-hidden bg-cream p-0"
    >
      <GenerateForm receiptId={receiptId} initialFrom={from} generate={generate} onClose={onClose} />
    </Modal>
  );
}

function GenerateForm({
  receiptId,
  initialFrom,
  generate,
  onClose,
}: {
  receiptId: string | null;
  initialFrom: PlanFrom;
  generate: ReturnType<typeof useGenerateMealPlan>;
  onClose: () => void;
}) {
  // The profile's cooking skill and household are the defaults; until it loads the spec's apply, and whatever the
  // user has changed meanwhile stays as they set it.
  const { data: profile } = useProfile();
  const [edits, setEdits] = useState<FormEdits>({});
  const form = formWithEdits(profile, edits);
  const [from, setFrom] = useState<PlanFrom>(initialFrom);
  const [pickedReceipt, setPickedReceipt] = useState<string | null>(receiptId);
  const source = useDialogReceipt(pickedReceipt);
  const ready = from === 'kitchen' || Boolean(source.receipt);
  const { data: plan } = usePlan();
  const paid = hasPaidAccess(plan);
  const maxDays = plan?.max_meal_plan_days;
  const limits = useLimitGate('meal_plan_generation');
  // The pre-check is part of generating: the form holds still from the click on.
  const generating = generate.isPending || limits.checking;
  const toast = useToast();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const receipt = source.receipt;
    if (!ready || generating || limits.blocked) return;
    // Generating counts against the week's allowance: ask first, so a refusal never starts the planner.
    if (!(await limits.allow())) return;
    generate.mutate(
      {
        ...(from === 'kitchen' ? { from } : { receiptId: receipt?.id }),
        preferences: preferencesToSend(form, paid, maxDays),
      },
      {
        onSuccess: (id) => {
          toast.success('Meal plan generated successfully!');
          onClose();
          navigate(`/meal-plans/${id}`);
        },
        onError: (error) => toast.error(generationErrorMessage(error)),
      },
    );
  }

  const close = () => !generating && onClose();

  return (
    <form onSubmit={(event) => void submit(event)} className="flex max-h-[calc(100dvh-2rem)] flex-col">
      <header className="flex items-start gap-3 border-b border-leaf-800/10 bg-white px-6 py-5">
        <div className="flex-1">
          <h2 id="generate-title" className="font-display text-2xl font-bold text-leaf-900">
            Generate Meal Plan
          </h2>
          <p className="mt-1 text-sm text-muted">Tell us how you cook and we'll plan recipes around what you bought.</p>
        </div>
        <ModalCloseButton onClick={close} disabled={generating} className="-mr-2" />
      </header>

      <div className="flex-1 space-y-6 overflow-y-auto px-6 py-5">
        {limits.banner && <LimitBanner state={limits.banner} operation="meal_plan_generation" weekStart={limits.weekStart} />}
        <PlanSourcePicker
          from={from}
          onFrom={setFrom}
          receiptId={pickedReceipt}
          onPickReceipt={setPickedReceipt}
          disabled={generating}
          receiptBox={<ReceiptSource source={source} onNavigate={onClose} />}
        />
        <PreferenceFields
          value={form}
          onChange={(next) => setEdits((current) => recordEdits(current, form, next))}
          paid={paid}
          maxDays={maxDays}
          disabled={generating}
        />
      </div>

      <footer className="border-t border-leaf-800/10 bg-white px-6 py-4">
        {/* The toast says it too; here it stays beside the button until the next try. */}
        {generate.error && (
          <p role="alert" className="mb-3 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {generationErrorMessage(generate.error)}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} disabled={generating} className={buttonStyles.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={generating || !ready || limits.blocked} className={buttonStyles.primary}>
            {generating ? (
              <>
                <Spinner />
                Generating your plan... <ElapsedSeconds />
              </>
            ) : (
              <>
                <Sparkles aria-hidden="true" className="size-4" />
                Generate Meal Plan
              </>
            )}
          </button>
        </div>
      </footer>
    </form>
  );
}

function ReceiptSource({ source, onNavigate }: { source: ReturnType<typeof useDialogReceipt>; onNavigate: () => void }) {
  const navigate = useNavigate();
  if (source.loading) {
    return (
      <div className="flex h-24 items-center justify-center rounded-2xl bg-white text-leaf-700">
        <Spinner label="Loading the receipt" />
      </div>
    );
  }
  if (source.failed) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">Could not load receipt data</p>
        <button type="button" onClick={source.retry} className="mt-2 text-sm font-semibold underline underline-offset-2">
          Try again
        </button>
      </div>
    );
  }
  if (!source.receipt) {
    return (
      <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4">
        <p className="font-semibold text-amber-950">No Receipt Found</p>
        <p className="mt-1 text-sm text-amber-950">Meal plans are made from a receipt, so we know what's in your kitchen.</p>
        <button
          type="button"
          onClick={() => {
            onNavigate();
            navigate('/upload');
          }}
          className={`${buttonStyles.accent} mt-3`}
        >
          Upload Receipt First
        </button>
      </div>
    );
  }
  return <ReceiptBox receipt={source.receipt} kind={source.kind} onNavigate={onNavigate} />;
}

const generationErrorMessage = (error: Error) => error.message || 'Failed to generate meal plan';

/** Seconds since it appeared, so a long generation visibly moves. */
function ElapsedSeconds() {
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span className="tabular-nums">{Math.floor((now - started) / 1000)} s</span>;
}
