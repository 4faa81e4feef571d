import { describe, expect, it } from 'vitest';
import { getIngredientMatcher } from './food-knowledge';
import { createIngredientMatcher } from './ingredient-matcher';
import type { MatchKnowledge } from './match-knowledge';
import { ocrSimilarity } from './ocr-edit-distance';

const entry = (id: string, category: string, aliases: string[] = []) => ({ id, ingredientId: id, name: id.replace(/-/g, ' '), category, aliases, food: true });

const knowledge: MatchKnowledge = {
  entries: [
    entry('whole-milk', 'dairy', ['milk', 'milch', 'vollmilch']),
    entry('reduced-fat-milk', 'dairy', ['2% milk']),
    entry('low-fat-milk', 'dairy', ['1% milk']),
    entry('chicken-breast', 'poultry', ['chicken breasts', 'hähnchenbrust', 'hähnchenbrustfilet']),
    entry('ground-beef', 'meat', ['hackfleisch', 'beef mince']),
    entry('banana', 'produce', ['bananas', 'bananen']),
    entry('egg', 'eggs', ['eggs']),
    entry('margarine', 'dairy'),
    entry('camembert', 'dairy'),
    entry('spaghetti', 'pasta'),
    entry('mushroom', 'produce', ['champignon', 'mushrooms']),
    entry('milk-chocolate', 'snacks'),
    entry('cola', 'drinks'),
    entry('chicken-thigh', 'poultry', ['chicken thighs']),
    entry('boxed-mac-and-cheese', 'pasta', ['mac and cheese']),
    entry('mayonnaise', 'condiments', ["hellmann's"]),
    entry('pineapple', 'produce', ['ananas']),
    entry('black-tea', 'drinks', ['tea bags']),
    entry('coffee', 'drinks'),
    entry('tuna', 'seafood', ['yellowfin']),
    entry('onion', 'produce', ['yellow onion']),
    entry('jalapeno', 'produce', ['jalapeno pepper']),
    entry('bell-pepper', 'produce', ['peppers']),
    entry('sparkling-water', 'drinks'),
    entry('lemon', 'produce', ['lemons']),
    entry('beef', 'meat'),
    entry('tomato', 'produce', ['tomatoes']),
    entry('plain-yogurt', 'dairy', ['joghurt', 'yogurt']),
    entry('strawberry', 'produce', ['erdbeere', 'strawberries']),
    entry('potato-chips', 'snacks', ['chips']),
    entry('paprika', 'spices'),
    entry('ham', 'deli', ['schinken']),
    entry('cheddar', 'dairy', ['käse']),
    entry('green-bean', 'produce', ['grüne bohnen']),
    entry('red-onion', 'produce', ['red onions']),
    entry('egg-wafer', 'snacks', ['eier']),
    entry('dark-chocolate', 'baking', ['zartbitter']),
    entry('duck-breast', 'poultry', ['ente']),
    entry('white-rice', 'grains', ['reis', 'rice']),
    entry('honey', 'condiments'),
    entry('honeydew-melon', 'produce', ['honeydew']),
    entry('cantaloupe', 'produce', ['melon']),
    entry('cauliflower', 'produce'),
    entry('cauliflower-rice', 'frozen', ['riced cauliflower']),
    entry('ice-cream', 'frozen', ['magnum']),
    entry('almond', 'nuts', ['mandel']),
    entry('frozen-pizza', 'frozen', ['pizza']),
    entry('pepperoni', 'deli'),
    entry('granola', 'grains'),
    entry('ready-meal', 'frozen', ['lean cuisine']),
    entry('alfredo-sauce', 'canned', ['alfredo']),
    entry('canola-oil', 'oils', ['canola']),
  ],
  tokenExpansions: new Map([
    ['CHKN', 'chicken'],
    ['BRST', 'breast'],
    ['BNLS', 'boneless'],
    ['GRND BF', 'ground beef'],
    ['MLK', 'milk'],
    ['MINCE', 'ground meat'],
    ['WHL', 'whole'],
    ['THGH', 'thigh'],
    ['HAEHN', 'hähnchen'],
    ['ERDBEER', 'erdbeere'],
  ]),
  brandPrefixes: new Set(['GV', 'KS', 'REWE BESTE WAHL']),
  nonFoodTerms: ['paper towels', 'detergent', 'bags', 'coffee filters', 'wc', 'preis', 'körpermilch', 'janola'],
};
const matcher = createIngredientMatcher(knowledge);

describe('ingredient matcher', () => {
  it.each([
    { name: 'GV WHL MLK 1GAL', id: 'whole-milk' },
    { name: 'BNLS CHKN BRST', id: 'chicken-breast' },
    { name: 'GRND BF 80/20', id: 'ground-beef' },
    { name: '430 XL EGGS', id: 'egg' },
    { name: 'Bananen Chiquita', id: 'banana' },
    { name: 'Hähnchenbrust', id: 'chicken-breast' },
    { name: 'HAHNCHENBRUST', id: 'chicken-breast' }, // umlaut lost by OCR
    { name: 'BANANAS', id: 'banana' },
    { name: 'BANANAE', id: 'banana' }, // one slip of OCR
    { name: 'MI1K', id: 'whole-milk' }, // digit read for a letter
    { name: 'SANELLA BACKMARGARINE', id: 'margarine' }, // German compound, ingredient last
    { name: 'BIO WEIDEMILCH', id: 'whole-milk' },
    { name: 'Alpenh.Camemb', id: 'camembert' }, // cut to the column width
    { name: 'REWE BESTE WAHL SPAGHETTI', id: 'spaghetti' },
    { name: 'MILK CHOCOLATE', id: 'milk-chocolate' }, // the longer name wins over 'milk'
    { name: 'BRITISH BEEF MINCE 5%', id: 'ground-beef' }, // known as printed, though MINCE alone expands
    { name: 'CHKN THGHS', id: 'chicken-thigh' }, // plural of a known abbreviation
    { name: 'KRAFT MAC & CHEESE', id: 'boxed-mac-and-cheese' }, // '&' read as 'and'
    { name: 'HELLMANNS REAL 30OZ', id: 'mayonnaise' }, // apostrophe dropped on the receipt
    { name: '8ANANAS', id: 'banana' }, // an OCR slip, not a compound ending in 'ananas'
    { name: 'MUSHROORNS', id: 'mushroom' }, // 'rn' read for 'm'
    { name: 'JALAPENO PEPPERS', id: 'jalapeno' }, // plural of a two-word name
    { name: 'SPARKLING WATER LEMON', id: 'sparkling-water' }, // a fruit after the product is its flavour
    { name: 'BEEF TOMATOES', id: 'tomato' }, // a one-word name before it stays a modifier
    { name: 'YOGURT STRAWBERRY', id: 'plain-yogurt' }, // a one-word product outside the meat aisles keeps its flavour
    { name: 'Crusti Croc Chips Paprika', id: 'potato-chips' },
    { name: 'SAHNEJOGHURT ERDBEER', id: 'plain-yogurt' }, // a German compound before the flavour is the product
    { name: 'WAFFELEIER ZARTBITTER', id: 'dark-chocolate' }, // a short compound ending is no product before a flavour
    { name: 'HAEHN.BRUSTFILET', id: 'chicken-breast' }, // compound cut at an abbreviation dot
    { name: 'SCHINKENWUERFEL 2X125G', id: 'ham' }, // cut or shape word after the food
    { name: 'BERGKAESE', id: 'cheddar' }, // umlaut written out as ae
    { name: 'BOHNEN GRUEN', id: 'green-bean' }, // colour printed after the noun
    { name: 'ONIONS RED', id: 'red-onion' },
    { name: 'MAGNUM MANDEL 3ER', id: 'ice-cream' }, // a nut after the product is its flavour too
    { name: 'HONEY MELON', id: 'honeydew-melon' }, // a two-word name with a word cut short, not honey with melon flavour
    { name: 'SWEET HONEY MELON', id: 'honeydew-melon' },
    { name: 'RICE CAULIFLOWER', id: 'cauliflower-rice' }, // 'riced' cut short, not rice with cauliflower flavour
    { name: 'CAULIFL RICE', id: 'cauliflower-rice' },
    { name: 'CAULIFLOWER RICE', id: 'cauliflower-rice' },
    { name: 'RICED CAULIFLOWER', id: 'cauliflower-rice' },
    { name: 'HONEY', id: 'honey' },
    { name: 'KRO 1% MILK GAL', id: 'low-fat-milk' }, // a percentage some name holds tells the product
    { name: 'GV 2% MLK', id: 'reduced-fat-milk' },
    { name: 'MILCH 3,5%', id: 'whole-milk' }, // a decimal fat content leaves no stray '5%'
    { name: 'YOGURT 2%', id: 'plain-yogurt' },
    { name: 'PIZZA PEPPERONI', id: 'frozen-pizza' }, // a meat or cheese after a frozen or snack product is its flavour
    { name: 'PEPPERONI PIZZA', id: 'frozen-pizza' },
    { name: 'LEAN CUISINE ALFREDO', id: 'ready-meal' }, // a sauce after a ready meal is its flavour too
    { name: 'HONEY MARGARlNE', id: 'margarine' }, // a misread head noun still competes with an exact word before it
    { name: 'CAMEMBERT WHOLE MILK', id: 'camembert' }, // milk after a cheese is what it is made from
    { name: 'YOGURT HONEYDEW MELON', id: 'plain-yogurt' }, // a two-word fruit after a product is its flavour
    { name: 'ICE CREAM COLA', id: 'ice-cream' }, // a drink after a frozen or snack product is its flavour
    { name: 'KRAFT MAC&CHEESE', id: 'boxed-mac-and-cheese' }, // '&' glued between words joins them
    { name: 'GRANOLA YOGURT', id: 'plain-yogurt' }, // yogurt after a cereal is the product, not a flavour
    { name: 'TILLAMOOK Y0GURT STRAWB', id: 'plain-yogurt' }, // a digit read for a letter inside a word
  ])('$name -> $id', ({ name, id }) => {
    const m = matcher.match(name);
    expect(m.entry?.id).toBe(id);
    expect(m.score).toBeGreaterThan(0.45);
    expect(m.score).toBeLessThanOrEqual(1);
  });

  it.each(['CHAMP SHORT', 'SCOTCH BRITE SPONGE', 'ZZZ', 'TABAK', '12.99', 'YELLOW', 'SONDERPREIS'])('leaves %s unmatched', (name) => {
    expect(matcher.match(name).entry).toBeNull();
  });

  it('flags household goods', () => {
    expect(matcher.match('BOUNTY PAPER TOWELS 6PK').nonFood).toBe(true);
    expect(matcher.match('KS BAGS 60').nonFood).toBe(true);
    expect(matcher.match('Detergemt 2L').nonFood).toBe(true); // OCR slip in a household word
    expect(matcher.match('GV WHL MLK').nonFood).toBe(false);
    expect(matcher.match('COFFEE FILTERS').nonFood).toBe(true);
    expect(matcher.match('WC-ENTE').nonFood).toBe(true); // a toilet cleaner, not duck
    expect(matcher.match('KOERPERMILCH').nonFood).toBe(true); // umlaut written out in a household word
    expect(matcher.match('KOERPERMILCH').entry).toBeNull(); // the household word ending the compound wins over 'milch'
    expect(matcher.match('JANOLA ORIGINAL').entry).toBeNull(); // a household brand as printed is no misread 'canola'
    expect(matcher.match('JANOLA ORIGINAL').nonFood).toBe(true);
  });

  it('does not count a household word that is part of the food name', () => {
    const m = matcher.match('PG TIPS 80 TEA BAGS');
    expect(m.entry?.id).toBe('black-tea');
    expect(m.nonFood).toBe(false);
  });

  it('reads a word OCR split with a space as one word, misread or not', () => {
    expect(matcher.match('SPAG HETTl').entry?.id).toBe('spaghetti');
    expect(matcher.match('SPAG HETTl').score).toBeGreaterThan(0.85); // as sure as a one-word slip, not a two-word guess
  });

    it('is surer of an exact alias than of a repaired one', () => {
    expect(matcher.match('BANANAS').score).toBeGreaterThan(matcher.match('BANANAE').score);
  });
});

describe('ocrSimilarity', () => {
  it('charges less for OCR look-alikes than for other letters', () => {
    expect(ocrSimilarity('mi1k', 'milk')).toBeGreaterThan(ocrSimilarity('mink', 'milk'));
    expect(ocrSimilarity('milk', 'milk')).toBe(1);
    expect(ocrSimilarity('abc', 'xyz', 0.8)).toBe(0);
  });

  it('treats a merged letter pair as one slip', () => {
    expect(ocrSimilarity('mushroorns', 'mushrooms')).toBeGreaterThan(0.95);
    expect(ocrSimilarity('lernons', 'lemons')).toBeGreaterThan(0.9);
    expect(ocrSimilarity('mushroorns', 'mushrooms', 0.8)).toBe(ocrSimilarity('mushroorns', 'mushrooms'));
  });
});

describe('listed US till shorthand', () => {
  const real = getIngredientMatcher();
  it.each([
    ['GV TRKY SLCD', 'sliced-turkey'], // sliced deli turkey, no whole bird
    ['GV STRWBRY PRSV', 'jam'],
    ['PSTA SLD', 'pasta-salad'],
  ])('reads %s', (line, id) => expect(real.match(line).entry?.id).toBe(id));
});

describe('abbreviations read from the vocabulary (not in the listed tokens)', () => {
  const real = getIngredientMatcher();
  const name = (line: string): string | null => real.match(line).entry?.name ?? null;

  it('reads vowel-dropping abbreviations and takes a neighbour to choose between readings', () => {
    expect(name('ORG PRSNP')).toBe('parsnip');
    expect(name('BELGIOIOSO MSCRPN')).toBe('mascarpone');
    expect(name('GRND TKY')).toBe('ground turkey');
    expect(name('RMN LTTC')).toBe('romaine lettuce');
  });

  it('reads the last word of a name that fills the column as cut short', () => {
    expect(name('MULTIGRAIN CHEERIO')).toBe('breakfast cereal');
    expect(real.match('MUESLI FRUECHTE').words).toEqual(['muesli', 'fruechte']);
  });

  it('keeps brand and ordinary words as printed', () => {
    expect(real.match('BRIT CHKN THIGHS').words).toEqual(['brit', 'chicken', 'thighs']);
    expect(name('KRAFT XZQW')).toBeNull();
  });

  it('does not take a guessed reading for a food noun', () => {
    expect(real.match('SANDWICH SCHB').looksLikeFood).toBe(false);
  });

  it('reads a noun printed before its kind the other way round, a name printed in order first', () => {
    const id = (line: string) => real.match(line).entry?.id;
    expect(id('TOMATOES CHERRY')).toBe('cherry-tomato');
    expect(id('TORTILLAS CORN')).toBe('corn-tortilla');
    expect(id('BEANS PINTO')).toBe('pinto-bean');
    expect(id('MILK CHOCOLATE')).toBe('milk-chocolate');
    expect(id('HIMBEEREN TK')).not.toBe('frozen-berries');
  });

  it('reads a boxed mix after a brand misread as a snack as the mix, not a flavour of the snack', () => {
    const id = (line: string) => real.match(line).entry?.id;
    expect(id('B CRCKR BRWN MIX')).toBe('brownie-mix'); // Betty Crocker, its name read as crackers
    expect(id('BB PANCK&WAFFLE MX')).toBe('pancake-mix');
    expect(id('GRK YGRT VAN')).toBe('greek-yogurt'); // a flavour of the baking aisle still is one
  });

  it('reads GRN before a meat as ground, before anything else as green', () => {
    const id = (line: string) => real.match(line).entry?.id;
    expect(id('JO GRN TURKEY TRAY')).toBe('ground-turkey');
    expect(id('GRN BEANS')).toBe('green-bean');
  });

  it('sets hardware aside rather than reading it as a German food compound', () => {
    expect(real.match('EB NEO SELF-DRILLING 12X1').nonFood).toBe(true); // screws, not 'Drillinge' (baby potatoes)
    expect(real.match('KARTOFFEL DRILLINGE').nonFood).toBe(false);
    expect(real.match('SH ANT-SCHUPPEN').entry).toBeNull(); // shampoo; 'ant' is no food a shop sells by that name
  });
});

describe("international grocers' and warehouse clubs' lines", () => {
  const real = getIngredientMatcher();
  const read = (line: string) => {
    const m = real.match(line);
    return { id: m.entry?.ingredientId ?? null, name: m.entry?.name ?? null, food: (m.entry?.food ?? m.looksLikeFood) && !m.nonFood };
  };

  it.each([
    ['FROZEN WHOLE DUCK 5LB', 'whole-duck'],
    ['LA GALBI', 'beef-short-rib'],
    ['RAJMA', 'kidney-bean'],
    ['DANGMYEON', 'glass-noodle'],
    ['TAPATIO', 'hot-sauce'],
    ['SAMYANG BULDAK 5PK', 'instant-noodle'],
    ['MANDU', 'frozen-dumpling'], // two shop foods name the same ingredient: both count
    ['SHUMAI', 'frozen-dumpling'],
    ['AGUACATE', 'avocado'], // Hispanic grocers print the Spanish name
    ['TORTILLAS DE MAIZ', 'corn-tortilla'],
  ])('links %s to its ingredient', (line, id) => {
    expect(read(line).id).toBe(id);
  });

  it.each([
    ['PORK FLOSS', 'pork floss'],
    ['PRIYA MANGO PICKLE', 'indian pickle'],
    ['CHOY SUM', 'choy sum'],
    ['LABNEH', 'labneh'],
    ['SHAN BIRYANI MASALA', 'indian spice mix'],
    ['CHAR SIU PORK', 'char siu'],
    ['MTR PALAK PANEER', 'palak paneer'], // a ready dish of paneer, not the cheese
    ['PANEER BUTTER MASALA', 'paneer butter masala'],
    ['GITS DAL MAKHANI', 'dal makhani'],
    ['VEG BIRYANI', 'vegetable biryani'],
    ['BEEF EMPANADAS', 'empanadas'], // ready food of Latin, Middle Eastern and deli counters
    ['TAQUITOS', 'taquitos'],
    ['SPANAKOPITA', 'spanakopita'],
    ['SCOTCH EGGS', 'scotch eggs'],
  ])('keeps %s as a named food', (line, name) => {
    expect(read(line)).toEqual({ id: null, name, food: true });
  });

  it('reads a vegetable whose name ends in another food as that food, not as a flavoured drink', () => {
    expect(read('WATER SPINACH').id).toBe('spinach');
  });

  it.each(['ZOJIRUSHI RICE COOKER', 'BAMBOO CHOPSTICKS', 'INCENSE STICKS', 'HAIR OIL PARACHUTE', 'KIRKLAND FISH OIL', 'TEA CUP SET'])(
    'sets %s aside as household goods',
    (line) => {
      expect(read(line).food).toBe(false);
    },
  );
});

describe('everyday US grocery lines', () => {
  const real = getIngredientMatcher();
  it.each([
    ['HEAVY WHIP CREAM', 'heavy-cream'], // not whipped cream from a can
    ['CINN TOAST CRUNCH', 'breakfast-cereal'], // 'CINN' is cinnamon; the toast is no loaf
    ['KS ROTIS CHICKEN', 'rotisserie-chicken'],
    ['SIMPLY ORANGE', 'orange-juice'],
    ['DAISY SOURCREAM', 'sour-cream'], // a name printed without its space, not the cream its second word names
    ['PHILLY CREAMCHEESE', 'cream-cheese'],
    ['DRIED BING CHERRIES', 'dried-cherry'], // a pantry food, not fresh cherries
    ['TOTINOS PIZZA ROLLS', 'pizza-roll'], // a frozen snack, no dinner rolls
    ['Ya ~-s&BANANAS', 'banana'], // a speck glued on by '&'
    ['HONEY ROASTED PEANUTS', 'peanut'], // nuts named after a sauce or sweetener are nuts of that flavour
    ['MAPLE PECANS', 'pecan'],
    ['HONEY GRAHAMS', 'graham-cracker'], // a flavour is never printed in the plural
    ['GV HNY GRMS', 'graham-cracker'],
    ['GV RF 2PCT MLK', 'reduced-fat-milk'],
    ['CHOPPED NUTS', 'mixed-nut'], // nuts of no named kind
    ['MOZZA', 'mozzarella'],
    ['MR NOODLES', 'instant-noodle'],
    ['DAISY', 'sour-cream'],
    ['OM LUNCHMEAT', 'cold-cuts'], // sliced meat of no named kind, no bologna
    ['TYSON NUGGETS', 'chicken-nugget'], // a product word after the brand names the product
  ])('links %s to its ingredient', (line, id) => expect(real.match(line, 'en').entry?.ingredientId).toBe(id));

  it('keeps a dried fruit no name fits as unknown food, never the fresh fruit', () => {
    const m = real.match('DRIED PEARS', 'en');
    expect({ entry: m.entry, looksLikeFood: m.looksLikeFood }).toEqual({ entry: null, looksLikeFood: true });
  });

  it.each([
    ['SALMON BURGER', 'salmon burger'],
    ['CHICKEN ONION BURGER', 'chicken onion burger'],
    ['CKN ONIN BRG', 'chicken onin burger'], // 'BRG' is burger; the misread onion stays as printed
  ])('reads %s as the named food at its head, made of the foods before it', (line, name) => {
    const m = real.match(line, 'en');
    expect({ id: m.entry?.ingredientId, name: m.className }).toEqual({ id: null, name });
  });

  it('keeps the noun-first order of German receipts: the oil, not the named sunflower after it', () => {
    expect(real.match('SPEISEOEL SONNENBL.', 'de').entry?.ingredientId).toMatch(/-oil$/);
  });

  it.each(['BEEF', 'PORK', 'LAMB'])('keeps %s, a kind of food printed alone, as unknown food to confirm', (line) => {
    const m = real.match(line, 'en');
    expect({ entry: m.entry, looksLikeFood: m.looksLikeFood }).toEqual({ entry: null, looksLikeFood: true });
  });

  it('finds no brand inside a longer word: PATATES holds no Tate\'s cookies', () => {
    expect(real.match('PATATES', 'en').entry?.ingredientId).not.toBe('chocolate-chip-cookie');
  });

  it('finds no till shorthand inside a longer word: BLANCHED holds no CHED (cheddar)', () => {
    expect(real.match('BLANCHED').entry?.ingredientId).not.toBe('cheddar');
    expect(real.match('CALANTRO BLNCH').entry?.ingredientId).toBe('cilantro'); // a misread bunch of cilantro
  });

  it('still sets coupon and bag lines aside', () => {
    expect(real.match('COUPON', 'en').looksLikeFood).toBe(false);
    expect(real.match('BAG', 'en').looksLikeFood).toBe(false);
  });

  it('reads a named food printed without its space', () => {
    expect(real.match('PRABHUJI ELAICHI SOANPAPDI 400 G', 'en').entry?.name).toBe('soan papdi');
  });

  it.each([
    ['KELLOGGS POP TARTS', 'toaster pastries'], // no soda pop
    ['PILLSBURY CRESCENT', 'crescent rolls'],
    ['GV FRT SNCKS', 'fruit snacks'],
    ['CHICKEN POT PIE', 'pot pie'], // no potato in 'POT' here, and no fruit pie
    ['INSTANT POTATOES', 'instant mashed potatoes'], // a pantry food, not fresh potatoes
    ['HORMEL CHILI NO BEANS', 'canned chili'], // 'NO' denies the beans: no chili beans
    ['GV CHILI BNS', 'chili beans'],
    ['POP TARTS STRWB', 'toaster pastries'], // a misread flavour never takes a word of the name printed whole
  ])('keeps %s as a named food', (line, name) => {
    const m = real.match(line, 'en');
    expect({ id: m.entry?.ingredientId, name: m.entry?.name, food: m.entry?.food }).toEqual({ id: null, name, food: true });
  });

  it.each([
    ['EL MONTEREY BURRITOS', 'deli-sandwich', 'burritos'], // the maker's name is not the dish's
    ['COBB SALAD', 'prepared-salad', 'cobb salad'],
    ['DELI SOUP', 'ready-soup', 'deli soup'],
  ])('names the shop dish %s by its own words', (line, id, name) => {
    const m = real.match(line, 'en');
    expect({ id: m.entry?.ingredientId, name: m.className }).toEqual({ id, name });
  });

  it.each([
    ['VEG SOUP', 'vegetable soup'],
    ['CALIF ROLL', 'sushi'],
  ])('names the shop dish %s by its own name, not the till shorthand', (line, name) => {
    const m = real.match(line, 'en');
    expect(m.className ?? m.entry?.name).toBe(name);
  });

  it.each([
    ['SHREDDED CHEESE', 'mexican-cheese-blend', 'shredded cheese'], // the blend it stands for is not what was printed
    ['GRATED CHEESE', 'mexican-cheese-blend', 'grated cheese'],
    ['CHOPPED TOMS', 'canned-tomato', undefined], // the ingredient's own name already ends in the word
  ])('names %s, a class cut a way that tells no kind, as printed', (line, id, name) => {
    const m = real.match(line, 'en');
    expect({ id: m.entry?.ingredientId, name: m.className }).toEqual({ id, name });
  });
});

describe('German counter and class words', () => {
  const real = getIngredientMatcher();
  it.each([
    ['Kaese', 'cheese'], // a counter's cheese is no cheddar
    ['TIP BALKANKAESE', 'cheese'], // a cheese of a kind the catalogue does not name: the class is all it tells
    ['SUPPE', 'ready soup'], // a shop's dish under its German name is named in English
    ['FERTIGGERICHTE', 'ready meal'],
  ])('names %s by its English class word', (line, name) => {
    const m = real.match(line, 'de');
    expect(m.className ?? m.entry?.name).toBe(name);
  });

  it('keeps the kind a compound names with the class', () => {
    const m = real.match('Cheddarkaese', 'de');
    expect(m.className ?? m.entry?.name).toBe('cheddar');
  });

  it.each([
    ['BED. FISCH', 'white-fish', true],
    ['FISH', 'white-fish', true],
    ['Krombacher Dose', 'beer', false], // a German beer by its brand: listed, not kitchen food
    ['TEEWURST FEIN', null, true], // a spreadable sausage of its own, no salami
    ['SCHWEINSOEHRCHEN', null, true], // palmiers, the umlaut spelled out
    ['SOLEVITA O-SAFT', 'orange-juice', true], // the till's short form of Orangensaft
    ['MEINE METZGEREI HACK', 'mixed-ground-meat', true],
    ['FROSTA GEMUESEPFANNE', 'frozen-mixed-vegetable', true],
    ['MAGGI FIX BOLOGNESE', null, true], // a seasoning mix for the dish, no sauce
    ['GOLFETTA', 'salami', true],
    ['STIELKOTE', 'pork-chop', true], // Stielkotelett cut to the column
    ['SPKART MEHLIG', 'potato', true],
  ])('reads %s', (line, id, food) => {
    const m = real.match(line, 'de');
    expect({ id: m.entry?.ingredientId, food: m.entry?.food }).toEqual({ id, food });
  });

  it.each([
    ['FLEISCHSALAT', 'prepared-salad', 'meat salad'], // a deli salad of meat, no chicken salad
    ['FLELSCHSALAT', 'prepared-salad', 'meat salad'], // 'l' misread for 'i': no lettuce
    ['THUNFISCHSALAT', 'prepared-salad', 'tuna salad'],
  ])('reads the deli salad %s as a salad of its own, named in English', (line, id, name) => {
    const m = real.match(line, 'de');
    expect({ id: m.entry?.ingredientId, name: m.className }).toEqual({ id, name });
  });

  it.each([
    ['BROCCOLI SALAT', 'prepared-salad', 'broccoli salad'], // 'Salat' after a food that is no leaf: a salad made of it
    ['GURKEN SALAT', 'prepared-salad', 'cucumber salad'],
    ['RUCOLA SALAT', 'arugula', undefined], // after a leaf it is the leaf
    ['BATAVIA SALAT', 'lettuce', undefined], // after a word for no food (a lettuce's kind) it stays lettuce
  ])('reads %s by what comes before Salat', (line, id, name) => {
    const m = real.match(line, 'de');
    expect({ id: m.entry?.ingredientId, name: m.className }).toEqual({ id, name });
  });

  it('reads Stk on a German line as pieces, never steak', () => {
    expect(real.match('MO Stk', 'de').entry).toBeNull();
    expect(real.match('PARM. REGG. STK.', 'de').entry?.ingredientId).toBe('parmesan');
    expect(real.match('SIRLOIN STK', 'en').entry?.ingredientId).toBe('sirloin-steak');
  });

  it('reads German dessert sauces and puddings', () => {
    expect(real.match('VANILLE-SOSSE', 'de').entry?.name).toBe('vanilla sauce');
    expect(real.match('ROTE GRUETZE', 'de').entry?.name).toBe('red berry pudding');
  });

  it('sets fish food aside and reads soup greens and a smoothie brand as food', () => {
    expect(real.match('TETRA FISH FOOD', 'en').nonFood).toBe(true);
    expect(real.match('SUPPENGRUEN', 'de').entry?.name).toBe('soup greens');
    expect(real.match('TRUE FRUITS 1', 'de').entry?.name).toBe('smoothie');
  });
});

describe('the receipt language', () => {
  const bilingual = createIngredientMatcher({
    entries: [
      { ...entry('honey', 'condiments', ['honig']), germanAliases: ['honig'] },
      { ...entry('plum', 'produce', ['plums', 'pflaumen']), germanAliases: ['pflaumen'] },
      // 'chili' is German for the pepper, but English names hold it too ('chili sauce').
      { ...entry('red-chili', 'produce', ['chili']), germanAliases: ['chili'] },
      entry('chili-sauce', 'condiments', ['chili sauce']),
    ],
    tokenExpansions: new Map(),
    brandPrefixes: new Set(),
    nonFoodTerms: [],
  });
  const read = (line: string, language: 'en' | 'de' | null) => bilingual.match(line, language).entry?.id ?? null;

  it('keeps names only German has off a receipt printed in English', () => {
    expect(read('PLUMS HONIG', 'en')).toBe('plum'); // OCR noise after the fruit, not honey
    expect(read('HONIG', 'en')).toBeNull();
    expect(read('PFLAUMEN', 'en')).toBeNull();
  });

  it('reads them on German receipts and when the language is unknown', () => {
    expect(read('HONIG', 'de')).toBe('honey');
    expect(read('PFLAUMEN', null)).toBe('plum');
  });

  it('reads names both languages use on either', () => {
    expect(read('CHILI', 'en')).toBe('red-chili');
  });

  it('keeps German till spellings of the food knowledge off English receipts', () => {
    // 'CHAMP' is a German till's champignons; on a Costco receipt it is a brand of shorts.
    const real = getIngredientMatcher();
    expect(real.match('CHAMP SHORT', 'en').entry).toBeNull();
    expect(real.match('CHAMP. BRAUN', 'de').entry?.id).toBe('cremini-mushroom');
  });

  it('reads a word ending in a short food name as a compound only off English receipts', () => {
    const wines = createIngredientMatcher({ entries: [entry('dry-sherry', 'drinks', ['port']), entry('bread', 'bakery')], tokenExpansions: new Map(), brandPrefixes: new Set(), nonFoodTerms: [] });
    expect(wines.match('FOR SUPPORT', 'en').entry).toBeNull();
    expect(wines.match('EZEKIELBREAD', 'en').entry?.id).toBe('bread');
    expect(wines.match('RUBYPORT', 'de').entry?.id).toBe('dry-sherry');
  });
});

describe('an abbreviation that implies a food in brackets', () => {
  const matcher = createIngredientMatcher({
    entries: [entry('cheddar', 'dairy', ['sharp cheddar']), entry('pickle', 'condiments'), entry('chickpea', 'legumes', ['garbanzo beans']), entry('dosa-mix', 'baking'), entry('paneer', 'dairy'), entry('semolina', 'baking', ['rava'])],
    tokenExpansions: new Map([
      ['SHRP', 'sharp (cheddar)'],
      ['GRBNZ', 'garbanzo beans (chickpeas)'],
    ]),
    brandPrefixes: new Set(),
    nonFoodTerms: [],
  });
  const read = (line: string) => matcher.match(line).entry?.id ?? null;

  it('reads the implied food when the rest of the line names none', () => {
    expect(read('SHRP 200G')).toBe('cheddar');
    expect(read('DAIRYLEA SHRP WHITE')).toBe('cheddar');
    expect(read('GRBNZ')).toBe('chickpea');
  });

  it('reads what the rest of the line names when it names a food of its own (a brand with those letters)', () => {
    expect(read('SHRP FOODS PICKLE')).toBe('pickle');
    expect(read('SHRP DOSA MIX')).toBe('dosa-mix');
    expect(read('SHRP PANEER MAKHANI')).toBe('paneer');
    expect(read('SHRP RAVA UPMA')).toBe('semolina');
    expect(read('SHRP CHEDDAR')).toBe('cheddar');
  });
});

describe('French receipt lines (Quebec)', () => {
  const matcher = getIngredientMatcher();
  const read = (line: string, language: 'en' | 'de' | 'fr' | null) => matcher.match(line, language).entry?.id ?? null;

  it.each([
    ['LAIT 2% 4L', 'reduced-fat-milk'],
    ['LAIT 3.25%', 'whole-milk'],
    ['OEUFS GROS 12', 'egg'],
    ['ŒUFS GROS', 'egg'],
    ['BOEUF HACHE MI-MAIGRE', 'ground-beef'],
    ['BOEUF HACHE EXTRA-MAIGRE', 'lean-ground-beef'],
    ['PAIN BLANC', 'white-bread'],
    ['POMMES MCINTOSH', 'apple'],
    ['POMMES DE TERRE 10LB', 'potato'],
    ['BEURRE SALE', 'butter'],
    ['FROMAGE CHEDDAR', 'cheddar'],
    ['JAMBON', 'ham'],
    ['YOGOURT', 'plain-yogurt'],
    ['BANANES', 'banana'],
    ['ÉPINARDS', 'spinach'],
    ['EPINARDS', 'spinach'],
    ["HUILE D'OLIVE", 'olive-oil'],
    ['SIROP D ERABLE', 'maple-syrup'],
    ['BLEUETS', 'blueberry'],
    ['POIT POULET DESOSSE', 'chicken-breast'],
    ['CHIPS', 'potato-chip'],
  ])('%s -> %s on a French receipt', (line, id) => expect(read(line, 'fr')).toBe(id));

  it('reads a word French and English share as French on a French receipt only', () => {
    expect(read('RAISINS', 'fr')).toBe('grape');
    expect(read('RAISINS', 'en')).toBe('raisin');
  });

  it('never reads French names on an English or German receipt', () => {
    expect(read('PAIN RELIEF', 'en')).toBeNull();
    expect(read('OEUFS GROS', 'en')).toBeNull();
    expect(read('BEURRE SALE', 'de')).toBeNull();
    expect(read('CHIPS', 'en')).toBe('potato-chip');
    expect(read('POMMES', 'de')).toBe('french-fry');
  });

  it('on a receipt of unknown language, reads only a line that is a French name whole, when nothing else fits', () => {
    expect(read('PAIN BLANC', null)).toBe('white-bread');
    expect(read('OEUFS', null)).toBe('egg');
    expect(read('PAIN RELIEF', null)).toBeNull();
    expect(read('CHIPS', null)).toBe('potato-chip');
  });

  it('turns no French word into an English food through an OCR slip, nor an English word into a French food', () => {
    // 'JAMBON' is one letter off the Spanish 'jamon', an English name of serrano ham.
    expect(read('JAMBON', 'fr')).toBe('ham');
    expect(read('POIVRONS ROUGES', 'fr')).toBe('red-bell-pepper');
    // English words a letter off French names stay what they were.
    expect(read('PAINT', 'en')).toBeNull();
    expect(read('BUTTER', 'en')).toBe('butter');
  });
});

