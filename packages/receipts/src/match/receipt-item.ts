import type { RawItem } from '../parse/item-assembler';
import { withPackSize } from '../parse/pack-size';
import type { ReceiptItem } from '../types';
import type { IngredientMatcher } from './ingredient-matcher';

/** Readable fallback name for a line no ingredient matched: 'RED BULL ENRGY DRNK' -> 'red bull enrgy drnk'. */
function plainName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Purchases named in French, at least this many and this share of them, tell a French receipt its lines did not. */
const MIN_FRENCH_NAMED = 3;
const MIN_FRENCH_SHARE = 0.5;

/**
 * The purchases with the receipt's language settled by their names when its lines left it open: a receipt whose
 * purchases are mostly foods named in French, and not in English or German, is French (its tax lines cut off, say).
 */
export function withLanguageOfNames(raws: RawItem[], matcher: IngredientMatcher): RawItem[] {
  if (raws.length === 0 || raws.some((r) => r.language !== null)) return raws;
  const french = raws.filter((r) => matcher.namesFoodInFrench?.(r.name) === true).length;
  if (french < MIN_FRENCH_NAMED || french < MIN_FRENCH_SHARE * raws.length) return raws;
  return raws.map((r) => ({ ...r, language: 'fr' as const }));
}

/** How sure an unknown line is: low, so the review page asks about it. */
const UNKNOWN_CONFIDENCE = 0.3;

export function toReceiptItem(raw: RawItem, matcher: IngredientMatcher): ReceiptItem {
  return matchedItem(raw, matcher).item;
}

/**
 * The purchase a line makes, or null for a line whose amount OCR garbled and whose words name no product: such a
 * line is a purchase only when a food's name shows it is one.
 */
export function purchaseOf(raw: RawItem, matcher: IngredientMatcher): ReceiptItem | null {
  const { item, named } = matchedItem(raw, matcher);
  return raw.priceUnread && !named ? null : item;
}

/** The line matched, and whether a catalogue food or named food of the product vocabulary was found for it. */
function matchedItem(raw: RawItem, matcher: IngredientMatcher): { item: ReceiptItem; named: boolean } {
  const m = matcher.match(raw.name, raw.language);
  // OCR confidence scales the match: a perfect alias read from a smudged line is still uncertain.
  const ocrFactor = Math.sqrt(Math.min(1, Math.max(0.2, raw.ocrConfidence / 100)));
  // Under a heading of household goods ('HOME', 'HEALTH-BEAUTY'), a food word names the goods ('9X13 CAKE' pan), and so
  // does a purchase a receipt that marks its food left unmarked ('DV RSE OIL' is a body oil).
  const goods = raw.section === 'non-food' || raw.foodStamp === false;
  const entry = m.nonFood || goods ? null : m.entry;
  // A count of food sold in packs (eggs, bagels, berries) is a count of packs.
  const base = { raw: raw.raw, ...withPackSize(raw, entry ?? {}), price: raw.price };
  if (!entry) {
    // Food no name fits stays in the list under its cleaned name ('carrot salad'), for the user to confirm;
    // only household goods and lines that read like nothing are set aside.
    const food = m.looksLikeFood && !m.nonFood && !goods;
    const name = food ? m.words.join(' ') : plainName(raw.name);
    return { item: { ...base, ingredientId: null, name, confidence: Math.round(ocrFactor * UNKNOWN_CONFIDENCE * 100) / 100, isFood: food }, named: false };
  }
  const confidence = Math.round(m.score * ocrFactor * 100) / 100;
  // A fruit sold with a bottle deposit ('TG PFIRSICH', then 'PFAND 0,25') is a drink of its flavour, drunk as bought.
  if (raw.bottled && entry.category === 'produce') return { item: { ...base, ingredientId: null, name: `${entry.name} drink`, confidence, isFood: false }, named: true };
  // Drinks drunk as bought (cola, mineral water, beer) are listed but flagged, so no meal is built around them.
  const item = { ...base, ingredientId: entry.ingredientId, name: m.className ?? entry.name, confidence, isFood: entry.food };
  return { item, named: true };
}
