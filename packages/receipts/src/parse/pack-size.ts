/** A package size printed in a product name: 'WHOLE MILK 1 GAL', 'KS ORG 2% 4L', 'OREO 5.25OZ', 'EGGS 12 CT'. */
export interface PackSize {
  quantity: number;
  unit: 'g' | 'kg' | 'ml' | 'l' | 'lb' | 'each';
}

/** Printed unit -> the unit we report and the factor to it (ounces and gallons become metric, as labels do). */
const UNITS: Record<string, { unit: PackSize['unit']; factor: number }> = {
  g: { unit: 'g', factor: 1 },
  gr: { unit: 'g', factor: 1 },
  kg: { unit: 'kg', factor: 1 },
  ml: { unit: 'ml', factor: 1 },
  cl: { unit: 'ml', factor: 10 },
  l: { unit: 'l', factor: 1 },
  lt: { unit: 'l', factor: 1 },
  ltr: { unit: 'l', factor: 1 },
  oz: { unit: 'g', factor: 28.35 },
  floz: { unit: 'ml', factor: 29.57 },
  lb: { unit: 'lb', factor: 1 },
  lbs: { unit: 'lb', factor: 1 },
  gal: { unit: 'l', factor: 3.785 },
  ct: { unit: 'each', factor: 1 },
  pk: { unit: 'each', factor: 1 },
  stk: { unit: 'each', factor: 1 },
  st: { unit: 'each', factor: 1 },
};

// A number (1, 1.5, 0,2, 5.25) then a unit, standing alone or glued to the number ('4L', '500G', '1 GAL', '12 CT').
const SIZE = /(?:^|[\s(/x])(\d{1,4}(?:[.,]\d{1,3})?)\s?(fl\.?\s?oz|ltr|lbs|gal|stk|kg|gr|ml|cl|lt|oz|lb|ct|pk|st|g|l)(?=$|[\s).,/])/i;

/** The package size in a product name, or null; sizes of zero or absurd counts are ignored. */
export function findPackSize(name: string): PackSize | null {
  const match = SIZE.exec(name);
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  const spec = UNITS[match[2]!.toLowerCase().replace(/[.\s]/g, '')];
  if (!spec || !(amount > 0)) return null;
  if (spec.unit === 'each' && (!Number.isInteger(amount) || amount > 120)) return null;
  return { quantity: Math.round(amount * spec.factor * 100) / 100, unit: spec.unit };
}

/**
 * What was bought in measurable terms: a line sold by the piece ('each') whose name prints a package size becomes
 * count x size ('2 x MILCH 1L' -> 2 l). Weighed lines already carry their weight and are left alone.
 */
export function withPackSize(item: { name: string; quantity: number; unit: string }): { quantity: number; unit: string } {
  if (item.unit !== 'each') return { quantity: item.quantity, unit: item.unit };
  const size = findPackSize(item.name);
  if (!size) return { quantity: item.quantity, unit: item.unit };
  return { quantity: Math.round(item.quantity * size.quantity * 100) / 100, unit: size.unit };
}
