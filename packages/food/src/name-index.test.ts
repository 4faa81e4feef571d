import { describe, expect, it } from 'vitest';
import { allIngredients, findIngredientByName, findIngredientByReceiptSpelling } from './index';

const idOf = (name: string) => findIngredientByName(name)?.id;

describe('findIngredientByName', () => {
  it('finds by name, plural and id, ignoring case and spacing', () => {
    expect(idOf('chicken breast')).toBe('chicken-breast');
    expect(idOf('Chicken  Breasts ')).toBe('chicken-breast');
    expect(idOf('tomatoes')).toBe('tomato');
    expect(idOf('CHERRIES')).toBe('cherry');
  });

  it('finds by English variants', () => {
    expect(idOf('scallions')).toBe('green-onion');
    expect(idOf('courgette')).toBe('zucchini');
    expect(idOf('aubergine')).toBe('eggplant');
    expect(idOf('garbanzo beans')).toBe('chickpea');
    expect(idOf('double cream')).toBe('heavy-cream');
  });

  it('finds by German name, with or without umlauts', () => {
    expect(idOf('Zwiebel')).toBe('onion');
    expect(idOf('Zwiebeln')).toBe('onion');
    expect(idOf('Vollmilch')).toBe('whole-milk');
    expect(idOf('Hähnchenbrust')).toBe('chicken-breast');
    expect(idOf('Haehnchenbrust')).toBe('chicken-breast');
    expect(idOf('Hahnchenbrust')).toBe('chicken-breast');
    expect(idOf('Knoblauch')).toBe('garlic');
    expect(idOf('Sahne')).toBe('heavy-cream');
  });

  it('ignores accents the way shoppers type', () => {
    expect(idOf('creme fraiche')).toBe('creme-fraiche');
    expect(idOf('jalapeno')).toBe('jalapeno');
  });

  it('does not guess at partial or unknown names', () => {
    expect(idOf('zwieb')).toBeUndefined();
    expect(idOf('chicken')).not.toBe('chicken-breast');
    expect(idOf('laundry detergent')).toBeUndefined();
    expect(idOf('')).toBeUndefined();
  });

  it('resolves every name and synonym of every ingredient to that ingredient', () => {
    for (const ingredient of allIngredients()) {
      for (const name of [ingredient.name, ingredient.plural, ...ingredient.synonyms]) {
        expect(idOf(name), `${name}`).toBe(ingredient.id);
      }
    }
  });
});

describe('findIngredientByReceiptSpelling', () => {
  it('reads receipt abbreviations and upper-case names', () => {
    expect(findIngredientByReceiptSpelling('BNLS SKLS CHKN BRST')?.id).toBe('chicken-breast');
    expect(findIngredientByReceiptSpelling('whl  mlk')?.id).toBe('whole-milk');
    expect(findIngredientByReceiptSpelling('GRND BF')?.id).toBe('ground-beef');
    expect(findIngredientByReceiptSpelling('BANANAS')?.id).toBe('banana');
    expect(findIngredientByReceiptSpelling('ZWIEBELN')?.id).toBe('onion');
    expect(findIngredientByReceiptSpelling('PAPER TOWELS')).toBeUndefined();
  });
});
