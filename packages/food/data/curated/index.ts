import { bakery } from './bakery';
import { baking } from './baking';
import { canned } from './canned';
import { condiments } from './condiments';
import { dairy } from './dairy';
import { deli } from './deli';
import { drinks } from './drinks';
import { eggs } from './eggs';
import { frozen } from './frozen';
import { grains } from './grains';
import { legumes } from './legumes';
import { meat } from './meat';
import { nuts } from './nuts';
import { oils } from './oils';
import { pasta } from './pasta';
import { poultry } from './poultry';
import { produce } from './produce';
import { seafood } from './seafood';
import { snacks } from './snacks';
import { spices } from './spices';
import type { CuratedCategory } from './schema';

export type { CuratedCategory, CuratedIngredient, DietFlag, NutritionRow, Storage } from './schema';

/** Every curated category, in shop-aisle order. */
export const curatedCategories: CuratedCategory[] = [
  produce, meat, poultry, seafood, dairy, eggs, bakery, grains, pasta, legumes,
  canned, condiments, spices, oils, baking, nuts, frozen, snacks, drinks, deli,
];
