import type { FoodCategory, Ingredient } from '@forkcast/food';
import { dietsBrokenByFood } from './diet-rules';
import type { Diet } from './recipe-schema';

/**
 * When a bought item may stand in for a recipe ingredient, gram for gram. Receipts name what shops sell
 * (2% milk, Emmental, meatloaf mix) while recipes name what cooks write (whole milk, gruyere, ground beef),
 * so without this a basket can be almost unusable. The rule, in order:
 *  1. never when the bought item's diet facts break a diet the recipe's ingredient keeps (dairy into a dairy-free
 *     line, meat into a vegetarian one, gluten, added sugar...): every fact-based diet of the recipe survives. A
 *     fact that only breaks diets the ingredient breaks already does not matter (margarine is processed, which
 *     breaks paleo, but so does the dairy in butter);
 *  2. the curated families below (cheeses by style, cultured vs sweet cream, ground meats, steaks, white fish...);
 *  3. otherwise, derived: same aisle and same head noun ("reduced fat milk" -> "whole milk", "roma tomato" ->
 *     "tomato"); for meat, poultry, seafood and deli one name must contain the other ("lean ground beef" ->
 *     "ground beef"), so "pork chop" never replaces "lamb chop"; a frozen "frozen spinach" serves "spinach";
 *     heads that group unlike foods (cheese, cream, pepper, leaf...) and foods unlike their namesakes
 *     (green onion, sweet potato, smoked salmon...) are left out, and energy must be within a factor of 2.
 * Nutrition-based diets are checked per plan by keepsNutritionDiets.
 */

/** Groups whose members replace one another in cooking. */
const FAMILIES: readonly (readonly string[])[] = [
  // Cheeses by style.
  ['gruyere', 'swiss-cheese', 'gouda', 'edam', 'havarti', 'provolone', 'manchego'],
  ['cheddar', 'colby-jack', 'monterey-jack', 'pepper-jack', 'mexican-cheese-blend', 'american-cheese'],
  ['parmesan', 'pecorino-romano'],
  ['mozzarella', 'fresh-mozzarella', 'burrata', 'string-cheese'],
  ['ricotta', 'cottage-cheese', 'quark'],
  ['cream-cheese', 'mascarpone'],
  ['feta', 'cotija', 'queso-fresco'],
  ['paneer', 'halloumi'],
  ['brie', 'camembert'],
  // Creams and yogurts: cultured and sweet cream are not interchangeable.
  ['sour-cream', 'creme-fraiche'],
  ['heavy-cream', 'light-cream', 'half-and-half'],
  ['plain-yogurt', 'greek-yogurt', 'skyr'],
  // Meat, poultry, fish.
  ['sirloin-steak', 'strip-steak', 'ribeye-steak'],
  ['flank-steak', 'skirt-steak'],
  ['beef-stew-meat', 'chuck-roast'],
  ['pork-loin', 'pork-tenderloin', 'pork-chop'],
  ['pork-sausage', 'italian-sausage', 'bratwurst'],
  ['chicken-breast', 'chicken-tender', 'turkey-breast'],
  ['chicken-thigh', 'chicken-leg', 'chicken-drumstick'],
  ['ground-chicken', 'ground-turkey'],
  ['prosciutto', 'serrano-ham'],
  ['bacon', 'pancetta'],
  ['sliced-turkey', 'sliced-chicken'],
  ['white-fish', 'cod', 'haddock', 'pollock', 'tilapia', 'sole', 'halibut', 'sea-bass', 'catfish'],
  ['salmon', 'trout'],
  // Produce.
  ['bell-pepper', 'red-bell-pepper', 'green-bell-pepper', 'yellow-bell-pepper'],
  // Fresh chilies of about the same heat per gram (bird's-eye chilies are far hotter: left out).
  ['jalapeno', 'serrano-pepper', 'red-chili'],
  ['onion', 'red-onion', 'shallot'],
  ['zucchini', 'yellow-squash'],
  ['kale', 'collard-greens', 'swiss-chard'],
  ['blueberry', 'raspberry', 'strawberry', 'blackberry'],
  ['peach', 'nectarine', 'apricot'],
  ['orange', 'mandarin'],
  ['lemon', 'lime'],
  ['watermelon', 'cantaloupe'],
  // Dry goods a basket often holds.
  ['pasta', 'penne', 'fusilli', 'farfalle', 'rigatoni', 'macaroni', 'ziti', 'shell-pasta', 'whole-wheat-pasta', 'gluten-free-pasta'],
  ['spaghetti', 'linguine', 'fettuccine', 'tagliatelle', 'angel-hair'],
  ['white-rice', 'jasmine-rice', 'basmati-rice'],
  // Neutral frying oils.
  ['vegetable-oil', 'canola-oil', 'sunflower-oil', 'corn-oil', 'peanut-oil', 'grapeseed-oil'],
  // Wheat noodles of the ramen kind, instant blocks included (their seasoning packet aside).
  ['ramen-noodle', 'instant-noodle'],
];

/** One-way stand-ins: the bought item covers each listed ingredient, not the reverse. */
const ONE_WAY: Readonly<Record<string, readonly string[]>> = {
  'mixed-ground-meat': ['ground-beef', 'ground-pork'],
  'lean-ground-beef': ['ground-beef'],
  'low-fat-yogurt': ['plain-yogurt'],
  'half-and-half': ['whole-milk'],
  // Spreading and frying fats: what a cook reaches for when the butter is margarine.
  margarine: ['butter', 'unsalted-butter'],
  'vegan-butter': ['butter', 'unsalted-butter'],
  // A roll, bagel or muffin makes the toast, sandwich or bread on the side that a recipe writes as sliced bread.
  'dinner-roll': ['white-bread'],
  bagel: ['white-bread'],
  'english-muffin': ['white-bread'],
  // Marmalade is a citrus jam.
  marmalade: ['jam'],
  // Soft cheeses for the tartines and salads that ask for goat cheese or ricotta.
  'cream-cheese': ['goat-cheese', 'ricotta'],
  brie: ['goat-cheese'],
  camembert: ['goat-cheese'],
  // Juicy fruit for bowls and chia puddings.
  pear: ['apple'],
  peach: ['mango'],
  nectarine: ['mango'],
  apricot: ['mango'],
  'rotisserie-chicken': ['chicken-breast', 'chicken-thigh'],
  // A squeezed lemon or lime is the juice a recipe measures; sliced green onion tops a dish as chives do.
  lemon: ['lemon-juice'],
  lime: ['lime-juice'],
  'green-onion': ['chives'],
  // Curry ketchup is ketchup with curry powder stirred in.
  'curry-ketchup': ['ketchup'],
  // Cured and smoked meats in the role of the one a recipe names: on a sandwich, in a pasta sauce.
  'turkey-bacon': ['bacon'],
  'canadian-bacon': ['ham'],
  'roast-beef': ['sliced-turkey'],
  pastrami: ['sliced-turkey'],
  bologna: ['sliced-turkey'],
  mortadella: ['sliced-turkey'],
  pepperoni: ['salami'],
  'speck-ham': ['prosciutto'],
  bresaola: ['prosciutto'],
  'chicken-sausage': ['italian-sausage', 'pork-sausage'],
  'chicken-wing': ['chicken-drumstick'],
  // Shelf-stable forms of what a recipe cooks: drained canned vegetables, jarred tomato sauces.
  'canned-corn': ['corn'],
  'canned-pea': ['pea'],
  'canned-green-bean': ['green-bean'],
  'canned-mushroom': ['mushroom'],
  'marinara-sauce': ['tomato-sauce', 'passata'],
  'pizza-sauce': ['tomato-sauce', 'passata'],
  // A bowl of cereal is a bowl of cereal; salt is salt.
  'corn-flakes': ['breakfast-cereal'],
  'bran-flakes': ['breakfast-cereal'],
  muesli: ['breakfast-cereal'],
  'kosher-salt': ['salt'],
};

/** Aisles where a shared head noun means the same food. */
const DERIVED_CATEGORIES = new Set<FoodCategory>(['produce', 'dairy', 'bakery', 'meat', 'poultry', 'seafood', 'deli']);
/** Aisles where one name must contain the other: the head noun there is often the cut, not the animal. */
const ANIMAL_CATEGORIES = new Set<FoodCategory>(['meat', 'poultry', 'seafood', 'deli']);
/** Head nouns shared by unlike foods; their families are curated above instead. */
const BROAD_HEADS = new Set(['cheese', 'cream', 'pepper', 'leaf', 'greens', 'wrapper', 'sprout', 'squash', 'roll']);
/** Foods unlike their namesakes (a green onion is not an onion, smoked salmon is not raw salmon). */
const DISTINCT = new Set([
  'green-onion',
  'sweet-potato',
  'green-papaya',
  'wild-garlic',
  'powdered-milk',
  'smoked-salmon',
  'smoked-mackerel',
  'pickled-herring',
  'imitation-crab',
  // Flavoured and sweetened: plain milk is no chocolate milk.
  'chocolate-milk',
]);

/** Enough grams that a starchy plant counts as a starch (the keto rule), as the largest recipe portions do. */
const FULL_PORTION_G = 100;

const curated = new Map<string, Set<string>>();
const addCurated = (from: string, to: string) => {
  if (from === to) return;
  const set = curated.get(from) ?? new Set<string>();
  set.add(to);
  curated.set(from, set);
};
for (const family of FAMILIES) for (const a of family) for (const b of family) addCurated(a, b);
for (const [from, tos] of Object.entries(ONE_WAY)) for (const to of tos) addCurated(from, to);

/** Every id the curated table names, so a test can check they all exist. */
export function curatedSubstituteIds(): string[] {
  return [...new Set([...curated.keys(), ...[...curated.values()].flatMap((s) => [...s])])];
}

const wordCache = new WeakMap<Ingredient, string[]>();
/** Lower-case words of the name without accents ("crème fraîche" -> creme, fraiche). */
function nameWords(food: Ingredient): string[] {
  let cached = wordCache.get(food);
  if (!cached) {
    cached = food.name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .split(/[^a-z0-9%]+/)
      .filter(Boolean);
    wordCache.set(food, cached);
  }
  return cached;
}

const brokenCache = new WeakMap<Ingredient, ReadonlySet<Diet>>();
/** The diets a food breaks by what it is (meat, dairy, gluten, processed...), as the recipe analysis decides them. */
function dietsBrokenBy(food: Ingredient): ReadonlySet<Diet> {
  let broken = brokenCache.get(food);
  if (!broken) {
    broken = new Set(dietsBrokenByFood(food, FULL_PORTION_G));
    brokenCache.set(food, broken);
  }
  return broken;
}

/** True when `bought` breaks no diet that `wanted` keeps, so no fact-based diet of a recipe can break. */
export function keepsDietFacts(bought: Ingredient, wanted: Ingredient): boolean {
  const wantedBreaks = dietsBrokenBy(wanted);
  for (const diet of dietsBrokenBy(bought)) if (!wantedBreaks.has(diet)) return false;
  return true;
}

function derived(bought: Ingredient, wanted: Ingredient): boolean {
  if (DISTINCT.has(bought.id) || DISTINCT.has(wanted.id)) return false;
  const frozenForFresh = bought.category === 'frozen' && wanted.category !== 'frozen';
  // Cheap rejections first: a plan checks every purchase against every ingredient the recipes use.
  if (!frozenForFresh && (bought.category !== wanted.category || !DERIVED_CATEGORIES.has(bought.category))) return false;
  const b = nameWords(bought);
  const w = nameWords(wanted);
  if (frozenForFresh) return b[0] === 'frozen' && b.slice(1).join(' ') === w.join(' ');
  const head = b.at(-1);
  if (!head || head !== w.at(-1) || BROAD_HEADS.has(head)) return false;
  if (ANIMAL_CATEGORIES.has(bought.category)) {
    const [shorter, longer] = b.length <= w.length ? [b, w] : [w, b];
    if (!shorter.every((word) => longer.includes(word))) return false;
  }
  const ratio = (bought.nutrition.kcal + 20) / (wanted.nutrition.kcal + 20);
  return ratio >= 0.5 && ratio <= 2;
}

/** May `bought` stand in for `wanted` in any recipe (before plan-specific nutrition diets)? */
export function canStandIn(bought: Ingredient, wanted: Ingredient): boolean {
  if (bought.id === wanted.id || !keepsDietFacts(bought, wanted)) return false;
  return curated.get(bought.id)?.has(wanted.id) === true || derived(bought, wanted);
}

/**
 * Nutrition-based diets hold per serving under a linear limit, so a stand-in that adds no more of the limited
 * nutrient per gram than the ingredient it replaces can never break them: net carbs for keto and low-carb,
 * sodium for low-sodium, and for low-fat fat itself and the fat energy above 30% of all energy (9 fat - 0.3 kcal per 100 g).
 */
export function keepsNutritionDiets(bought: Ingredient, wanted: Ingredient, diets: readonly Diet[]): boolean {
  const b = bought.nutrition;
  const w = wanted.nutrition;
  return diets.every((diet) => {
    if (diet === 'keto' || diet === 'low-carb') return b.carbs - b.fiber <= w.carbs - w.fiber;
    if (diet === 'low-sodium') return b.sodiumMg <= w.sodiumMg;
    // No fattier as well: recipes sit right at 30%, where per-serving rounding alone would tip them over.
    if (diet === 'low-fat') return b.fat <= w.fat && 9 * b.fat - 0.3 * b.kcal <= 9 * w.fat - 0.3 * w.kcal;
    return true;
  });
}
