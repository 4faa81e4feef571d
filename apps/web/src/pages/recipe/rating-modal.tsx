import { useId, useState, type FormEvent } from 'react';
import { useSubmitRecipeFeedback } from '../../api/recipes';
import { useToast } from '../../toast/toast-provider';
import { buttonStyles } from '../../ui/button-styles';
import { Modal, ModalCloseButton } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { StarRatingInput } from './star-rating-input';

const DEFAULT_RATING = 5;

/** 'Rate This Recipe' (spec section 2): stars, optional comments, would make again, in a modal dialog. */
export function RatingModal({
  recipeId,
  recipeName,
  onRated,
  onClose,
}: {
  recipeId: string;
  recipeName: string;
  /** The stars just saved, for the page to show. */
  onRated: (rating: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState(DEFAULT_RATING);
  const [comments, setComments] = useState('');
  const [wouldMakeAgain, setWouldMakeAgain] = useState(true);
  const feedback = useSubmitRecipeFeedback(recipeId);
  const toast = useToast();
  const busy = feedback.isPending;

  const close = () => !busy && onClose();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = comments.trim();
    feedback.mutate(
      { rating, would_make_again: wouldMakeAgain, ...(text ? { comments: text } : {}) },
      {
        onSuccess: () => {
          toast.success('Feedback submitted successfully!');
          onRated(rating);
          onClose();
        },
        onError: () => toast.error('Failed to submit feedback'),
      },
    );
  }

  return (
    <Modal
      labelledBy={`${id}-title`}
      describedBy={`${id}-recipe`}
      onDismiss={close}
      className="w-[calc(100%-2rem)] max-w-md bg-white p-0"
    >
      <form onSubmit={submit} className="relative px-6 pt-7 pb-6 sm:px-8">
        <ModalCloseButton onClick={close} disabled={busy} className="absolute top-4 right-4" />
        <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-leaf-900">
          Rate This Recipe
        </h2>
        <p id={`${id}-recipe`} className="mt-1 pr-8 text-muted">
          {recipeName}
        </p>

        <div className="mt-5">
          <StarRatingInput name={`${id}-rating`} value={rating} onChange={setRating} />
        </div>

        <label htmlFor={`${id}-comments`} className="mt-5 block text-sm font-semibold text-ink">
          Comments <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          id={`${id}-comments`}
          value={comments}
          onChange={(event) => setComments(event.target.value)}
          maxLength={2000}
          rows={4}
          placeholder="Share your thoughts about this recipe..."
          className="mt-2 w-full resize-y rounded-2xl border border-leaf-800/20 bg-cream/50 px-4 py-3 text-ink placeholder:text-muted focus:border-leaf-600 focus:outline-2 focus:outline-leaf-600/30"
        />

        <label className="mt-4 flex cursor-pointer items-center gap-3 text-ink">
          <input
            type="checkbox"
            checked={wouldMakeAgain}
            onChange={(event) => setWouldMakeAgain(event.target.checked)}
            className="size-5 accent-leaf-700"
          />
          I would make this recipe again
        </label>

        <div className="mt-7 flex justify-end gap-3">
          <button type="button" onClick={close} disabled={busy} className={buttonStyles.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={buttonStyles.primary}>
            {busy && <Spinner />}
            Submit
          </button>
        </div>
      </form>
    </Modal>
  );
}
