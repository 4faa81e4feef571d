import { describe, expect, it } from 'vitest';
import { testFood } from '../test/fixtures';
import { dietsBrokenByFood } from './diet-rules';
import { ruledOutByDiets } from './diet-ruled-out';
import type { LeftoverItem } from './types';

const food = (id: string) => testFood.getIngredient(id)!;
const leftover = (ingredient: string, used_g: number): LeftoverItem => ({
  ingredient,
  name: ingredient.replaceAll('-', ' '),
  purchased_g: 500,
  used_g,
  leftover_g: 500 - used_g,
  quantity: 500 - used_g,
  unit: 'g',
  good_through_day: 5,
});

describe('dietsBrokenByFood', () => {
  it('names the diets a food breaks by what it is, as the recipe analysis does', () => {
    expect(dietsBrokenByFood(food('chicken-breast'), 100)).toEqual(['vegetarian', 'vegan']);
    expect(dietsBrokenByFood(food('honey'), 100)).toEqual(expect.arrayContaining(['vegan', 'keto', 'paleo']));
    expect(dietsBrokenByFood(food('spaghetti'), 100)).toEqual(expect.arrayContaining(['gluten-free', 'keto', 'paleo']));
    expect(dietsBrokenByFood(food('ghee'), 100)).not.toContain('paleo');
    expect(dietsBrokenByFood(food('tomato'), 100)).toEqual([]);
  });

  it('weighs the portion only for starchy vegetables under keto', () => {
    expect(dietsBrokenByFood(food('potato'), 100)).toEqual(['keto']);
    expect(dietsBrokenByFood(food('potato'), 1)).toEqual([]);
  });
});

describe('ruledOutByDiets', () => {
  it('marks what the plan diets rule out and measures the use of the rest', () => {
    const leftovers = [leftover('chicken-breast', 0), leftover('egg', 0), leftover('tomato', 300), leftover('baby-spinach', 0)];
    const { leftovers: marked, used_share_of_allowed_items } = ruledOutByDiets(leftovers, ['vegetarian'], testFood);
    expect(marked.map((item) => item.ruled_out_by)).toEqual([['vegetarian'], undefined, undefined, undefined]);
    expect(used_share_of_allowed_items).toBeCloseTo(1 / 3, 4);
  });

  it("names only the plan's own diets that the food breaks, all of them", () => {
    const { leftovers } = ruledOutByDiets([leftover('spaghetti', 0), leftover('honey', 0)], ['vegan', 'gluten-free'], testFood);
    expect(leftovers.map((item) => item.ruled_out_by)).toEqual([['gluten-free'], ['vegan']]);
    const both = ruledOutByDiets([leftover('chicken-breast', 0)], ['vegan', 'vegetarian'], testFood);
    expect(both.leftovers[0]!.ruled_out_by).toEqual(['vegetarian', 'vegan']);
  });

  it('leaves a potato in a keto plan: a keto dish may hold a little of it', () => {
    expect(ruledOutByDiets([leftover('potato', 0)], ['keto'], testFood).leftovers[0]!.ruled_out_by).toBeUndefined();
  });

  it('equals the share by item when nothing is ruled out, and is 0 when nothing is allowed', () => {
    const leftovers = [leftover('chicken-breast', 200), leftover('tomato', 0)];
    expect(ruledOutByDiets(leftovers, [], testFood)).toEqual({ leftovers, used_share_of_allowed_items: 0.5 });
    expect(ruledOutByDiets([leftover('salmon-fillet', 0)], ['vegan'], testFood).used_share_of_allowed_items).toBe(0);
  });

  it('marks nothing the food table does not know', () => {
    expect(ruledOutByDiets([leftover('mystery-meat', 0)], ['vegetarian'], testFood).leftovers[0]!.ruled_out_by).toBeUndefined();
  });
});
