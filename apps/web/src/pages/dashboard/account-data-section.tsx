import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { Download, Trash2, Upload } from 'lucide-react';
import { useDeleteAccount, useExportAccount, useImportAccount } from '../../api/account';
import { useMealPlans } from '../../api/meal-plans';
import { useRecentReceipt } from '../../api/receipts';
import { buttonStyles } from '../../ui/button-styles';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { deletionConfirmed } from './deletion-confirmation';

/** Profile > Your data: the rights the Privacy page promises (a copy of everything, restoring it, deleting it all). */
export function AccountDataSection({ email }: { email: string }) {
  const exporting = useExportAccount();
  const [deleting, setDeleting] = useState(false);

  return (
    <section aria-labelledby="your-data-title" className="mt-10 border-t border-leaf-800/10 pt-8">
      <h2 id="your-data-title" className="font-display text-xl font-bold text-leaf-900">
        Your data
      </h2>
      <p className="mt-1 text-muted">
        Download everything Forkcast keeps about you (profile, receipts with their photos, meal plans, ratings) as one
        archive, or delete your account and all of it.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonStyles.secondary} disabled={exporting.isPending} onClick={() => exporting.mutate()}>
          {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" className="size-4" />}
          Download my data
        </button>
        <button type="button" className={buttonStyles.danger} onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete account
        </button>
      </div>
      {exporting.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {exporting.error.message}
        </p>
      )}
      <ImportArchive />
      {deleting && <DeleteAccountDialog email={email} onCancel={() => setDeleting(false)} />}
    </section>
  );
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Offered only while the account has no receipts and no plans: an archive is restored into an empty account. */
function ImportArchive() {
  const recent = useRecentReceipt();
  const plans = useMealPlans({ limit: 1 });
  const importing = useImportAccount();
  const input = useRef<HTMLInputElement>(null);
  const empty = recent.data === null && plans.data?.total === 0;
  if (!empty && !importing.isSuccess) return null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) importing.mutate(file);
  };

  return (
    <div className="mt-6 rounded-2xl bg-leaf-50 px-4 py-4">
      <p className="text-ink">Moving from another Forkcast account? Restore its export archive here.</p>
      <input ref={input} type="file" accept=".tar.gz,.tgz,application/gzip" className="sr-only" aria-label="Export archive" onChange={choose} />
      <button type="button" className={`${buttonStyles.secondary} mt-3`} disabled={importing.isPending} onClick={() => input.current?.click()}>
        {importing.isPending ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
        Import my data
      </button>
      {importing.isSuccess && (
        <p role="status" className="mt-3 text-sm text-leaf-800">
          Restored {counted(importing.data.receipts, 'receipt')}, {counted(importing.data.meal_plans, 'meal plan')} and{' '}
          {counted(importing.data.recipe_feedback, 'rating')}.
        </p>
      )}
      {importing.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {importing.error.message}
        </p>
      )}
    </div>
  );
}

/** Deleting cannot be undone, so the button waits until the user has typed DELETE or their email. */
function DeleteAccountDialog({ email, onCancel }: { email: string; onCancel: () => void }) {
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = deletionConfirmed(typed, email);
  const cancel = () => !deletion.isPending && onCancel();

  return (
    <Modal
      role="alertdialog"
      labelledBy="delete-account-title"
      describedBy="delete-account-message"
      onDismiss={cancel}
      holdFocus
      initialFocus={cancelRef}
      className="w-[calc(100%-2rem)] max-w-md bg-white p-6"
    >
      <h2 id="delete-account-title" className="font-display text-xl font-bold text-leaf-900">
        Delete your account?
      </h2>
      <p id="delete-account-message" className="mt-2 text-muted">
        Your profile, receipts and their photos, meal plans and ratings are deleted for good, you are signed out on
        every device, and a paid subscription is cancelled. Download your data first if you want a copy.
      </p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-semibold text-ink">
        Type DELETE or your email to confirm
      </label>
      <input
        id={inputId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        className="mt-1 w-full rounded-xl border border-leaf-800/25 px-3 py-2"
      />
      {deletion.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {deletion.error.message}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button ref={cancelRef} type="button" onClick={cancel} disabled={deletion.isPending} className={buttonStyles.secondary}>
          Cancel
        </button>
        <button
          type="button"
          disabled={!confirmed || deletion.isPending}
          className={buttonStyles.danger}
          onClick={() => deletion.mutate(undefined, { onSuccess: () => navigate('/', { replace: true }) })}
        >
          {deletion.isPending && <Spinner />}
          Delete account
        </button>
      </div>
    </Modal>
  );
}
