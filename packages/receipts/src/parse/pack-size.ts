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
  // German pack counts: 'EIER 10ER', 'BROETCHEN 6ER'.
  er: { unit: 'each', factor: 1 },
};

// A number (1, 1.5, 0,2, 5.25) then a unit, standing alone or glued to the number ('4L', '500G', '1 GAL', '12 CT',
// 'EGGS,18CT').
const SIZE = /(?:^|[\s(/x,])(\d{1,4}(?:[.,]\d{1,3})?)\s?(fl\.?\s?oz|ltr|lbs|gal|stk|kg|gr|ml|cl|lt|oz|lb|ct|pk|st|er|g|l)(?=$|[\s).,/])/i;
/** Dozens, with or without a number: 'EGGS DOZ', 'Local Eggs Dozen', 'MM LG EGGS 5DZ', 'EGGS LG 2 DOZ'. */
const DOZENS = /(?:^|[\s(/])(?:(\d{1,2})\s?)?(?:dozen|doz|dz)(?=$|[\s).,/])/i;
/** More than this many pieces in one pack is a misread (an item code, a price) rather than a count. */
const MAX_PIECES = 120;
const MAX_DOZENS = 30;
/**
 * A bare whole number in the name of food sold in packs is its count ('NN LARGE EGGS 12', '6 EGGS', 'EGGS MED 6S'
 * as Waitrose prints it), unless a measure follows ('FLOUR TORTILLA 10 IN' is the width, '12 GRAIN BAGEL' the bread).
 */
const BARE_COUNT = /(?:^|\s)(\d{1,2})s?(?=$|\s)(?!\s+(?:in|inch|cm|grain|korn)\b)/i;
const MIN_BARE_COUNT = 2;
const MAX_BARE_COUNT = 60;

/** A pack of dozens, or null. */
function findDozens(name: string): PackSize | null {
  const match = DOZENS.exec(name);
  if (!match) return null;
  const dozens = match[1] === undefined ? 1 : Number(match[1]);
  return dozens > 0 && dozens <= MAX_DOZENS ? { quantity: dozens * 12, unit: 'each' } : null;
}

/** The package size in a product name, or null; sizes of zero or absurd counts are ignored. */
export function findPackSize(name: string): PackSize | null {
  const match = SIZE.exec(name);
  if (!match) return findDozens(name);
  const amount = Number(match[1]!.replace(',', '.'));
  const spec = UNITS[match[2]!.toLowerCase().replace(/[.\s]/g, '')];
  if (!spec || !(amount > 0)) return null;
  if (spec.unit === 'each' && (!Number.isInteger(amount) || amount > MAX_PIECES)) return null;
  return { quantity: Math.round(amount * spec.factor * 100) / 100, unit: spec.unit };
}

/** A bare count of 2-60 in the name ('NN LARGE EGGS 12'), or null. */
function bareCount(name: string): number | null {
  const match = BARE_COUNT.exec(name);
  const count = match ? Number(match[1]) : NaN;
  return count >= MIN_BARE_COUNT && count <= MAX_BARE_COUNT ? count : null;
}

/** How the matched food is sold, as far as a count on its line is concerned. */
export interface SoldAs {
  /** Pieces in a shop's pack of countable items (eggs 12). */
  piecesPerPack?: number;
  /** Its single piece is never bought alone (a berry, a slice of ham, a cracker): a count is of packs. */
  soldInPacks?: boolean;
}

/**
 * What was bought in measurable terms. A line sold by the piece ('each') whose name prints a package size becomes
 * count x size ('2 x MILCH 1L' -> 2 l, '2 x EIER 10ER' -> 20). For food sold in packs of countable items
 * (`piecesPerPack`, eggs 12) a count is of packs even when no size is printed: '2 @ 9.69 XL EGGS' is 24 eggs,
 * 'NN LARGE EGGS 12' 12; for food whose piece nobody buys alone it is a count of packs ('STRAWBERRIES 3.99' is a
 * punnet, not one berry). Weighed lines already carry their weight and are left alone.
 */
export function withPackSize(item: { name: string; quantity: number; unit: string }, soldAs: SoldAs = {}): { quantity: number; unit: string } {
  if (item.unit !== 'each') return { quantity: item.quantity, unit: item.unit };
  const size = findPackSize(item.name);
  if (size) return { quantity: Math.round(item.quantity * size.quantity * 100) / 100, unit: size.unit };
  const { piecesPerPack } = soldAs;
  if (piecesPerPack === undefined) return { quantity: item.quantity, unit: soldAs.soldInPacks ? 'pack' : item.unit };
  return { quantity: item.quantity * (bareCount(item.name) ?? piecesPerPack), unit: 'each' };
}
