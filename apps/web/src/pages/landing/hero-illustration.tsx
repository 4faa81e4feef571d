import { ArrowRight, Leaf } from 'lucide-react';

const receiptLines: Array<[string, string]> = [
  ['BABY SPINACH', '2.49'],
  ['CHKN THIGH 1.2 LB', '5.98'],
  ['GV WHL MLK', '3.19'],
  ['ROMA TOMATO', '1.86'],
  ['BASIL', '1.99'],
];

const plannedDays: Array<{ day: string; dish: string; note: string }> = [
  { day: 'Day 1', dish: 'Chicken & spinach skillet', note: 'Spinach first: it wilts soonest' },
  { day: 'Day 2', dish: 'Tomato basil pasta', note: 'Basil and tomatoes at their best' },
  { day: 'Day 3', dish: 'Creamy tomato soup', note: 'Finishes the milk' },
];

/** Decorative picture of the idea: a receipt on the left becomes a plan on the right. */
export function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto flex w-full max-w-lg items-center gap-3 select-none sm:gap-4">
      <div className="w-[44%] shrink-0 -rotate-3 drop-shadow-lg">
        <div className="rounded-t-lg bg-white px-3 pt-4 pb-3 font-mono text-[10px] leading-relaxed text-ink/80 sm:text-xs">
          <p className="text-center font-bold tracking-wider text-ink">GREEN VALLEY MKT</p>
          <p className="mb-2 text-center text-ink/70">04/18 17:42</p>
          {receiptLines.map(([name, price]) => (
            <p key={name} className="flex justify-between gap-2">
              <span className="truncate">{name}</span>
              <span>{price}</span>
            </p>
          ))}
          <p className="mt-2 flex justify-between border-t border-dashed border-ink/30 pt-1 font-bold text-ink">
            <span>TOTAL</span>
            <span>15.51</span>
          </p>
        </div>
        <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="block h-2 w-full fill-white">
          <path d="M0 0h100v0l-5 6-5-6-5 6-5-6-5 6-5-6-5 6-5-6-5 6-5-6-5 6-5-6-5 6-5-6-5 6-5-6-5 6-5-6-5 6-5-6z" />
        </svg>
      </div>

      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-tomato-500 text-white shadow-md">
        <ArrowRight className="size-5" />
      </span>

      <div className="min-w-0 flex-1 rotate-2 rounded-2xl border border-leaf-800/10 bg-white p-3 shadow-xl sm:p-4">
        <p className="text-[11px] font-bold tracking-wider text-leaf-700 uppercase sm:text-xs">Your next 3 days</p>
        <ul className="mt-2 space-y-2">
          {plannedDays.map(({ day, dish, note }) => (
            <li key={day} className="rounded-xl bg-leaf-50 px-2.5 py-2">
              <p className="text-[10px] font-semibold text-tomato-600 sm:text-xs">{day}</p>
              <p className="text-xs font-semibold text-leaf-900 sm:text-base">{dish}</p>
              <p className="mt-0.5 flex items-center gap-1 text-[10px] text-muted sm:text-xs">
                <Leaf className="size-3 shrink-0 text-leaf-600" />
                {note}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
