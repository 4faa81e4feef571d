import { ProgressBar } from '../ui/progress-bar';
import { USAGE_TONE_FILL, usageTone } from './usage-tone';

const TONE_WORDS = { ok: null, near: 'Near the limit', reached: 'Limit reached' } as const;

/** One usage bar: what is counted, how much of it is used, coloured by `usageTone` and said in words too. */
export function UsageBar({ label, amount, percent }: { label: string; amount: string; percent: number }) {
  const tone = usageTone(percent);
  const words = TONE_WORDS[tone];
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold text-ink">{label}</p>
        <p className="text-sm text-muted tabular-nums">
          {amount}
          {words && <span className={`ml-2 font-semibold ${tone === 'reached' ? 'text-red-700' : 'text-amber-800'}`}>{words}</span>}
        </p>
      </div>
      <ProgressBar value={percent} className="mt-2 h-2.5" fill={USAGE_TONE_FILL[tone]} />
    </div>
  );
}
