import { describe, expect, it } from 'vitest';
import { assembleItems } from '../parse/item-assembler';
import { getIngredientMatcher } from './food-knowledge';
import { purchaseOf, toReceiptItem, withLanguageOfNames } from './receipt-item';

/** Receipt lines as OCR reads them through grouping, matching and pack sizes, with @forkcast/food's pack counts. */
function read(lines: string[]): { ingredient: string | null; quantity: number; unit: string }[] {
  const items = assembleItems([...lines, 'TOTAL 99.99'].map((text) => ({ text, confidence: 90 })));
  return items.map((raw) => toReceiptItem(raw, getIngredientMatcher())).map((i) => ({ ingredient: i.ingredientId, quantity: i.quantity, unit: i.unit }));
}

describe('quantities of food sold in packs', () => {
  it.each([
    // The issue: two packs of eggs were read as two eggs, and a plan then asked to buy 500 g more.
    [['2 @ 9.69', 'XL EGGS 19.38'], 'egg', 24, 'each'],
    [['WAITROSE FREE RANGE EGGS £2.65'], 'egg', 12, 'each'],
    [['KRO LG EGGS 18CT 3.79 B'], 'egg', 18, 'each'],
    [['FREE RANGE EGGS 6PK 2.78'], 'egg', 6, 'each'],
    [['FL LARGE EGGS DOZ 2.19 F'], 'egg', 12, 'each'],
    [['Local Eggs Dozen 2 5.25 10.50'], 'egg', 24, 'each'],
    [['06038385001 NN LARGE EGGS 12 MRJ 3.29'], 'egg', 12, 'each'],
    [['2 X EIER 10ER 3.98'], 'egg', 20, 'each'],
    [['EVERYTHING BAGELS 2.99'], 'bagel', 6, 'each'],
    [['STOP&SHOP ENGLISH MUFFINS 2.29'], 'english-muffin', 6, 'each'],
    [['MISSION FLOUR TORT 3.79 F'], 'flour-tortilla', 10, 'each'],
    [['2 x HOT DOG BUNS 4.58'], 'hot-dog-bun', 16, 'each'],
    // Loose and measured food keeps what the line says.
    [['3 @ 0.69', 'AVOCADO 2.07'], 'avocado', 3, 'each'],
    [['MILCH 1L 2 x 0.99 1.98'], 'whole-milk', 2, 'l'],
    [['BANANAS 1.38', '2.34 lb @ 1 lb /0.59'], 'banana', 2.34, 'lb'],
  ])('%j -> %s %d %s', (lines, ingredient, quantity, unit) => {
    expect(read(lines)).toEqual([{ ingredient, quantity, unit }]);
  });
});

describe('food the catalogue does not name stays visible', () => {
  const item = (line: string) => toReceiptItem(assembleItems([{ text: line, confidence: 90 }])[0]!, getIngredientMatcher());

  it('keeps a dish or product of food under its cleaned name, unsure, for the review page to ask', () => {
    expect(item('CHAO SLICES 4.99')).toMatchObject({ ingredientId: null, name: 'chao slices', isFood: true }); // vegan cheese slices
    expect(item('CHAO SLICES 4.99').confidence).toBeLessThan(0.6);
    expect(item('LEEK QUICHE 3.49')).toMatchObject({ ingredientId: null, name: 'leek quiche', isFood: true });
  });

  it('knows baby food, run together or not', () => {
    expect(item('5220000805 B-N BABYFOOD 2.69 F')).toMatchObject({ ingredientId: null, name: 'baby food', isFood: true });
  });

  it('sets aside household goods, drinks drunk as bought and lines that read like nothing', () => {
    expect(item('DISH SOAP LEMON 2.99')).toMatchObject({ isFood: false });
    expect(item('CHOCOLATE STOUT 4PK 9.99')).toMatchObject({ ingredientId: 'beer', isFood: false });
    expect(item('XQZ 7TT 1.99')).toMatchObject({ ingredientId: null, isFood: false });
  });
});

describe('the name an item is listed under', () => {
  const item = (line: string) => toReceiptItem(assembleItems([{ text: line, confidence: 90 }])[0]!, getIngredientMatcher());

  it('keeps the class of food the line names when the ingredient it stands for is narrower', () => {
    // Plain cheese cooks as cheddar, but the user bought 'cheese'.
    expect(item('2100002711 CHEESE 2.79 F')).toMatchObject({ ingredientId: 'cheddar', name: 'cheese' });
    expect(item('CHEDDAR 3.99')).toMatchObject({ ingredientId: 'cheddar', name: 'cheddar' });
    // A name that ends in the class word already says it.
    expect(item('BREAD 2.49')).toMatchObject({ ingredientId: 'white-bread', name: 'white bread' });
  });

  it('reads a flavour printed after the product as its flavour, never as a name read backwards', () => {
    expect(item('ICE CREAM CHOCOLATE 4.99').ingredientId).toBe('ice-cream');
    expect(item('ALMOND MILK VANILLA 3.49').ingredientId).toBe('almond-milk');
    expect(item('PROTEIN BAR CHOCOLATE 2.49').ingredientId).toBe('protein-bar');
    expect(item('PUDDING SCHOKO 0,49 B').ingredientId).toBe('pudding');
    // A pasta shape after 'PASTA' still names the product.
    expect(item('PASTA SPAGHETTI ORGANIC 1.49').ingredientId).toBe('spaghetti');
    // Shelf labels that print the noun first still read the other way round.
    expect(item('TOMATOES CHERRY 2.99').ingredientId).toBe('cherry-tomato');
  });

  it('does not name a product after what it is sold with', () => {
    expect(item('190235 HBO W/ALMNDS 5.99')).toMatchObject({ ingredientId: 'breakfast-cereal', isFood: true }); // Honey Bunches of Oats
    expect(item('SALMON W/ HONEY GLAZE 8.99')).toMatchObject({ ingredientId: 'salmon' });
  });
});

describe('a purchase sold with a bottle deposit', () => {
  const items = (lines: string[]) =>
    assembleItems([...lines, 'SUMME EUR 9,99'].map((text) => ({ text, confidence: 90 }))).map((raw) => toReceiptItem(raw, getIngredientMatcher()));

  it('is a drink of the fruit it names, drunk as bought', () => {
    expect(items(['TG PFIRSICH 1,39 A', 'PFAND 0,25 EURO 0,25 A', 'PFIRSICHE 1,99 B'])).toMatchObject([
      { name: 'peach drink', ingredientId: null, isFood: false, price: 1.39 },
      { name: 'peach', ingredientId: 'peach', isFood: true },
    ]);
  });

  it('keeps milk in a deposit bottle as milk', () => {
    expect(items(['BIO WEIDEMILCH 1,35 B', 'PFAND 0,15 EURO 0,15 B'])).toMatchObject([{ ingredientId: 'whole-milk', isFood: true }]);
  });
});

describe('ready-to-eat food links to the generic food of its kind', () => {
  const item = (line: string) => toReceiptItem(assembleItems([{ text: line, confidence: 90 }])[0]!, getIngredientMatcher());

  it.each([
    ['SPRAGUE SOUP 5.99', 'ready-soup'],
    ['MEDIUM SOUP 5.49', 'ready-soup'],
    ['COBB SALAD 9.99', 'prepared-salad'],
    ['CLASSIC GREEK SALAD 8.99', 'garden-salad'], // the name says there is no meat
    ['TURKEY CLUB SANDWICH 7.49', 'deli-sandwich'],
    ['YAKISOBA 6.99', 'prepared-meal'],
    ['YO CHICKEN TIKKA 6.99', 'prepared-meal'],
    ['HOT BAR 1.35 lb @ $8.93 12.06', 'prepared-meal'],
    ['KIMBAP 5.99', 'sushi'],
    ['KS NUT BAR 12.99', 'granola-bar'],
    ['CRETORS MIX 4.99', 'popcorn'],
    ['OLIVES PITTED KAL IN XVOO 5.99', 'kalamata-olive'],
    ['PITTED OLIVES 3.99', 'green-olive'],
    ['CHICKEN SALAD 5.99', 'chicken-salad'], // specific foods keep their own link
    ['POTATO SALAD 3.99', 'potato-salad'],
    ['TOMATO SOUP 1.99', 'tomato-soup'],
  ])('%s -> %s', (line, ingredientId) => {
    expect(item(line)).toMatchObject({ ingredientId, isFood: true });
  });

  it('lists the dish under the name the line printed', () => {
    expect(item('COBB SALAD 9.99').name).toBe('cobb salad');
    expect(item('YO CHICKEN TIKKA 6.99').name).toBe('chicken tikka');
  });

  it('keeps sweet and dry foods named like a dish out', () => {
    expect(item('ICE CREAM SANDWICH 3.99').ingredientId).toBeNull();
    expect(item('FRUIT SALAD 4.99').ingredientId).toBeNull();
    expect(item('INSTANT NOODLE SOUP 0.99').ingredientId).not.toBe('ready-soup');
  });
});

describe('the language of a receipt told by its purchases', () => {
  const raws = (lines: string[]) => assembleItems(lines.map((text) => ({ text, confidence: 90 })));

  it('reads a receipt whose lines leave the language open as French when most purchases are named in French', () => {
    // No taxes, no words of the frame, two amounts: nothing else tells.
    const items = withLanguageOfNames(raws(['OEUFS GROS 4.49', 'PAIN BLANC 3.49', 'JAMBON 5,49', 'CHIPS 2.99']), getIngredientMatcher());
    expect(items.map((i) => i.language)).toEqual(['fr', 'fr', 'fr', 'fr']);
    expect(items.map((i) => toReceiptItem(i, getIngredientMatcher()).ingredientId)).toEqual(['egg', 'white-bread', 'ham', 'potato-chip']);
  });

  it('leaves an English receipt and one of few French names as they are', () => {
    const english = withLanguageOfNames(raws(['PAIN RELIEF 4.49', 'CHIPS 2.99', 'MILK 3,49']), getIngredientMatcher());
    expect(english.map((i) => i.language)).toEqual([null, null, null]);
    const told = withLanguageOfNames(raws(['OEUFS 4.49', 'PAIN 3.49', 'LAIT 2.99', 'TOTAL 10.97']), getIngredientMatcher());
    expect(told.every((i) => i.language === 'en')).toBe(true);
  });
});


describe('purchases whose amount OCR garbled', () => {
  const purchases = (lines: string[]) =>
    assembleItems(['BIO HONIG 3,29 A', ...lines, 'KIWI 1,49 A', 'SUMME 9,99'].map((text) => ({ text, confidence: 90 }))).flatMap(
      (raw) => purchaseOf(raw, getIngredientMatcher()) ?? [],
    );

  it('keeps one whose words name a food of the product vocabulary, with no price', () => {
    // Two amounts unread: the total cannot tell either.
    const teewurst = purchases(['TEEWURST FEIN bs One', 'XQZ VRT bs One']).find((i) => i.name === 'teewurst');
    expect(teewurst).toMatchObject({ ingredientId: null, price: null, isFood: true });
  });

  it('drops one whose words name nothing', () => {
    expect(purchases(['XQZ VRT bs One']).map((i) => i.name)).toEqual(['honey', 'kiwi']);
  });
});
