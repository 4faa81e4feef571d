/**
 * Builds the food data the package ships, from the hand-curated list (data/curated) and USDA sources:
 *   data/ingredients.generated.json        one Ingredient per curated entry (nutrition, portions, shelf life)
 *   data/receipt-vocabulary.generated.json receipt abbreviation tokens, store-brand prefixes and food brands
 *   data/ingredient-ids.txt                id, name, category: the list recipe writers pick ids from
 *   data/products.generated.json           product names from the Open Food Facts taxonomies, linked to those ingredients
 * Brands in data/food-brands.csv that name one food ('TAYTO', 'BARRYS') join that food's receipt spellings.
 * Run: npm run build:data -w @forkcast/food   (source data from $FORKCAST_SHARED_DATA, default ../shared/data beside
 * the repo; without it the build changes nothing, since the committed files are what the package uses)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { curatedCategories } from '../data/curated/index';
import type { CuratedIngredient } from '../data/curated/schema';
import { nonFoodTerms } from '../src/receipt-vocabulary';
import type { DietFacts, FoodCategory, Ingredient, Nutrition100g } from '../src/types';
import { foodBrandProblems, loadFoodBrands } from './lib/food-brands';
import { chooseShelfLife, loadFoodKeeper, USUAL_STORAGE, type ShelfLifeBasis } from './lib/foodkeeper';
import { pluralOf } from './lib/plural';
import { fillVolumes, portionsFrom } from './lib/portions';
import { loadTaxonomy } from './lib/open-food-facts';
import { buildProductVocabulary, CATEGORY_TAXONOMY, INGREDIENT_TAXONOMY } from './lib/product-vocabulary';
import { loadReceiptTokens, loadStoreBrands } from './lib/receipt-vocabulary';
import { loadSr28Foods, loadSr28Portions } from './lib/sr28';
import { curatedProblems, normalName, normalSpelling } from './lib/validate';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataOut = join(packageDir, 'data');
const sharedData = process.env.FORKCAST_SHARED_DATA ?? resolve(packageDir, '../../../shared/data');

const DIET_FLAGS: (keyof DietFacts)[] = ['meat', 'seafood', 'dairy', 'egg', 'honey', 'gluten', 'grain', 'legume', 'addedSugar', 'processed'];

/** The Ingredient record plus how its figures were obtained (kept in the generated file for audit). */
export interface GeneratedIngredient extends Ingredient {
  receiptFood: boolean;
  source: Ingredient['source'] & { nutritionBasis: 'sr28' | 'sr28-proxy' | 'label'; shelfLifeBasis: ShelfLifeBasis };
}

const VOLUME_UNITS = new Set(['cup', 'tbsp', 'tsp', 'fl oz', 'ml']);

const displayName = (id: string, name?: string) => name ?? id.replace(/-/g, ' ');

function fail(message: string): never {
  console.error(`build-food-data: ${message}`);
  process.exit(1);
}

function main(): void {
  if (!existsSync(sharedData)) {
    console.log(`build-food-data: skipped, no source data at ${sharedData} (set FORKCAST_SHARED_DATA); the committed data/ files stay as they are`);
    return;
  }
  const problems = curatedProblems(curatedCategories, displayName);
  if (problems.length > 0) fail(`curated list has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  const brands = loadFoodBrands(join(dataOut, 'food-brands.csv'));
  const brandProblems = foodBrandProblems(brands, curatedCategories, displayName);
  if (brandProblems.length > 0) fail(`food-brands.csv has ${brandProblems.length} problem(s):\n  ${brandProblems.join('\n  ')}`);
  const brandsOf = new Map<string, string[]>();
  for (const { brand, ingredient } of brands) brandsOf.set(ingredient, [...(brandsOf.get(ingredient) ?? []), brand]);

  const foods = loadSr28Foods(sharedData);
  const sr28Portions = loadSr28Portions(sharedData);
  const foodKeeper = loadFoodKeeper(sharedData);

  const ingredients: GeneratedIngredient[] = [];
  const review: string[] = [];
  for (const { category, items } of curatedCategories) {
    for (const item of items) {
      const built = buildIngredient(item, category, foods, sr28Portions, foodKeeper, brandsOf.get(item.id) ?? []);
      ingredients.push(built);
      const desc = item.ndb ? foods.get(item.ndb)?.description : 'label values';
      review.push(`${item.id}\t${item.ndb ?? '-'}${item.proxy ? ' (proxy)' : ''}\t${desc}\teach=${built.gramsPerEach}\tdays=${built.shelfLife.days}`);
    }
  }
  ingredients.sort((a, b) => a.id.localeCompare(b.id));

  keepPublishedIds(ingredients);

  const sources = {
    nutrition: 'USDA ARS SR28 (public domain); label values where SR28 lacks the food',
    shelfLife: 'Source: USDA FSIS FoodKeeper',
    receiptSeeds: 'receipt abbreviation, store-brand and food-brand lists written for this project',
  };
  writeFileSync(join(dataOut, 'ingredients.generated.json'), `${JSON.stringify({ sources, ingredients })}\n`);
  writeFileSync(
    join(dataOut, 'ingredient-ids.txt'),
    ingredients.map((i) => `${i.id}\t${i.name}\t${i.category}`).join('\n') + '\n',
  );
  const vocabulary = {
    sources: { receiptSeeds: sources.receiptSeeds },
    // Quebec (region QC) phrases are read only on receipts printed in French.
    tokens: loadReceiptTokens(sharedData, [join(dataOut, 'receipt-tokens-en.csv'), join(dataOut, 'receipt-tokens-de.csv'), join(dataOut, 'receipt-tokens-fr.csv')]),
    storeBrands: loadStoreBrands([
      join(sharedData, 'receipt-abbrev', 'private_label_brands_seed.csv'),
      join(dataOut, 'store-brands-de-ca.csv'),
      join(dataOut, 'store-brands-us-uk-ca.csv'),
    ]),
    // The receipt matcher tells a brand from a food word: a brand before a flavour names the product.
    foodBrands: brands,
  };
  writeFileSync(join(dataOut, 'receipt-vocabulary.generated.json'), `${JSON.stringify(vocabulary, null, 1)}\n`);
  writeProducts(ingredients);
  if (process.argv.includes('--review')) console.log(review.join('\n'));
  console.log(`build-food-data: ${ingredients.length} ingredients, ${vocabulary.tokens.length} receipt tokens, ${vocabulary.storeBrands.length} store-brand prefixes`);
}

function buildIngredient(
  item: CuratedIngredient,
  category: FoodCategory,
  foods: ReturnType<typeof loadSr28Foods>,
  sr28Portions: ReturnType<typeof loadSr28Portions>,
  foodKeeper: ReturnType<typeof loadFoodKeeper>,
  brands: string[],
): GeneratedIngredient {
  let nutrition: Nutrition100g;
  if (item.ndb !== null) {
    const food = foods.get(item.ndb);
    if (!food) fail(`${item.id}: NDB ${item.ndb} is not in SR28`);
    nutrition = food.nutrition;
  } else {
    const [kcal, protein, fat, carbs, fiber, sugar, sodiumMg] = item.label ?? fail(`${item.id}: no label values`);
    nutrition = { kcal, protein, fat, carbs, fiber, sugar, sodiumMg };
  }

  const name = displayName(item.id, item.name);
  const portions = item.ndb ? portionsFrom(sr28Portions.get(item.ndb) ?? [], name) : {};
  // A stand-in food shares density with the real one, not its item sizes: keep only the volume measures.
  if (item.proxy) {
    for (const unit of Object.keys(portions)) if (!VOLUME_UNITS.has(unit)) delete portions[unit];
  }
  if (item.ml !== undefined) {
    portions.ml = item.ml;
    delete portions.cup;
    delete portions.tbsp;
    delete portions.tsp;
    fillVolumes(portions);
  }
  // A curated 'each' describes the item as shops sell it and wins over SR28's (which may describe the proxy food).
  const gramsPerEach = item.each ?? portions.each ?? null;
  if (gramsPerEach !== null) portions.each = gramsPerEach;
  else delete portions.each;
  if (item.bunch !== undefined) portions.bunch = item.bunch;
  // Deli meats and cheeses are counted in slices: their 'each' is one slice.
  const slice = item.slice ?? portions.slice ?? (category === 'deli' ? item.each : undefined);
  if (slice !== undefined) portions.slice = slice;
  if (item.fk !== null && !foodKeeper.has(item.fk)) fail(`${item.id}: FoodKeeper id ${item.fk} does not exist`);

  const { shelfLife, basis } = chooseShelfLife(
    item.fk !== null ? foodKeeper.get(item.fk) : undefined,
    item.store ?? USUAL_STORAGE[category],
    category,
    item.days,
  );
  const synonyms = unique([...(item.en ?? []), ...(item.de ?? [])].map(normalName)).filter((s) => s !== normalName(name));
  const plural = item.plural ?? pluralOf(name, category);
  // Names both languages use ('cheddar', 'mango') are English too, and so are brands ('fanta').
  // A hyphen is a space to the reader: German 'bbq-sauce' is the English 'bbq sauce' and no German-only name.
  const spaced = (n: string): string => n.replace(/-/g, ' ');
  const englishNames = new Set([name, plural, ...(item.en ?? []), ...brands].map((n) => spaced(normalName(n))));
  const germanNames = unique((item.de ?? []).map(normalName)).filter((n) => !englishNames.has(spaced(n)));
  // Receipts print full names in capitals too ('BANANAS', 'ZWIEBELN'), so those join the curated abbreviations,
  // and so do brands that name this food ('TAYTO' for potato chips).
  const receiptSpellings = unique([...(item.rc ?? []), ...brands, name, plural, ...(item.de ?? [])].map(normalSpelling));

  return {
    id: item.id,
    name,
    plural,
    category,
    synonyms,
    germanNames,
    receiptSpellings,
    diet: Object.fromEntries(DIET_FLAGS.map((flag) => [flag, item.diet.includes(flag)])) as unknown as DietFacts,
    nutrition,
    gramsPerEach,
    gramsPerPackage: item.pack ?? null,
    piecesPerPack: item.count ?? null,
    portions,
    shelfLife,
    receiptFood: item.receiptFood ?? true,
    ...(item.dish ? { dishWords: item.dish } : {}),
    source: {
      ndbNo: item.ndb,
      foodKeeperId: item.fk,
      nutritionBasis: item.ndb === null ? 'label' : item.proxy ? 'sr28-proxy' : 'sr28',
      shelfLifeBasis: basis,
    },
  };
}

/** The product vocabulary from the Open Food Facts taxonomies (ODbL: see data/ATTRIBUTION.md). */
function writeProducts(ingredients: GeneratedIngredient[]): void {
  const dir = join(sharedData, 'openfoodfacts');
  if (!existsSync(dir)) {
    console.log(`build-food-data: no Open Food Facts taxonomies at ${dir}; data/products.generated.json stays as committed`);
    return;
  }
  const catalogue = ingredients.map((i) => ({
    id: i.id,
    name: i.name,
    category: i.category,
    names: [i.name, i.plural, ...i.synonyms],
    ownNames: [i.name, i.plural],
    spellings: i.receiptSpellings,
    receiptFood: i.receiptFood,
  }));
  const vocabulary = buildProductVocabulary(catalogue, [
    { nodes: loadTaxonomy(join(dir, 'categories.full.json.gz')), ...CATEGORY_TAXONOMY },
    { nodes: loadTaxonomy(join(dir, 'ingredients.full.json.gz')), ...INGREDIENT_TAXONOMY },
  ], [...nonFoodTerms]);
  const file = {
    source: 'Open Food Facts category and ingredient taxonomies (October 2022), (c) Open Food Facts contributors',
    licence: 'Open Database License (ODbL) 1.0: this derived vocabulary is offered under the ODbL; see ATTRIBUTION.md',
    products: vocabulary.products,
  };
  writeFileSync(join(dataOut, 'products.generated.json'), `${JSON.stringify(file)}\n`);
  console.log(
    `build-food-data: ${vocabulary.linkedNames} product names for ${vocabulary.products.length - vocabulary.ownProducts} ingredients, ${vocabulary.ownProducts} foods of their own, ${vocabulary.frenchNames} French names`,
  );
}

/** Recipe writers build on data/ingredient-ids.txt: an id published there must never disappear. */
function keepPublishedIds(ingredients: GeneratedIngredient[]): void {
  const path = join(dataOut, 'ingredient-ids.txt');
  if (!existsSync(path)) return;
  const have = new Set(ingredients.map((i) => i.id));
  const lost = readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => line.split('\t')[0] ?? '')
    .filter((id) => id !== '' && !have.has(id));
  if (lost.length > 0) fail(`published ids missing from the curated list: ${lost.join(', ')}`);
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))];
}

main();
