import type { RawItem } from '../parse/item-assembler';
import { withPackSize } from '../parse/pack-size';
import type { ReceiptItem } from '../types';
import type { IngredientMatcher } from './ingredient-matcher';

/**
 * Ingredients a home cook drinks as bought rather than cooks with; flagged not-food like other goods
 * so the planner does not build meals around cola or mineral water.
 */
const NOT_FOR_COOKING = new Set(['cola', 'ginger-ale', 'sparkling-water', 'water', 'lemonade', 'beer', 'vodka', 'energy-drink', 'iced-tea', 'tonic-water', 'soda']);

/** Readable fallback name for a line no ingredient matched: 'RED BULL ENRGY DRNK' -> 'red bull enrgy drnk'. */
function plainName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLowerCase();
}

export function toReceiptItem(raw: RawItem, matcher: IngredientMatcher): ReceiptItem {
  const m = matcher.match(raw.name);
  // OCR confidence scales the match: a perfect alias read from a smudged line is still uncertain.
  const ocrFactor = Math.sqrt(Math.min(1, Math.max(0.2, raw.ocrConfidence / 100)));
  const entry = m.nonFood ? null : m.entry;
  // A count of food sold in packs (eggs, bagels) is a count of packs.
  const base = { raw: raw.raw, ...withPackSize(raw, entry?.piecesPerPack), price: raw.price };
  if (!entry) {
    return { ...base, ingredientId: null, name: plainName(raw.name), confidence: Math.round(ocrFactor * 0.3 * 100) / 100, isFood: false };
  }
  const isFood = !NOT_FOR_COOKING.has(entry.id);
  return { ...base, ingredientId: entry.id, name: entry.name, confidence: Math.round(m.score * ocrFactor * 100) / 100, isFood };
}
