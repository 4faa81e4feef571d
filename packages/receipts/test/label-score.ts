/**
 * Scores predicted receipt items against hand labels, following the rule in /work/shared/receipts/README.md:
 * a predicted food item is right when its name equals the label's ingredient or one of its accepted names,
 * or shares the last word with one of them and one name contains the other ('whole milk' ~ 'milk').
 */
export interface LabelItem {
  raw: string;
  food: boolean;
  ingredient: string;
  accept?: string[];
  price: string | number | null;
  ignore?: boolean;
}

export interface PredictedItem {
  name: string;
  price: number | null;
  isFood: boolean;
}

export interface ReceiptScore {
  truePositives: number;
  predictedFood: number;
  labelledFood: number;
  nonFoodLines: number;
  nonFoodRejected: number;
  pricesChecked: number;
  pricesRight: number;
  /** Labelled food lines no prediction matched, for the benchmark's verbose listing. */
  missed: LabelItem[];
  /** Food predictions no label accepted. */
  wrong: PredictedItem[];
  /** Food found at another price than labelled, for the verbose listing. */
  wrongPrices: { predicted: PredictedItem; label: LabelItem }[];
}

const words = (s: string): string[] => s.toLowerCase().replace(/[^\p{L}\p{N}%&' ]+/gu, ' ').trim().split(/\s+/).filter(Boolean);

function containsWords(outer: string[], inner: string[]): boolean {
  for (let i = 0; i + inner.length <= outer.length; i++) {
    if (inner.every((w, j) => outer[i + j] === w)) return true;
  }
  return false;
}

export function nameAccepted(predicted: string, label: Pick<LabelItem, 'ingredient' | 'accept'>): boolean {
  const p = words(predicted);
  if (p.length === 0) return false;
  return [label.ingredient, ...(label.accept ?? [])].some((name) => {
    const n = words(name);
    if (n.join(' ') === p.join(' ')) return true;
    return n.at(-1) === p.at(-1) && (containsWords(n, p) || containsWords(p, n));
  });
}

const amount = (price: LabelItem['price']): number | null => (price === null || price === undefined ? null : Number(price));
const samePrice = (a: number | null, b: number | null): boolean => a !== null && b !== null && Math.abs(a - b) < 0.005;

export function scoreReceipt(predicted: PredictedItem[], labels: LabelItem[]): ReceiptScore {
  const scoredFood = labels.filter((l) => l.food && !l.ignore);
  const unmatched = new Set(scoredFood);
  const ignored = new Set(labels.filter((l) => l.ignore));
  const nonFood = labels.filter((l) => !l.food && !l.ignore);
  const nonFoodTaken = new Set<LabelItem>();
  const score: ReceiptScore = {
    truePositives: 0,
    predictedFood: 0,
    labelledFood: scoredFood.length,
    nonFoodLines: nonFood.length,
    nonFoodRejected: nonFood.length,
    pricesChecked: 0,
    pricesRight: 0,
    missed: [],
    wrong: [],
    wrongPrices: [],
  };

  for (const item of predicted.filter((p) => p.isFood)) {
    const candidates = [...unmatched].filter((l) => nameAccepted(item.name, l));
    const hit = candidates.find((l) => samePrice(amount(l.price), item.price)) ?? candidates[0];
    if (hit) {
      unmatched.delete(hit);
      score.truePositives++;
      score.predictedFood++;
      score.pricesChecked++;
      if (samePrice(amount(hit.price), item.price)) score.pricesRight++;
      else score.wrongPrices.push({ predicted: item, label: hit });
      continue;
    }
    // A line the labeller could not identify is not scored either way.
    const ignoredHit = [...ignored].find((l) => samePrice(amount(l.price), item.price));
    if (ignoredHit) {
      ignored.delete(ignoredHit);
      continue;
    }
    score.predictedFood++;
    score.wrong.push(item);
    // A food prediction at a non-food line's price is that line let through.
    const leaked = nonFood.find((l) => !nonFoodTaken.has(l) && samePrice(amount(l.price), item.price));
    if (leaked) {
      nonFoodTaken.add(leaked);
      score.nonFoodRejected--;
    }
  }
  score.missed = [...unmatched];
  return score;
}

export interface Summary {
  receipts: number;
  precision: number;
  recall: number;
  f1: number;
  nonFoodRejection: number;
  priceAccuracy: number;
}

export function summarise(scores: ReceiptScore[]): Summary {
  const sum = (k: Exclude<keyof ReceiptScore, 'missed' | 'wrong' | 'wrongPrices'>): number => scores.reduce((s, r) => s + r[k], 0);
  const tp = sum('truePositives');
  const precision = sum('predictedFood') ? tp / sum('predictedFood') : 0;
  const recall = sum('labelledFood') ? tp / sum('labelledFood') : 0;
  return {
    receipts: scores.length,
    precision,
    recall,
    f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0,
    nonFoodRejection: sum('nonFoodLines') ? sum('nonFoodRejected') / sum('nonFoodLines') : 1,
    priceAccuracy: sum('pricesChecked') ? sum('pricesRight') / sum('pricesChecked') : 0,
  };
}
