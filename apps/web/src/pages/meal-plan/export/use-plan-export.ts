import { useState } from 'react';
import type { MealPlan } from '@forkcast/contracts';
import { exportFileName } from '@forkcast/contracts/formatting';
import { api } from '../../../api/client';
import { useToast } from '../../../toast/toast-provider';
import { downloadFile } from './download-file';

/** Spec section 8, word for word; it stands for the generated PDF as for the printable page. */
const PDF_TOAST = "PDF export initiated - use your browser's print dialog";

/** The files the server writes (Premium only, spec section 4), each with its success toast. */
const DOWNLOADS = {
  json: { endpoint: 'exportMealPlanJson', toast: 'Meal plan exported as JSON' },
  csv: { endpoint: 'exportMealPlanCsv', toast: 'Meal plan exported as CSV' },
  pdf: { endpoint: 'exportMealPlanPdf', toast: PDF_TOAST },
} as const;

export type ExportFormat = keyof typeof DOWNLOADS | 'print';

/**
 * The exports of spec section 6: JSON, CSV and PDF are downloaded from the server under the plan's file name;
 * 'print' opens the printable page, which opens the print dialog itself once the plan has loaded there.
 * `pending` is the format being downloaded; another download waits until it has finished.
 */
export function usePlanExport(plan: MealPlan) {
  const toast = useToast();
  const [pending, setPending] = useState<ExportFormat | null>(null);

  async function exportAs(format: ExportFormat): Promise<void> {
    if (pending) return;
    if (format === 'print') {
      window.open(`/meal-plans/${plan.id}/print`, '_blank', 'noopener');
      toast.success(PDF_TOAST);
      return;
    }
    const { endpoint, toast: done } = DOWNLOADS[format];
    setPending(format);
    try {
      const file = await api.call(endpoint, { params: { id: plan.id } });
      downloadFile(exportFileName(plan.name, format), file);
      toast.success(done);
    } catch (error) {
      // The server's own words: 'Export feature is only available for Premium users' when the plan has lapsed.
      toast.error(error instanceof Error && error.message ? error.message : 'Export failed. Please try again.');
    } finally {
      setPending(null);
    }
  }

  return { exportAs, pending };
}
