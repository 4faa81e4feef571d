import { useId } from 'react';
import { ChevronDown, Download, FileJson, FileSpreadsheet, FileText, Lock, Printer, type LucideIcon } from 'lucide-react';
import type { MealPlan } from '@forkcast/contracts';
import { usePlan } from '../../../api/plan';
import { buttonStyles } from '../../../ui/button-styles';
import { Spinner } from '../../../ui/spinner';
import { useToast } from '../../../toast/toast-provider';
import { useMenuButton } from '../../../ui/use-menu-button';
import { usePlanExport, type ExportFormat } from './use-plan-export';

const FORMATS: { format: ExportFormat; label: string; hint: string; icon: LucideIcon }[] = [
  { format: 'json', label: 'JSON', hint: 'Everything, for other apps', icon: FileJson },
  { format: 'csv', label: 'CSV', hint: 'One row per recipe, for spreadsheets', icon: FileSpreadsheet },
  { format: 'pdf', label: 'PDF', hint: 'Every recipe in full, sized for a phone', icon: FileText },
  { format: 'print', label: 'Print', hint: 'Printable recipes and shopping list', icon: Printer },
];

const PREMIUM_TOOLTIP = 'Premium feature - Upgrade to export meal plans';

/**
 * Export button: a menu of formats for paid plans; for everyone else a locked button that explains why. Until the
 * account's plan has loaded nobody is known to be free, so the button waits rather than refusing a Premium user.
 */
export function ExportMenu({ plan, canExport }: { plan: MealPlan; canExport: boolean }) {
  const account = usePlan();
  if (canExport) return <FormatMenu plan={plan} />;
  if (account.isPending) {
    return (
      <button type="button" disabled aria-busy="true" className={`${buttonStyles.secondary} text-sm`}>
        <Spinner className="size-4" />
        Export
      </button>
    );
  }
  return <LockedExportButton />;
}

function LockedExportButton() {
  const toast = useToast();
  const tooltipId = useId();
  return (
    <div className="group relative">
      <button
        type="button"
        aria-describedby={tooltipId}
        onClick={() => toast.error('Export feature is only available for Premium users')}
        className={`${buttonStyles.secondary} text-sm`}
      >
        <Lock aria-hidden="true" className="size-4" />
        Export
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none invisible absolute top-full right-0 z-20 mt-2 w-56 rounded-xl bg-ink px-3 py-2 text-xs font-medium text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {PREMIUM_TOOLTIP}
      </span>
    </div>
  );
}

/** A menu of export formats (ARIA menu button); the button spins while a file downloads. */
function FormatMenu({ plan }: { plan: MealPlan }) {
  const { exportAs, pending } = usePlanExport(plan);
  const menu = useMenuButton();

  return (
    <div className="relative">
      <button {...menu.buttonProps} aria-busy={pending !== null} className={`${buttonStyles.secondary} text-sm`}>
        {pending ? <Spinner className="size-4" /> : <Download aria-hidden="true" className="size-4" />}
        Export
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {menu.open && (
        <div
          {...menu.menuProps}
          aria-label="Export format"
          className="absolute top-full right-0 z-20 mt-2 w-64 overflow-hidden rounded-2xl border border-leaf-800/10 bg-white py-1.5 shadow-xl"
        >
          {FORMATS.map(({ format, label, hint, icon: Icon }) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                menu.close(true);
                void exportAs(format);
              }}
              className="flex w-full items-start gap-3 px-4 py-2.5 text-left hover:bg-leaf-50 focus:bg-leaf-50 focus:outline-none"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf-700" />
              <span>
                <span className="block text-sm font-semibold text-ink">{label}</span>
                <span className="block text-xs text-muted">{hint}</span>
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
