import { describe, expect, it } from 'vitest';
import { assembleItems } from '../parse/item-assembler';
import { getIngredientMatcher } from './food-knowledge';
import { toReceiptItem } from './receipt-item';

const matcher = getIngredientMatcher();
const idOf = (line: string): string | null => matcher.match(line).entry?.id ?? null;

describe('a brand names the product, its flavour does not', () => {
  it.each([
    ['RXBAR CHOCOLATE', 'protein-bar'], // a flavour word of another aisle after the brand
    ['SNAPPLE PEACH', 'iced-tea'],
    ['LARABAR LEMON', 'granola-bar'],
    ['KERRYGOLD BUTTER', 'butter'], // a product word after the brand still names the product
    ['TILLAMOOK ICE CREAM', 'ice-cream'],
    ['RAGU ALFREDO', 'alfredo-sauce'], // a kind of the brand's own product is the variety of its range
    ['KIKKOMAN TERIYAKI', 'teriyaki-sauce'],
    ['RAGU ALFREDO SAUCE', 'alfredo-sauce'], // a brand is no kind of the sauce named after it
    ['RAGU TRAD SAUCE', 'marinara-sauce'],
    ['BAREBELLS CARAMEL', 'protein-bar'], // a sweet is a protein bar's flavour, though both are snacks
    ['GREEN GIANT BROCCOLI', 'broccoli'], // a vegetable after a brand of frozen vegetables is the product
    ['HAAGEN DAZS MINT CHIP', 'ice-cream'], // and after an ice cream's brand a flavour
    ['MILKA VOLLMILCH', 'milk-chocolate'], // a food named by a word of the brand's product is its kind
    ['CHOCEUR VOLLMILCH', 'milk-chocolate'],
    ['JIF PEANUT', 'peanut-butter'],
  ])('%s -> %s', (line, id) => expect(idOf(line)).toBe(id));

  it('reads a soup maker before one food word as its soup, named as a soup, not by the brand', () => {
    expect(idOf('PROGRESSO LENTIL')).toBe('ready-soup');
    expect(idOf('PROGRESSO R&H STK')).toBe('ready-soup');
    expect(idOf('PROGRESSO BREAD CRUMBS')).toBe('breadcrumbs'); // a product of its own, named in full
    expect(matcher.match('CAMPBELLS CHUNKY BEEF').className).toBeUndefined();
  });

  it('never takes a brand of the product for its flavour ("REDPATH SUGAR" is sugar, not "sugar sugar")', () => {
    const sugar = matcher.match('REDPATH SUGAR');
    expect([sugar.entry?.id, sugar.className]).toEqual(['sugar', undefined]);
    expect(matcher.match('CINNAMON SUGAR').className).toBe('cinnamon sugar');
  });

  it('reads a brand OCR slipped a letter in before a flavour word as the product', () => {
    expect(idOf('LARABAP LEMON')).toBe('granola-bar');
    expect(idOf('SNAPPLF PEACH')).toBe('iced-tea');
  });

  it('does not read a word one letter longer or shorter than a brand as that brand', () => {
    expect(idOf('CLASSIC 2IN1')).toBeNull(); // CLASSICO is a sauce brand
  });
});

describe('names OCR or shelf labels split', () => {
  it.each([
    ['ALMQND MILK', 'almond-milk'], // a slipped letter hides a two-word name: not plain milk
    ['PEANVT BUTTER', 'peanut-butter'],
    ['GARLIC FRESH LARGE CLOVES', 'garlic'], // the form a food is sold in, after words about it, is not the spice
  ])('%s -> %s', (line, id) => expect(idOf(line)).toBe(id));

  it('keeps a fruit after a drink brand as its flavour when OCR noise follows', () => {
    expect(matcher.match('SEVEN UP CHERRY Xz').entry?.id).toBe('lemonade');
  });
});

describe('a dish named with what it comes with', () => {
  it.each([
    ["JOE'S SALMON WITH HONEY", 'salmon'], // the food after 'with' is what the dish is served with
    ['TUNA W/ LEMON', 'canned-tuna'],
    ['WATER WITH LEMON', 'water'],
  ])('%s -> %s', (line, id) => expect(idOf(line)).toBe(id));
});

describe('store sections', () => {
  const read = (lines: string[]) =>
    assembleItems([...lines, 'SUBTOTAL 99.99'].map((text) => ({ text, confidence: 90 }))).map((raw) => toReceiptItem(raw, matcher));

  it('sets aside what a household section sells, whatever food word its name holds', () => {
    const items = read(['GROCERY', 'BANANAS 1.29', 'HOME', 'COOKIE SHEET 8.99', 'PHARMACY', 'VITAMIN GUMMIES 6.49']);
    expect(items.map((i) => [i.name, i.isFood])).toEqual([
      ['banana', true],
      ['cookie sheet', false],
      ['vitamin gummies', false],
    ]);
  });

  it('leaves general merchandise to the names: baby food is sold there too', () => {
    const items = read(['GENERAL MERCHANDISE', '5220000805 B-N BABYFOOD 2.69 F', 'ALUMINUM FOIL 3.99']);
    expect(items.map((i) => [i.name, i.isFood])).toEqual([
      ['baby food', true],
      ['aluminum foil', false],
    ]);
  });
});

describe('names cut to the column', () => {
  it.each([
    ['CHIC', 'whole-chicken'], // the word more names are made of: not chicory, nor 'chicon' (a Belgian endive)
    ['BROTH CHIC', 'chicken-stock'], // the completed word and the noun printed before it name the food
    ['BREAST CHIC', 'chicken-breast'],
    ['CAMEMB', 'camembert'],
    ['COM 4PK SOCK', null], // a household word as printed is no food cut short (sockeye)
    ['SOCKEYE', 'salmon'],
  ])('%s -> %s', (line, id) => expect(matcher.match(line, 'en').entry?.id ?? null).toBe(id));
});

describe('signs OCR read for letters', () => {
  it.each([
    ['GV 2% M|LK', 'reduced-fat-milk'], // a bar for an I
    ['MAPLE LEAF B4CON', 'bacon'], // a 4 for an A
    ['STRAWBERRY $ORBET', 'sorbet'], // a dollar sign for an S
    ['GV 12OZ', null], // a size stays a size
  ])('%s -> %s', (line, id) => expect(matcher.match(line, 'en').entry?.id ?? null).toBe(id));
});

describe('a kind of a food, printed whole, names the line', () => {
  it('names the kind, not the food it is sold as', () => {
    expect(matcher.match('KEY LIME PIE', 'en').className).toBe('key lime pie');
    expect(matcher.match('CREAM OF CHICKEN SOUP', 'en').className).toBe('cream of chicken soup');
    // A short form of the food's own name is no other kind of it.
    expect(matcher.match('MAC AND CHEESE', 'en').className).toBeUndefined();
  });
});

describe('names with a till spelling or a word between', () => {
  it.each([
    ['PEANUT BUTTR', 'peanut-butter'], // a till spelling of a one-word name ('BUTTR') is read as it to find the longer name
    ['KS ALMND BTR', 'almond-butter'], // a plural before another word is read in the singular ('ALMND' is almonds)
    ['GV LRG WHT EGGS', 'egg'], // a plural that ends the line is its head: no 'egg white'
    ['CHKN THIN BRST', 'chicken-breast'], // a word between that names no food does not part the name
    ['PEANUT CREAMY BUTTER', 'peanut-butter'],
    ['CHICKEN THIGH FILLETS', 'chicken-thigh'], // a food noun between is part of the name
    ['HONEY GRAHAM CRACKERS', 'graham-cracker'], // a snack, not a flavour of the honey before it
  ])('%s -> %s', (line, id) => expect(matcher.match(line, 'en').entry?.id ?? null).toBe(id));
});

describe('a fruit or vegetable before a class word names a kind of its own', () => {
  it.each([
    ['BANANA BREAD', 'banana bread'], // bought as bread, but no white bread
    ['ZUCCHINI BREAD', 'zucchini bread'],
    ['ORGANIC BREAD', 'white bread'], // no food word before it
  ])('%s is named %s', (line, name) => {
    const item = toReceiptItem(assembleItems([{ text: `${line} 3.99`, confidence: 90 }])[0]!, matcher);
    expect(item.name).toBe(name);
  });
});

describe('German compounds end in their food', () => {
  it.each([
    ['OBLATENLEBKUCHEN', 'product:gingerbread'], // the longest known ending: a product's name beats 'kuchen' (cake)
    ['SCHINKENWURST', 'pork-sausage'], // 'Wurst' alone is sausage
    ['LEBERWURST', 'liverwurst'],
    ['HERINGSFIL. DILL', 'herring'], // a long name cut to the column before a herb is the product
  ])('%s -> %s', (line, id) => expect(matcher.match(line, 'de').entry?.id ?? null).toBe(id));
});

describe('the head noun names the product', () => {
  it('reads a food before a sauce word as a sauce the catalogue does not name, not the food', () => {
    for (const line of ['GARLIC SAUCE', 'PAPRIKA SAUCE', 'EVERYTHING BAGEL SEASONING']) {
      const m = matcher.match(line, 'en');
      expect(m.entry).toBeNull();
      expect(m.looksLikeFood).toBe(true);
    }
    expect(matcher.match('BBQ SAUCE', 'en').entry?.id).toBe('barbecue-sauce'); // a name of the sauce itself
    expect(matcher.match('TOMATO SAUCE', 'en').entry?.id).toBe('tomato-sauce');
    expect(matcher.match('TACO SEASONING', 'en').entry?.id).toBe('taco-seasoning');
  });

  it('reads a food of its own printed first, then a filling or spice, as that food ("MOCHI DAIFUKU RED BEAN")', () => {
    expect(matcher.match('MOCHI DAIFUKU RED BEAN', 'en').entry?.name).toBe('daifuku');
    expect(matcher.match('SAZON CULANTRO ACHIOTE', 'en').entry?.name).toBe('sazon seasoning');
    expect(matcher.match('ACHIOTE', 'en').entry?.id).toBe('achiote-paste');
  });

  it('reads a German participle after a food as how it is made, not a seasoning; a sauce is a sauce in German too', () => {
    expect(matcher.match('Kaffee gemahlen', 'de').entry?.id).toBe('coffee');
    const sauce = matcher.match('HOM.PAPRIKA SAUCE', 'de');
    expect(sauce.entry).toBeNull();
    expect(sauce.looksLikeFood).toBe(true);
  });
});
