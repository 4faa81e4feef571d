import { allIngredients } from './catalogue';
import type { Ingredient } from './types';

/** Lower case, NFC, single spaces, no surrounding punctuation: 'Hähnchenbrust ' -> 'hähnchenbrust'. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/^[\s.,;:!?'"()-]+|[\s.,;:!?'"()-]+$/g, '');
}

// Two spellings a German word takes when umlauts are lost: 'hähnchen' -> 'haehnchen' (typed) or 'hahnchen' (OCR).
const expandUmlauts = (s: string) => s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
const stripAccents = (s: string) => s.replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');

interface Indexes {
  exact: Map<string, Ingredient>;
  folded: Map<string, Ingredient | null>;
  spellings: Map<string, Ingredient>;
}

let indexes: Indexes | undefined;

function build(): Indexes {
  const exact = new Map<string, Ingredient>();
  const folded = new Map<string, Ingredient | null>();
  const spellings = new Map<string, Ingredient>();
  for (const ingredient of allIngredients()) {
    const names = [ingredient.id.replace(/-/g, ' '), ingredient.name, ingredient.plural, ...ingredient.synonyms];
    for (const name of names.map(normalizeName)) {
      if (!exact.has(name)) exact.set(name, ingredient);
      for (const key of [expandUmlauts(name), stripAccents(name)]) {
        const owner = folded.get(key);
        // A folded form two ingredients share is ambiguous and is not used.
        if (owner === undefined) folded.set(key, ingredient);
        else if (owner !== null && owner.id !== ingredient.id) folded.set(key, null);
      }
    }
    for (const spelling of ingredient.receiptSpellings) {
      if (!spellings.has(spelling)) spellings.set(spelling, ingredient);
    }
  }
  return { exact, folded, spellings };
}

/**
 * The ingredient whose name, plural or synonym (English or German) is exactly `name`, ignoring case, spacing and
 * lost umlauts or accents ('Zwiebeln', 'haehnchenbrust', 'creme fraiche'). No partial or fuzzy matching.
 */
export function findIngredientByName(name: string): Ingredient | undefined {
  indexes ??= build();
  const key = normalizeName(name);
  if (key === '') return undefined;
  const hit = indexes.exact.get(key);
  if (hit) return hit;
  for (const foldedKey of [expandUmlauts(key), stripAccents(key)]) {
    const owner = indexes.folded.get(foldedKey);
    if (owner) return owner;
  }
  return undefined;
}

/** The ingredient a whole receipt spelling names ('BNLS SKLS CHKN BRST', 'ZWIEBELN'), ignoring case and spacing. */
export function findIngredientByReceiptSpelling(text: string): Ingredient | undefined {
  indexes ??= build();
  return indexes.spellings.get(text.normalize('NFC').toUpperCase().trim().replace(/\s+/g, ' '));
}
