import { useState, type FormEvent } from 'react';
import { MAX_STARS } from '../../../shared/constants';
import { REVIEW_MESSAGES } from '../../../shared/orders';
import { useSubmit } from '../../hooks/use-submit';
import { PostForm } from '../../ui/AuthForm';
import { Field, FieldError } from '../../ui/Field';
import { FormActions } from '../_shop/FormActions';

/** The longest review comment (REVIEW_MESSAGES.comment says the same). */
export const REVIEW_COMMENT_MAX = 2000;
export const RATING_LEGEND = 'Your rating';
export const COMMENT_LABEL = 'Your review (optional)';
export const SAVE_REVIEW_TEXT = 'Save review';

/** 'One star', 'Two stars'… for the star buttons' names. */
export function starName(n: number): string {
  const words = ['One star', 'Two stars', 'Three stars', 'Four stars', 'Five stars'];
  return words[n - 1] ?? `${n} stars`;
}

/**
 * A review of one product of a delivered order: 1 to 5 stars (radio buttons drawn as stars) and
 * a comment. Checked here with the server's texts before it is sent.
 */
export function ReviewForm({
  id,
  productName,
  initial,
  onSave,
  onCancel,
}: {
  id: string;
  productName: string;
  initial?: { rating: number; comment: string } | null;
  /** Rejects when the server refused (the caller shows why). */
  onSave: (review: { rating: number; comment: string }) => Promise<void>;
  onCancel?: () => void;
}) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSubmit();

  // A refused save needs nothing here: the caller has said why (a toast), and the form stays as
  // it was to try again.
  const submit = (e: FormEvent) =>
    run(e, {
      check: () => {
        if (!Number.isInteger(rating) || rating < 1 || rating > MAX_STARS) {
          setError(REVIEW_MESSAGES.rating);
          return false;
        }
        if (comment.trim().length > REVIEW_COMMENT_MAX) {
          setError(REVIEW_MESSAGES.comment);
          return false;
        }
        setError(null);
        return true;
      },
      send: () => onSave({ rating, comment }),
    });

  const shown = hover || rating;
  const errorId = `${id}-error`;
  return (
    <PostForm
      className="sw-review-form"
      onSubmit={submit}
      data-testid="review-form"
      aria-label={`Review of ${productName}`}
    >
      <fieldset
        className="sw-review-form__stars"
        aria-describedby={error ? errorId : undefined}
        onMouseLeave={() => setHover(0)}
      >
        <legend className="sw-auth__label">{RATING_LEGEND}</legend>
        {Array.from({ length: MAX_STARS }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={`sw-review-form__star${n <= shown ? ' is-on' : ''}`}
            onMouseEnter={() => setHover(n)}
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              className="sw-visually-hidden"
              checked={rating === n}
              disabled={busy}
              onChange={() => {
                setRating(n);
                setError(null);
              }}
            />
            <span className="sw-visually-hidden">{starName(n)}</span>
            <svg viewBox="0 0 20 20" width="28" height="28" aria-hidden="true">
              <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
            </svg>
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-comment`}
        label={COMMENT_LABEL}
        rows={3}
        inputClassName="sw-review-form__comment"
        maxLength={REVIEW_COMMENT_MAX}
        value={comment}
        disabled={busy}
        onChange={setComment}
      />
      <FieldError id={errorId} alert>
        {error}
      </FieldError>
      <FormActions
        className="sw-review-form__actions"
        submitText={SAVE_REVIEW_TEXT}
        busy={busy}
        onCancel={onCancel}
      />
    </PostForm>
  );
}
