import type { LucideIcon } from 'lucide-react';
import { Activity, CalendarRange, ReceiptText } from 'lucide-react';
import { useUsage } from '../../api/usage';

/** The dashboard's three numbers (spec section 2), from the polled usage (fresh for a minute, asked again every minute). */
export function UsageStats() {
  const usage = useUsage();
  if (usage.isError && !usage.data) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
        Could not load your usage: {usage.error.message}
      </p>
    );
  }
  const data = usage.data;
  return (
    <ul aria-label="Your usage" aria-busy={!data} className="grid grid-cols-3 gap-2 sm:gap-4">
      <Stat icon={ReceiptText} label="Receipts This Week" value={data?.usage.receipt_processing.count} of={data?.plan_limits.weekly_receipt_limit} />
      <Stat icon={CalendarRange} label="Meal Plans This Week" value={data?.usage.meal_plan_generation.count} of={data?.plan_limits.weekly_meal_plan_limit} />
      <Stat icon={Activity} label="Total Operations" value={data?.total_operations} />
    </ul>
  );
}

function Stat({ icon: Icon, label, value, of }: { icon: LucideIcon; label: string; value: number | undefined; of?: number }) {
  return (
    // Three abreast on a phone too: the icon gives way and the label wraps, so the numbers stay one glance.
    <li className="flex items-center gap-4 rounded-2xl border border-leaf-800/10 bg-white p-3 shadow-sm sm:rounded-3xl sm:p-5">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-2xl bg-leaf-50 text-leaf-700 sm:flex">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold text-muted sm:text-sm">{label}</p>
        <p className="mt-0.5 font-display text-2xl font-bold text-leaf-900 tabular-nums sm:text-3xl">
          {value ?? <span className="text-muted">–</span>}
          {value !== undefined && of !== undefined && (
            <span className="ml-1 font-sans text-sm font-semibold text-muted sm:ml-1.5 sm:text-base">of {of}</span>
          )}
        </p>
      </div>
    </li>
  );
}
