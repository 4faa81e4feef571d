import { getIngredient } from './catalogue';
import type { Ingredient } from './types';

/** Grams in one unit of mass. */
const MASS: Record<string, number> = { g: 1, kg: 1000, mg: 0.001, oz: 28.3495, lb: 453.592 };

/** Millilitres in one unit of volume (US customary where US and imperial differ, as SR28 measures are US). */
const VOLUME: Record<string, number> = {
  ml: 1, cl: 10, dl: 100, l: 1000,
  'fl oz': 29.5735, cup: 236.588, tbsp: 14.7868, tsp: 4.92892, pt: 473.176, qt: 946.353, gal: 3785.41,
};

/** Spellings of units in recipes and on US/UK/CA/DE receipts, mapped to the canonical unit. */
const ALIASES: Record<string, string> = {
  gram: 'g', grams: 'g', gr: 'g', grm: 'g', gramm: 'g',
  kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg', kilogramm: 'kg',
  milligram: 'mg', milligrams: 'mg',
  ounce: 'oz', ounces: 'oz', z: 'oz',
  pound: 'lb', pounds: 'lb', lbs: 'lb',
  millilitre: 'ml', milliliter: 'ml', millilitres: 'ml', milliliters: 'ml',
  litre: 'l', liter: 'l', litres: 'l', liters: 'l', lt: 'l', ltr: 'l',
  floz: 'fl oz', 'fl. oz': 'fl oz', 'fluid ounce': 'fl oz', 'fluid ounces': 'fl oz',
  cups: 'cup', c: 'cup', tasse: 'cup', tassen: 'cup',
  tablespoon: 'tbsp', tablespoons: 'tbsp', tbs: 'tbsp', tbl: 'tbsp', tbsps: 'tbsp', el: 'tbsp', essloeffel: 'tbsp', esslöffel: 'tbsp',
  teaspoon: 'tsp', teaspoons: 'tsp', tsps: 'tsp', tl: 'tsp', teeloeffel: 'tsp', teelöffel: 'tsp',
  pint: 'pt', pints: 'pt', quart: 'qt', quarts: 'qt', gallon: 'gal', gallons: 'gal',
  ea: 'each', piece: 'each', pieces: 'each', pc: 'each', pcs: 'each', item: 'each', items: 'each', whole: 'each',
  unit: 'each', units: 'each', ct: 'each', count: 'each', x: 'each', stk: 'each', stück: 'each', stueck: 'each',
  fillet: 'each', fillets: 'each',
  dozen: 'dz', doz: 'dz',
  package: 'pack', packages: 'pack', pkg: 'pack', pk: 'pack', packs: 'pack', packet: 'pack', packets: 'pack', box: 'pack',
  bag: 'pack', bags: 'pack', bottle: 'pack', btl: 'pack', jar: 'pack', jars: 'pack', tub: 'pack', carton: 'pack',
  container: 'pack', packung: 'pack', pck: 'pack', pckg: 'pack', becher: 'pack', glas: 'pack', flasche: 'pack', beutel: 'pack',
  cans: 'can', tin: 'can', tins: 'can', cn: 'can', dose: 'can', dosen: 'can',
  slices: 'slice', scheibe: 'slice', scheiben: 'slice',
  cloves: 'clove', zehe: 'clove', zehen: 'clove',
  bunches: 'bunch', bnch: 'bunch', bund: 'bunch',
  pinches: 'pinch', prise: 'pinch', prisen: 'pinch',
  dashes: 'dash', sticks: 'stick', heads: 'head', kopf: 'head', stalks: 'stalk', sprigs: 'sprig', zweig: 'sprig', zweige: 'sprig',
  leaves: 'leaf', blatt: 'leaf', links: 'link', strips: 'strip',
};

/** Canonical unit for a spelling: trims, lower-cases and drops a trailing dot ('Tbsp.' -> 'tbsp', 'EL' -> 'tbsp'). */
export function normalizeUnit(unit: string): string {
  const key = unit.trim().toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
  return ALIASES[key] ?? key;
}

/** Grams per millilitre: SR28's own figure, else derived from a cup, tablespoon or teaspoon weight. */
function density(food: Ingredient): number | undefined {
  const p = food.portions;
  return p.ml ?? (p.cup !== undefined ? p.cup / VOLUME.cup! : p.tbsp !== undefined ? p.tbsp / VOLUME.tbsp! : p.tsp !== undefined ? p.tsp / VOLUME.tsp! : undefined);
}

/** Grams in one of `unit` for this food, or undefined when the unit does not apply to it. */
function gramsPerUnit(food: Ingredient, unit: string): number | undefined {
  const mass = MASS[unit];
  if (mass !== undefined) return mass;
  const p = food.portions;
  // A household measure SR28 weighed for this very food beats a conversion through density.
  if (unit === 'cup' || unit === 'tbsp' || unit === 'tsp') return p[unit] ?? scaled(density(food), VOLUME[unit]);
  const ml = VOLUME[unit];
  if (ml !== undefined) return scaled(density(food), ml);
  const each = food.gramsPerEach ?? undefined;
  const pack = food.gramsPerPackage ?? undefined;
  switch (unit) {
    case 'each':
      // '1 each' of something not sold by the piece (milk, flour) means one package on a receipt.
      return each ?? pack;
    case 'dz':
      return scaled(each, 12);
    case 'pack':
      return pack ?? each;
    case 'can':
      // The curated package of a canned food is its can; SR28's 'can' is often another size.
      return pack ?? p.can;
    case 'pinch':
      return scaled(p.tsp, 1 / 16);
    case 'dash':
      return scaled(p.tsp, 1 / 8);
    case 'head':
      return p.head ?? each;
    case 'link':
      return p.link ?? each;
    case 'strip':
      return p.strip ?? p.slice;
    default:
      // slice, clove, bunch, stick, stalk, sprig, leaf: only where this food has that measure.
      return p[unit];
  }
}

function scaled(value: number | undefined, factor: number | undefined): number | undefined {
  return value === undefined || factor === undefined ? undefined : value * factor;
}

/**
 * Weight in grams of `quantity` `unit` of an ingredient: mass units always, volume units through the food's density,
 * and count units (each, slice, clove, can, pack, bunch, pinch...) through its portions. Null when the ingredient
 * is unknown, the quantity is not a finite non-negative number, or the unit does not apply to that food.
 */
export function toGrams(id: string, quantity: number, unit: string): number | null {
  const food = getIngredient(id);
  if (!food || !Number.isFinite(quantity) || quantity < 0) return null;
  const perUnit = gramsPerUnit(food, normalizeUnit(unit));
  return perUnit === undefined ? null : Math.round(quantity * perUnit * 10) / 10;
}
