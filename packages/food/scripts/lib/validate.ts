import type { CuratedCategory } from '../../data/curated/schema';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Normal form of a name for lookup: lower case, NFC, single spaces. */
export const normalName = (s: string) => s.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
/** Normal form of a receipt spelling: upper case, single spaces. */
export const normalSpelling = (s: string) => s.normalize('NFC').toUpperCase().trim().replace(/\s+/g, ' ');

/**
 * Problems that would make lookups ambiguous or the data inconsistent: bad or repeated ids, label-only foods
 * without values, and one name or receipt spelling claimed by two ingredients.
 */
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
      for (const name of [displayName(item.id, item.name), ...(item.en ?? []), ...(item.de ?? [])]) {
        claim(nameOwner, normalName(name), item.id, 'name');
      }
      for (const spelling of item.rc ?? []) claim(spellingOwner, normalSpelling(spelling), item.id, 'receipt spelling');
    }
  }
  return problems;
}
