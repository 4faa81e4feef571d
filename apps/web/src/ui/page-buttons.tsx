import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonStyles } from './button-styles';

/** Previous / "Page N of M" / Next under a paged list. */
export function PageButtons({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <div className="flex items-center gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={buttonStyles.secondary}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </button>
      <span className="text-sm font-semibold text-ink">
        Page {page} of {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={buttonStyles.secondary}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
