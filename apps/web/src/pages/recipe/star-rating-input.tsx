import { useState } from 'react';
import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 1-5 stars as a native radio group: arrow keys change the rating and screen readers hear 'N stars, radio, k of 5'.
 * Hovering previews a rating; the radios themselves are visually hidden behind the stars.
 */
export function StarRatingInput({ value, onChange, name }: { value: number; onChange: (rating: number) => void; name: string }) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Your rating</legend>
      <div className="mt-2 flex items-center gap-1" onMouseLeave={() => setPreview(null)}>
        {STARS.map((stars) => (
          <label key={stars} className="cursor-pointer rounded-lg p-1 has-focus-visible:outline-2 has-focus-visible:outline-leaf-600" onMouseEnter={() => setPreview(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={stars === 1 ? '1 star' : `${stars} stars`}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-9 transition-colors ${stars <= shown ? 'fill-honey-400 text-honey-400' : 'fill-transparent text-leaf-800/25'}`}
            />
          </label>
        ))}
        <span className="ml-2 text-sm font-medium text-muted" aria-hidden="true">
          {shown} of 5
        </span>
      </div>
    </fieldset>
  );
}
