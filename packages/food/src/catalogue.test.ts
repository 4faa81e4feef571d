import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { curatedCategories } from '../data/curated/index';
import { allIngredients, getIngredient, shelfLifeDays } from './index';

const dataFile = (name: string) => new URL(`../data/${name}`, import.meta.url);
const NUTRIENTS = ['kcal', 'protein', 'fat', 'carbs', 'fiber', 'sugar', 'sodiumMg'] as const;

describe('ingredient catalogue', () => {
  const ingredients = allIngredients();

  it('covers at least 650 canonical ingredients', () => {
    expect(ingredients.length).toBeGreaterThanOrEqual(650);
  });

  it('has unique, kebab-case ids', () => {
    const ids = ingredients.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every ingredient complete, plausible nutrition per 100 g', () => {
    for (const { id, nutrition } of ingredients) {
      for (const key of NUTRIENTS) {
        expect(Number.isFinite(nutrition[key]), `${id} ${key}`).toBe(true);
        expect(nutrition[key], `${id} ${key}`).toBeGreaterThanOrEqual(0);
      }
      // 100 g cannot hold more than 100 g of macronutrients, nor more than pure fat's energy.
      expect(nutrition.protein + nutrition.fat + nutrition.carbs, id).toBeLessThanOrEqual(101);
      expect(nutrition.kcal, id).toBeLessThanOrEqual(902);
    }
  });

  it('gives every ingredient a shelf life in days', () => {
    for (const { id, shelfLife } of ingredients) {
      expect(shelfLife.days, id).toBeGreaterThan(0);
      expect(shelfLifeDays(id)).toBe(shelfLife.days);
    }
    expect(() => shelfLifeDays('no-such-food')).toThrow();
  });

  it('keeps fresh meat and fish short-lived and dry goods long-lived', () => {
    expect(shelfLifeDays('chicken-breast')).toBeLessThanOrEqual(3);
    expect(shelfLifeDays('salmon')).toBeLessThanOrEqual(3);
    expect(shelfLifeDays('white-rice')).toBeGreaterThanOrEqual(365);
    expect(shelfLifeDays('spaghetti')).toBeGreaterThanOrEqual(365);
  });

  it('matches the curated list exactly: no curated id missing, none extra', () => {
    const curatedIds = curatedCategories.flatMap((c) => c.items.map((i) => i.id)).sort();
    expect(ingredients.map((i) => i.id).sort()).toEqual(curatedIds);
    for (const { category, items } of curatedCategories) {
      for (const item of items) expect(getIngredient(item.id)?.category, item.id).toBe(category);
    }
  });

  it('publishes exactly its ids in ingredient-ids.txt, so recipe writers never use an id that does not exist', () => {
    const lines = readFileSync(dataFile('ingredient-ids.txt'), 'utf8').trim().split('\n');
    const published = lines.map((line) => line.split('\t'));
    expect(published.map(([id]) => id)).toEqual(ingredients.map((i) => i.id));
    for (const [id, name, category] of published) {
      expect(getIngredient(id ?? '')?.name).toBe(name);
      expect(getIngredient(id ?? '')?.category).toBe(category);
    }
  });

  it('answers every ingredient request: added, or mapped to an existing id', () => {
    const read = (name: string) => {
      try {
        return readFileSync(dataFile(name), 'utf8');
      } catch {
        return '';
      }
    };
    const mapped = new Map(
      read('requested-ingredients.answers.txt')
        .split('\n')
        .map((line) => line.match(/^([a-z0-9-]+)\s*->\s*([a-z0-9-]+)/))
        .filter((m): m is RegExpMatchArray => m !== null)
        .map((m) => [m[1], m[2]]),
    );
    for (const line of read('requested-ingredients.txt').split('\n')) {
      const requested = line.split('\t')[0]?.trim();
      if (!requested) continue;
      const resolved = getIngredient(requested) ?? getIngredient(mapped.get(requested) ?? '');
      expect(resolved, `request "${requested}"`).toBeDefined();
    }
  });

  it('ships a compact generated file that loads quickly', () => {
    expect(statSync(dataFile('ingredients.generated.json')).size).toBeLessThan(1.5 * 1024 * 1024);
    // CPU time, not wall time: on a busy CI machine other test files share the cores.
    const timings = [0, 1, 2].map(() => {
      const start = process.cpuUsage();
      JSON.parse(readFileSync(dataFile('ingredients.generated.json'), 'utf8'));
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    });
    expect(Math.min(...timings)).toBeLessThan(50);
  });

  it('returns shared records that callers cannot change', () => {
    const egg = getIngredient('egg');
    expect(Object.isFrozen(egg)).toBe(true);
    expect(Object.isFrozen(egg?.nutrition)).toBe(true);
  });
});
