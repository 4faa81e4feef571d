import { describe, expect, it } from 'vitest';
import { getIngredient } from './catalogue';
import { shoppingName } from './shopping-name';

describe('shoppingName', () => {
  it.each([
    ['tortilla-chip', 'tortilla chips'],
    ['cookie', 'cookies'],
    ['egg-noodle', 'egg noodles'],
    ['black-bean', 'black beans'],
    ['banana', 'banana'],
    ['egg', 'egg'],
    ['whole-milk', 'whole milk'],
    ['almond', 'almond'],
    ['mixed-nut', 'mixed nuts'],
    ['frozen-mixed-vegetable', 'frozen mixed vegetables'],
    ['frozen-berry', 'frozen berries'],
    ['walnut', 'walnut'],
    ['french-fry', 'french fries'],
    ['pork-chop', 'pork chops'],
    ['chicken-thigh', 'chicken thighs'],
    ['corn-tortilla', 'corn tortillas'],
    ['cheese-puff', 'cheese puffs'],
    ['chocolate-candy-bar', 'chocolate candy'],
  ])('%s -> %s', (id, expected) => {
    const ingredient = getIngredient(id);
    expect(ingredient, id).toBeDefined();
    expect(shoppingName(ingredient!)).toBe(expected);
  });
});
