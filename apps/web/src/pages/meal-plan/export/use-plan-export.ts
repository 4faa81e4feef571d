import type { MealPlan } from '@forkcast/contracts';
import { useToast } from '../../../toast/toast-provider';
import { downloadFile } from './download-file';
import { exportFileName } from './export-file-name';
import { planToCsv } from './plan-csv';
import { planToJson } from './plan-json';

export type ExportFormat = 'json' | 'csv' | 'pdf';

/** The three exports of spec section 6 with their toasts (section 8); PDF is the browser's print of a printable page. */
export function usePlanExport(plan: MealPlan) {
  const toast = useToast();
  return (format: ExportFormat) => {
    if (format === 'json') {
      downloadFile(exportFileName(plan.name, 'json'), planToJson(plan), 'application/json');
      toast.success('Meal plan exported as JSON');
    } else if (format === 'csv') {
      downloadFile(exportFileName(plan.name, 'csv'), planToCsv(plan), 'text/csv;charset=utf-8');
      toast.success('Meal plan exported as CSV');
    } else {
      // The printable page opens the print dialog itself once the plan has loaded there.
      window.open(`/meal-plans/${plan.id}/print`, '_blank', 'noopener');
      toast.success("PDF export initiated - use your browser's print dialog");
    }
  };
}
