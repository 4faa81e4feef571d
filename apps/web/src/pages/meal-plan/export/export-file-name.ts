/**
 * A download name from the plan name (spec section 9): lower-cased, runs of anything but letters and digits
 * turned into one hyphen, trimmed, capped so every file system takes it.
 */
export function exportFileName(planName: string, extension: 'json' | 'csv'): string {
  const stem = planName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${stem || 'meal-plan'}.${extension}`;
}
