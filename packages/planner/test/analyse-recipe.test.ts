import { describe, expect, it } from 'vitest';
import { analyseRecipe } from '../src/analyse-recipe';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCatalogue } from '../src/catalogue';
import { fingerprints, loadCatalogue, toIndex, writeIndex } from '../src/catalogue-index';
import { testFood, testRecipe } from './fixtures';

const diets = (lines: [string, number][]) => analyseRecipe(testRecipe({ lines }), testFood).recipe!.diets;

describe('diet suitability computed from ingredients', () => {
  it('plant dishes are vegetarian and vegan; egg and dairy keep vegetarian only', () => {
    expect(diets([['tomato', 400], ['olive-oil', 20]])).toEqual(expect.arrayContaining(['vegetarian', 'vegan']));
    const eggy = diets([['egg', 200], ['baby-spinach', 200]]);
    expect(eggy).toContain('vegetarian');
    expect(eggy).not.toContain('vegan');
    expect(diets([['whole-milk', 200], ['tomato', 100]])).not.toContain('dairy-free');
    expect(diets([['honey', 20], ['tomato', 300]])).not.toContain('vegan');
  });

  it('fish and meat are neither vegetarian nor vegan', () => {
    const fish = diets([['salmon-fillet', 500], ['baby-spinach', 200]]);
    expect(fish).not.toContain('vegetarian');
    expect(fish).not.toContain('vegan');
    expect(fish).toEqual(expect.arrayContaining(['gluten-free', 'dairy-free', 'keto', 'paleo', 'low-carb']));
  });

  it('pasta breaks gluten-free, keto and paleo; lentils break keto and paleo', () => {
    const pasta = diets([['spaghetti', 400], ['tomato', 400]]);
    expect(pasta).not.toContain('gluten-free');
    expect(pasta).not.toContain('keto');
    expect(pasta).not.toContain('paleo');
    expect(pasta).not.toContain('low-carb');
    const lentils = diets([['brown-lentil', 100], ['baby-spinach', 400]]);
    expect(lentils).toContain('gluten-free');
    expect(lentils).not.toContain('keto');
    expect(lentils).not.toContain('paleo');
  });

  it('paleo allows ghee but not butter', () => {
    expect(diets([['chicken-breast', 500], ['ghee', 30]])).toContain('paleo');
    expect(diets([['chicken-breast', 500], ['butter', 30]])).not.toContain('paleo');
  });

  it('starchy vegetables break keto even in small amounts of carbs per serving', () => {
    // 100 g potato per serving is 15 g net carbs: a starch, not keto, still low-carb.
    const potato = diets([['potato', 400], ['egg', 400]]);
    expect(potato).not.toContain('keto');
    expect(potato).toContain('low-carb');
  });

  it('salt decides low-sodium: 3 g over 4 servings is fine, 8 g is not', () => {
    expect(diets([['tomato', 400], ['salt', 3]])).toContain('low-sodium');
    expect(diets([['tomato', 400], ['salt', 8]])).not.toContain('low-sodium');
  });

  it('low-fat means at most 30% of calories from fat', () => {
    expect(diets([['chicken-breast', 500], ['tomato', 300]])).toContain('low-fat');
    expect(diets([['salmon-fillet', 500]])).not.toContain('low-fat');
  });
});

describe('nutrition per serving', () => {
  it('is nutrition per 100 g x grams / servings, summed', () => {
    const { recipe } = analyseRecipe(testRecipe({ lines: [['chicken-breast', 400], ['white-rice', 200]], servings: 4 }), testFood);
    // chicken 100 g: 120 kcal, 22 g protein; rice 50 g: 182.5 kcal, 3.5 g protein, 40 g carbs.
    expect(recipe!.nutritional_info).toMatchObject({ calories: 303, protein: 25.5, carbs: 40, sodium: 48 });
    expect(recipe!.main_ingredient).toBe('chicken-breast');
  });
});

describe('catalogue validation', () => {
  const build = (...entries: unknown[]) => buildCatalogue([{ file: 'test.json', content: entries }], testFood);

  it('accepts a valid recipe; diets are computed and hand-typed diet tags dropped', () => {
    const { recipes, problems } = build(testRecipe({ tags: ['weeknight', 'vegetarian'] }));
    expect(problems).toEqual([]);
    expect(recipes[0]!.tags).toEqual(['weeknight']);
    expect(recipes[0]!.diets).toEqual(expect.arrayContaining(['vegetarian', 'vegan']));
  });

  it('fails on an unknown ingredient id and leaves the recipe out', () => {
    const { recipes, problems } = build(testRecipe({ lines: [['unicorn-steak', 300]] }));
    expect(recipes).toHaveLength(0);
    expect(problems[0]!.message).toContain('unknown ingredient id "unicorn-steak"');
  });

  it('fails on a diet tag the ingredients contradict', () => {
    const { problems } = build(testRecipe({ tags: ['vegan'], lines: [['egg', 300]] }));
    expect(problems[0]!.message).toMatch(/tagged "vegan" but egg is egg/);
  });

  it('fails on missing times', () => {
    const { prep_time: _prep, ...noPrep } = testRecipe();
    const { cook_time: _cook, ...noCook } = testRecipe();
    const { problems } = build(noPrep, noCook);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('prep_time'),
      expect.stringContaining('cook_time'),
    ]);
  });

  it('fails on a duplicate slug or name', () => {
    const first = testRecipe();
    const { recipes, problems } = build(first, { ...testRecipe(), slug: first.slug }, { ...testRecipe(), name: first.name.toUpperCase() });
    expect(recipes).toHaveLength(1);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('duplicate slug'),
      expect.stringContaining('duplicate name'),
    ]);
  });

  it('loads through the index exactly the entry that was validated, even when an invalid one shares its slug', () => {
    const valid = testRecipe({ lines: [['egg', 200]] });
    const { prep_time: _prep, ...invalid } = { ...testRecipe(), slug: valid.slug };
    const content = [invalid, valid];
    const sources = [{ file: 'x.json', text: JSON.stringify(content), content }];
    const validated = buildCatalogue(sources, testFood);
    const path = join(mkdtempSync(join(tmpdir(), 'planner-index-')), 'index.json');
    writeIndex(toIndex(validated, fingerprints(sources, testFood)), path);
    expect(validated.recipes.map((r) => r.name)).toEqual([valid.name]);
    expect(loadCatalogue(sources, testFood, path)).toEqual(validated);
  });

  it('reports a file that is not a JSON array', () => {
    const { problems } = buildCatalogue([{ file: 'broken.json', content: new Error('not valid JSON') }], testFood);
    expect(problems).toEqual([{ file: 'broken.json', recipe: '*', message: 'not valid JSON' }]);
  });
});
