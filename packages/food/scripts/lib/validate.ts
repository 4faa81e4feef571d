import type { CuratedCategory, CuratedIngredient } from '../../data/curated/schema';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Normal form of a name for lookup: lower case, NFC, single spaces. */
export const normalName = (s: string) => s.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
/** Normal form of a receipt spelling: upper case, single spaces. */
export const normalSpelling = (s: string) => s.normalize('NFC').toUpperCase().trim().replace(/\s+/g, ' ');

/**
 * Problems that would make lookups ambiguous or the data inconsistent: bad or repeated ids, label-only foods
 * without values, and one name or receipt spelling claimed by two ingredients.
 */
/** A package weight may differ from count x piece weight by label rounding (Thomas' six 57 g muffins: 340 g). */
const PACK_COUNT_TOLERANCE = 0.02;

/** Why an item's pieces-per-pack figure cannot be right, or null. */
function packCountProblem(item: CuratedIngredient): string | null {
  if (item.count === undefined) return null;
  if (!Number.isInteger(item.count) || item.count < 2) return `count ${item.count} is not a whole number of pieces above one`;
  if (item.each === undefined || item.pack === undefined) return 'count needs both each and pack';
  const expected = item.count * item.each;
  if (Math.abs(item.pack - expected) > item.pack * PACK_COUNT_TOLERANCE) return `pack ${item.pack} g is not ${item.count} x ${item.each} g`;
  return null;
}

export function curatedProblems(categories: CuratedCategory[], displayName: (id: string, name?: string) => string): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const nameOwner = new Map<string, string>();
  const spellingOwner = new Map<string, string>();
  const claim = (owners: Map<string, string>, key: string, id: string, what: string) => {
    const owner = owners.get(key);
    if (owner !== undefined && owner !== id) problems.push(`${what} "${key}" is used by both ${owner} and ${id}`);
    else owners.set(key, id);
  };
  for (const { items } of categories) {
    for (const item of items) {
      if (!KEBAB.test(item.id)) problems.push(`id "${item.id}" is not kebab-case`);
      if (ids.has(item.id)) problems.push(`id "${item.id}" appears twice`);
      ids.add(item.id);
      if (item.ndb === null && item.label === undefined) problems.push(`${item.id} has neither an NDB number nor label values`);
      if (item.ndb !== null && item.label !== undefined) problems.push(`${item.id} has both an NDB number and label values`);
      const countProblem = packCountProblem(item);
      if (countProblem) problems.push(`${item.id}: ${countProblem}`);
      for (const name of [displayName(item.id, item.name), ...(item.en ?? []), ...(item.de ?? [])]) {
        claim(nameOwner, normalName(name), item.id, 'name');
      }
      for (const spelling of item.rc ?? []) claim(spellingOwner, normalSpelling(spelling), item.id, 'receipt spelling');
    }
  }
  return problems;
}
