import { describe, expect, it } from 'vitest';
import { allIngredients, getIngredient } from './index';

const diet = (id: string) => {
  const ingredient = getIngredient(id);
  if (!ingredient) throw new Error(`missing ${id}`);
  return ingredient.diet;
};
const veganOk = (id: string) => {
  const d = diet(id);
  return !d.meat && !d.seafood && !d.dairy && !d.egg && !d.honey;
};

describe('diet facts', () => {
  it('marks dairy foods', () => {
    expect(diet('butter').dairy).toBe(true);
    expect(diet('ghee').dairy).toBe(true);
    expect(diet('parmesan').dairy).toBe(true);
    expect(diet('oat-milk').dairy).toBe(false);
  });

  it('treats tofu as a vegan legume', () => {
    expect(diet('tofu').legume).toBe(true);
    expect(veganOk('tofu')).toBe(true);
  });

  it('knows soy sauce has gluten and tamari does not', () => {
    expect(diet('soy-sauce').gluten).toBe(true);
    expect(diet('soy-sauce').legume).toBe(true);
    expect(diet('tamari').gluten).toBe(false);
  });

  it('flags hidden animal products', () => {
    expect(diet('fish-sauce').seafood).toBe(true);
    expect(diet('worcestershire-sauce').seafood).toBe(true);
    expect(diet('gelatin').meat).toBe(true);
    expect(diet('chicken-stock').meat).toBe(true);
    expect(diet('mayonnaise').egg).toBe(true);
    expect(diet('honey').honey).toBe(true);
    expect(veganOk('honey')).toBe(false);
  });

  it('separates grains, gluten and processed foods', () => {
    expect(diet('white-rice')).toMatchObject({ grain: true, gluten: false });
    expect(diet('all-purpose-flour')).toMatchObject({ grain: true, gluten: true });
    expect(diet('rolled-oats').gluten).toBe(true);
    expect(diet('gluten-free-oats').gluten).toBe(false);
    expect(diet('bacon').processed).toBe(true);
    expect(diet('canola-oil').processed).toBe(true);
    expect(diet('olive-oil').processed).toBe(false);
    expect(diet('sugar').addedSugar).toBe(true);
    expect(diet('peanut').legume).toBe(true);
  });

  it('flags every food by its aisle: meat and poultry as meat, seafood, dairy and eggs', () => {
    const flagOf = { meat: 'meat', poultry: 'meat', seafood: 'seafood', dairy: 'dairy', eggs: 'egg' } as const;
    for (const ingredient of allIngredients()) {
      const flag = flagOf[ingredient.category as keyof typeof flagOf];
      if (flag) expect(ingredient.diet[flag], ingredient.id).toBe(true);
      // Gluten comes from a cereal (wheat, barley, rye), so a gluten food is always a grain food.
      if (ingredient.diet.gluten) expect(ingredient.diet.grain, ingredient.id).toBe(true);
    }
  });

  it('leaves plain vegetables free of every flag', () => {
    for (const id of ['broccoli', 'carrot', 'spinach', 'onion']) {
      expect(Object.values(diet(id)).some(Boolean), id).toBe(false);
    }
  });
});
