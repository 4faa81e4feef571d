import { describe, expect, it } from 'vitest';
import { assembleText, readItems as read } from './test-receipt-text';

const readFlagged = (text: string) => assembleText(text).map(({ name, price, priceUnread }) => ({ name, price, priceUnread }));

describe('assembleItems', () => {
  it('attaches a weight line printed under its item (German and US layouts)', () => {
    expect(read(`
      WIRSING 2,28 B
      1,434 kg x 1,59 EUR/kg
      HACKFLEISCH GEM. 6,98 B
      2 Stk x 3,49
    `)).toEqual([
      { name: 'WIRSING', price: 2.28, quantity: 1.434, unit: 'kg' },
      { name: 'HACKFLEISCH GEM.', price: 6.98, quantity: 2, unit: 'each' },
    ]);
  });

  it('prices an item whose amount OCR lost from the quantity or weight line under it, as Cub and Whole Foods print them', () => {
    expect(read(`
      HASS AVOCADO LRG 4225
      2qty@2 / 3.00
      GARLIC REGULAR 4608 F
      (ee 0.16 lb @ 1 lb 3.99 q
      RUSSET POTATO
      fy \\.\\! Ib a 90.79 /lb $0.92 F
      TOTAL 4.56
    `)).toEqual([
      { name: 'HASS AVOCADO LRG', price: 3, quantity: 2, unit: 'each' },
      { name: 'GARLIC REGULAR', price: 0.64, quantity: 0.16, unit: 'lb' },
      { name: 'RUSSET POTATO', price: 0.92, quantity: 1, unit: 'each' },
    ]);
  });

  it('prices a Whole Foods weighed item through its tare line and a per-pound unit OCR misread', () => {
    expect(read(`
      YELLOW BROWN ONION
      Mi Ib qj 0.85 lb @ $0.79 /1D $0.67 F
      Tare Weicht 0.01 lb
      RED FIELD PEPPER
      0.41 lb @ $2.99 /b $1.23 F
      are weight 0.01 lb
      CILANTRO BUNCH $0.79 F
    `)).toEqual([
      { name: 'YELLOW BROWN ONION', price: 0.67, quantity: 0.85, unit: 'lb' },
      { name: 'RED FIELD PEPPER', price: 1.23, quantity: 0.41, unit: 'lb' },
      { name: 'CILANTRO BUNCH', price: 0.79, quantity: 1, unit: 'each' },
    ]);
  });

  it('gives a weight line between an unpriced name and a priced item to the one its numbers explain', () => {
    expect(read(`
      LEEKS 4629 1.81 F
      GARLIC REGULAR 4608 F
      0.16 lb @ 1 lb / 3.99
      CELERY 4070 1.29 F
      GARLIC 4603 16FS
      0.78 lb @ 1 lb / 1.99
      RED ONIONS 4082 1.55 F
    `)).toEqual([
      { name: 'LEEKS', price: 1.81, quantity: 1, unit: 'each' },
      { name: 'GARLIC REGULAR', price: 0.64, quantity: 0.16, unit: 'lb' },
      { name: 'CELERY', price: 1.29, quantity: 1, unit: 'each' },
      { name: 'GARLIC 16FS', price: null, quantity: 1, unit: 'each' },
      { name: 'RED ONIONS', price: 1.55, quantity: 0.78, unit: 'lb' },
    ]);
  });

  it('attaches a quantity line printed above the item whose price it explains', () => {
    expect(read(`
      KS BAGS 60 12.99
      2 @ 9.69
      430 XL EGGS 19.38
    `)).toEqual([
      { name: 'KS BAGS 60', price: 12.99, quantity: 1, unit: 'each' },
      { name: '430 XL EGGS', price: 19.38, quantity: 2, unit: 'each' },
    ]);
  });

  it('joins a product name with the code-and-price line under it', () => {
    expect(read(`
      RED BULL ENRGY DRNK CNS 8.4OZ 6PK
      81126943157 A 8.79 SALE
      REGULAR PRICE 9.99
      CA REDMP VAL
      00000007211 0.30
    `)).toEqual([{ name: 'RED BULL ENRGY DRNK CNS 8.4OZ 6PK', price: 8.79, quantity: 1, unit: 'each' }]);
  });

  it('sets aside a Safeway regular-price line and its card and coupon savings under the item', () => {
    expect(read(`
      BCN SPRY FRT SHAPE .49 B
      RegPrice 3.79
      Card Savings 1.80-
      Mfr Cpn .75-
      Multiplied Cpn .75-
      MULTIGRAIN CHEERIO 1.50 B
    `).map((item) => [item.name, item.price])).toEqual([
      ['BCN SPRY FRT SHAPE', 0.49],
      ['MULTIGRAIN CHEERIO', 1.5],
    ]);
  });

  it('reads a UK weighed item: name line, then weight with the line price', () => {
    expect(read(`
      BANANAS LOOSE
      0.845 kg @ £0.76/kg £0.64
      CARRIER BAG 0.10
    `)).toEqual([{ name: 'BANANAS LOOSE', price: 0.64, quantity: 0.845, unit: 'kg' }]);
  });

  it('sets aside deposits, coupons and bag fees, and stops at the total', () => {
    expect(read(`
      COCA-COLA 1,35 A
      PFAND 0,25 EURO 0,25 A
      Clubcard Savings -0.50
      LEERGUT EINWEG -0,25 A
      SUMME EUR 1,35
      BIO BANANEN 1,99 B
    `)).toEqual([{ name: 'COCA-COLA', price: 1.35, quantity: 1, unit: 'each' }]);
  });

  it('marks a purchase with its bottle deposit on the next line as bottled, and not one an eco fee, empties handed back or a later deposit follow', () => {
    const bottled = (text: string) => assembleText(text).map(({ name, bottled }) => ({ name, bottled }));
    expect(bottled(`
      TG PFIRSICH 1,39 A
      PFAND 0,25 EURO 0,25 A
      BIO BANANEN 1,99 B
      SPRITE 2L 2.49
      CA REDMP VAL 0.10
      USB CABLE 9.99
      ECO FEE 0.25
      ORANGEN 2,49 B
      LEERGUT EINWEG -0,25 A
      RISPENTOMATEN 2,76 A
      1,674 kg x 1,65 EUR/kg
      PFAND 0,25 EURO 0,25 A
      PEPPER BELL RED 1.29
      BAG FEE 0.25
      Total Bottle Deposit 0.25
      SUMME EUR 17,36
    `)).toEqual([
      { name: 'TG PFIRSICH', bottled: true },
      { name: 'BIO BANANEN', bottled: false },
      { name: 'SPRITE 2L', bottled: true },
      { name: 'USB CABLE', bottled: false },
      { name: 'ORANGEN', bottled: false },
      { name: 'RISPENTOMATEN', bottled: false },
      { name: 'PEPPER BELL RED', bottled: false },
    ]);
  });

  it("reads Walmart's food-stamp code: an item number and amount with no F between them is no food, once the receipt marks its food", () => {
    const stamps = (text: string) => assembleText(text).map(({ name, foodStamp }) => ({ name, foodStamp }));
    expect(stamps(`
      TATER TOTS 001312000026 F 2.96 O
      SNACK BARS 092190848816 F 4.98 T
      DV RSE OIL 4 001111101220 5.94 X
      ROLLS 007874219415 F 1.28 O
      BAGELS 001376402801 E 4.56 O
      BANANAS 000000004011KF 1.38 N
      SUBTOTAL 21.10
    `)).toEqual([
      { name: 'TATER TOTS', foodStamp: true },
      { name: 'SNACK BARS', foodStamp: true },
      { name: 'DV RSE OIL 4', foodStamp: false },
      { name: 'ROLLS', foodStamp: true },
      { name: 'BAGELS', foodStamp: null }, // another code there may be the F misread
      { name: 'BANANAS', foodStamp: true }, // the code glued to the item number
    ]);
    // Two marks are not enough to tell a receipt that marks its food.
    expect(stamps(`
      TATER TOTS 001312000026 F 2.96 O
      DV RSE OIL 4 001111101220 5.94 X
      ROLLS 007874219415 F 1.28 O
    `).map((i) => i.foodStamp)).toEqual([null, null, null]);
  });

  it('keeps header lines without prices out of the items', () => {
    expect(read(`
      WALMART
      SAVE MONEY. LIVE BETTER.
      ST# 01234 OP# 009 TE# 12
      BANANAS 000000004011 F 1.26 N
    `)).toEqual([{ name: 'BANANAS', price: 1.26, quantity: 1, unit: 'each' }]);
  });

  it('keeps an item line whose amount OCR garbled, flagged, but only inside the item block', () => {
    expect(readFlagged(`
      UNSERE OFFNUNGSZEITEN
      BIO HONIG 3,29 C
      CHATEAU SAHNE/CARAMEL fo.
      KIWI, VORGEREIFT 1,49 C
      GUT BIO JOGHURT PUR bs One
      ZU ZAHLEN EURO 24,23
    `)).toEqual([
      { name: 'BIO HONIG', price: 3.29, priceUnread: false },
      { name: 'CHATEAU SAHNE/CARAMEL fo.', price: null, priceUnread: true },
      { name: 'KIWI, VORGEREIFT', price: 1.49, priceUnread: false },
      { name: 'GUT BIO JOGHURT PUR bs One', price: null, priceUnread: true },
    ]);
  });

  it('keeps an unpriced first line under a department heading read with specks, not the header above the heading', () => {
    expect(readFlagged(`
      Oakdale, MN 55128
      GROCERY Ly,
      BB PANCK&WAFFLE MX &8601709G49 Gaus F Mf,
      FRSC TORTILLA CHIPS 72963059C19 2.50 7 Oe
    `)).toEqual([
      { name: 'BB PANCK&WAFFLE MX &8601709G49 Gaus F Mf', price: null, priceUnread: true },
      { name: 'FRSC TORTILLA CHIPS 72963059C19', price: 2.5, priceUnread: false },
    ]);
  });

  it('keeps a first item line whose amount was lost when it opens with an item number, not the header above it (the subtotal gives it back)', () => {
    expect(readFlagged(`
      TUCSON SE 520-296-4290
      ORANGE GROVE AZ 85704
      GROCERY
      071080786 AF TRAIL MIX FN
      071081999 JL LW SD JRK FN $3.79
      SUBTOTAL 7.18
    `)).toEqual([
      { name: 'AF TRAIL MIX FN', price: 3.39, priceUnread: true },
      { name: 'JL LW SD JRK', price: 3.79, priceUnread: false },
    ]);
  });

  it('keeps a first item line whose amount was garbled into a decimal number right above the first priced one, not a header', () => {
    expect(readFlagged(`
      Vat Number ; 660 4548 36
      JO SKIM MLK 2.972, er 0
      JS W/WHEAT BISK £2.00
    `)).toEqual([
      { name: 'JO SKIM MLK 2.972, er 0', price: null, priceUnread: true },
      { name: 'JS W/WHEAT BISK', price: 2, priceUnread: false },
    ]);
    expect(readFlagged(`
      Tel No 011 251-2800
      JUT BAGS TO CARRY
      JS BAKED BEANS £0.40
    `)).toEqual([{ name: 'JS BAKED BEANS', price: 0.4, priceUnread: false }]);
  });

  it('reads a Kroger weighed item: name, weight, then WT name and price, as one purchase', () => {
    expect(read(`
      BANANAS
      1.95 lb @ .59 /lb
      WT BANANAS 1.15 B
      2 @ 2 /5.00
      SIMPLE TRUTH ALMND MLK 5.00 B
      SC KROGER SAVINGS 1.58-
    `)).toEqual([
      { name: 'BANANAS', price: 1.15, quantity: 1.95, unit: 'lb' },
      { name: 'SIMPLE TRUTH ALMND MLK', price: 5, quantity: 2, unit: 'each' },
    ]);
  });

  it('keeps the same name printed twice as two purchases when no weight stands between, the unread amount its twin\'s', () => {
    expect(readFlagged(`
      BIO HONIG 3,29 C
      GUT BIO JOGHURT PUR
      GUT BIO JOGHURT PUR 0,35 C
    `)).toEqual([
      { name: 'BIO HONIG', price: 3.29, priceUnread: false },
      { name: 'GUT BIO JOGHURT PUR', price: 0.35, priceUnread: true },
      { name: 'GUT BIO JOGHURT PUR', price: 0.35, priceUnread: false },
    ]);
  });

  it('takes a torn amount from the quantity line printed over the name, not from one the item above owns', () => {
    expect(read(`
      2 @ 4.10
      RYE BRD 8,
      2 @ 1.50
      OAT MLK 3.00 F
      APPLES 1.98 F
      2 @ 0.99
      PEARS
      TOTAL 13.18
    `)).toEqual([
      { name: 'RYE BRD 8', price: 8.2, quantity: 2, unit: 'each' },
      { name: 'OAT MLK', price: 3, quantity: 2, unit: 'each' },
      { name: 'APPLES', price: 1.98, quantity: 2, unit: 'each' },
      { name: 'PEARS', price: null, quantity: 1, unit: 'each' },
    ]);
  });

  it('takes an unread amount from twins only when they agree and none was weighed', () => {
    expect(read(`
      OAT MILK 2.49
      RYE BREAD 3.10
      OAT MILK
      OAT MILK 2.79
      RYE BREAD
      TOTAL 11.48
    `).map((i) => i.price)).toEqual([2.49, 3.1, null, 2.79, 3.1]);
  });

  it('knows a twin by its words when OCR read its item code differently and a speck before its name', () => {
    expect(read(`
      Y WH BROTH VEGETABLE 71159559693 1.99 F
      Lif WH BROTH VEGETABLE 71153552693 1e9S
      WH BROTH BEEF 71159559000 2.49 F
      CHEDDAR 2.19 F
      Lif CHEDDAR 2e1S
      GOUDA 3.19 F
    `).map((i) => i.price)).toEqual([1.99, 1.99, 2.49, 2.19, null, 3.19]);
  });

  it('takes back a voided line, and a refund of the same product', () => {
    expect(read(`
      GV SOUR CRM 007874201230 F 1.38 N
      JIF CREAMY 005150024177 F 2.98 N
      ** VOIDED ENTRY **
      GV SOUR CRM 007874201230 F 1.38-N
      TATER TOTS 013120001213 F 2.98 N
      TATER TOTS 013120001213 F 2.98-N
      TYSON NUGGETS 023700016218 F 6.97 N
    `)).toEqual([
      { name: 'JIF CREAMY', price: 2.98, quantity: 1, unit: 'each' },
      { name: 'TYSON NUGGETS', price: 6.97, quantity: 1, unit: 'each' },
    ]);
  });

  it('skips department headings between items', () => {
    expect(read(`
      27-PRODUCE
      4011 BANANAS
      1.230 kg @ $1.52/kg MRJ 1.87
      MEAT
      SIG FARMS CHKN THIGH 7.58 S
      GEN MERCHANDISE
      KLEENEX TISSUE 3.49 T
    `)).toEqual([
      { name: 'BANANAS', price: 1.87, quantity: 1.23, unit: 'kg' },
      { name: 'SIG FARMS CHKN THIGH', price: 7.58, quantity: 1, unit: 'each' },
      { name: 'KLEENEX TISSUE', price: 3.49, quantity: 1, unit: 'each' },
    ]);
  });

  it('reads a QTY line under its item', () => {
    expect(read(`
      LUCERNE YOGURT 3.98 S
      QTY 2 @ 1.99
    `)).toEqual([{ name: 'LUCERNE YOGURT', price: 3.98, quantity: 2, unit: 'each' }]);
  });

  it('gives a multi-buy quantity line between two items to the one whose price it explains', () => {
    expect(read(`
      PC ORGANIC APPLE JUICE 4.49 GC
      2 @ 2/7.00
      CHEERIOS ORIGINAL 7.00 GC
      PC GREEK YOGURT MRJ 7.98
      (2 @ 3.99)
    `)).toEqual([
      { name: 'PC ORGANIC APPLE JUICE', price: 4.49, quantity: 1, unit: 'each' },
      { name: 'CHEERIOS ORIGINAL', price: 7, quantity: 2, unit: 'each' },
      { name: 'PC GREEK YOGURT', price: 7.98, quantity: 2, unit: 'each' },
    ]);
  });

  it('reads column layouts: headings are not items, QTY: 2 belongs to the line above, a discount is set aside', () => {
    expect(read(`
      DESCRIPTION QTY PRICE AMOUNT
      RM RM
      GARDENIA WHITE BREAD 2 2.80 5.60 ZR
      DISC -0.50
      SPARKLING WATER 6PK 9.98 T
      QTY: 2
      ITEM QTY PRICE AMOUNT
      ONION 0.500 KG 3.99 2.00 ZR
      LESS 10% -0.20
    `)).toEqual([
      { name: 'GARDENIA WHITE BREAD', price: 5.6, quantity: 2, unit: 'each' },
      { name: 'SPARKLING WATER 6PK', price: 9.98, quantity: 2, unit: 'each' },
      { name: 'ONION', price: 2, quantity: 0.5, unit: 'kg' },
    ]);
  });

  it('keeps a line over 1,000 only when its quantity and unit price give the amount', () => {
    expect(read(`
      FRESH FRI OIL 3L 1 1,150.00 1,150.00 A
      REF NO 4521.00
      PEMBE MAIZE MEAL 2KG 2 155.00 310.00 E
    `)).toEqual([
      { name: 'FRESH FRI OIL 3L', price: 1150, quantity: 1, unit: 'each' },
      { name: 'PEMBE MAIZE MEAL 2KG', price: 310, quantity: 2, unit: 'each' },
    ]);
  });

  it('reads a count printed before the name only where the layout prints counts first', () => {
    expect(read(`
      Qty Description Price
      1 Warburtons Toastie 800g 1.55
      2 Cathedral City 200g 6.00
    `)).toEqual([
      { name: 'Warburtons Toastie 800g', price: 1.55, quantity: 1, unit: 'each' },
      { name: 'Cathedral City 200g', price: 6, quantity: 2, unit: 'each' },
    ]);
    // Without a heading: most priced lines open with a count, mostly 1.
    expect(read(`
      1 Oat Latte 5.25
      2 Butter Croissant 7.00
      1 Sourdough Loaf 9.00
    `).map((i) => [i.name, i.quantity])).toEqual([['Oat Latte', 1], ['Butter Croissant', 2], ['Sourdough Loaf', 1]]);
    // A margin speck read as 4 before every line is not a quantity column.
    expect(read(`
      4 SALATBAR 2,24 B
      4 SUPER SANDWICH 1,79 B
      4 GIFFLAR ZIMT 1,99 B
    `).map((i) => [i.name, i.quantity])).toEqual([['4 SALATBAR', 1], ['4 SUPER SANDWICH', 1], ['4 GIFFLAR ZIMT', 1]]);
  });

  it('takes the columns off a line whose amount was misread once the receipt shows a table layout', () => {
    const table = `
      MILO ACTIV-GO 1KG 1 15.90 15.90 SR
      DUTCH LADY UHT MILK 1L 3 5.49 16.47 SR
      GARDENIA WHITE BREAD 2 2.80 5.68 SR
      EGGS 30S 7 2.80 5.60
    `;
    expect(read(table).slice(2)).toEqual([
      // 2 x 2.80 is one digit away from 5.68: the amount was misread.
      { name: 'GARDENIA WHITE BREAD', price: 5.6, quantity: 2, unit: 'each' },
      // 7 x 2.80 is far from 5.60: nothing is taken.
      { name: 'EGGS 30S 7 2.80', price: 5.6, quantity: 1, unit: 'each' },
    ]);
    // Alone, the same line is no evidence of columns.
    expect(read('GARDENIA WHITE BREAD 2 2.80 5.68 SR')).toEqual([{ name: 'GARDENIA WHITE BREAD 2 2.80', price: 5.68, quantity: 1, unit: 'each' }]);
  });

  it('reads US weight and deal lines printed under a name that has no amount', () => {
    expect(read(`
      0000000004011 BANANAS
      2.31 lb @ 0.59 /lb 1.36 F
      0002840031401 LAYS CLASSIC
      2 @ 2/$6.00 6.00 F
      4230 KIWI
      @ 3 FOR 5.00 5.00
      BLACK FOREST HAM
      NET WT 0.75 LB
      6.74
    `)).toEqual([
      { name: 'BANANAS', price: 1.36, quantity: 2.31, unit: 'lb' },
      { name: 'LAYS CLASSIC', price: 6, quantity: 2, unit: 'each' },
      { name: 'KIWI', price: 5, quantity: 3, unit: 'each' },
      { name: 'BLACK FOREST HAM', price: 6.74, quantity: 0.75, unit: 'lb' },
    ]);
  });

  it('lets limit, price and savings notes stand between a name and its amount without becoming items', () => {
    expect(read(`
      0004400000749 NABISCO RITZ
      Limit 2
      4.29 F
      WEIS QLTY LG EGGS 2.49 F
      Reg 3.29 Sale 2.49
      lmt 4
      PEPSI 12PK 7.49 T
      Member savings -0.50
      SC 1.00-
      LAYS CLASSIC
      You saved 1.00
      4.49
    `)).toEqual([
      { name: 'NABISCO RITZ', price: 4.29, quantity: 1, unit: 'each' },
      { name: 'WEIS QLTY LG EGGS', price: 2.49, quantity: 1, unit: 'each' },
      { name: 'PEPSI 12PK', price: 7.49, quantity: 1, unit: 'each' },
      { name: 'LAYS CLASSIC', price: 4.49, quantity: 1, unit: 'each' },
    ]);
  });

  it('drops the count of a count-first layout from a name whose deal line carries the amount', () => {
    expect(read(`
      1 CVS ASPIRIN 81MG 6.79T
      2 NATURE VALLEY GRANOLA
      2 @ 2/$4.47 4.47B
      1 PLANTERS PEANUTS 4.29B
      1 CREST TOOTHPASTE 3.99T
    `)[1]).toEqual({ name: 'NATURE VALLEY GRANOLA', price: 4.47, quantity: 2, unit: 'each' });
  });

  it("drops a warehouse club's tax letter from a line whose item number OCR lost, but not a brand's letter", () => {
    expect(read(`
      E 980012345 MM LG EGGS 5DZ 9.48 N
      E 980077651 MM 1% MILK 2PK 5.24 N
      E ORG BANANAS 3LB 1.98 N
      O ORGANICS MILK 3.99
    `).map((i) => i.name)).toEqual(['MM LG EGGS 5DZ', 'MM 1% MILK 2PK', 'ORG BANANAS 3LB', 'O ORGANICS MILK']);
    expect(read('E ORG BANANAS 3LB 1.98 N').map((i) => i.name)).toEqual(['E ORG BANANAS 3LB']);
  });

  it('reads amounts OCR split off above their names (a tilted photo) with the name below them', () => {
    expect(read(`
      WEIS QLTY LG EGGS 2.49
      3.49
      NABISCO RITZ
      1.79
      BARILLA SPAGHETTI
      PEPSI 12PK 7.49
    `).map(({ name, price }) => ({ name, price }))).toEqual([
      { name: 'WEIS QLTY LG EGGS', price: 2.49 },
      { name: 'NABISCO RITZ', price: 3.49 },
      { name: 'BARILLA SPAGHETTI', price: 1.79 },
      { name: 'PEPSI 12PK', price: 7.49 },
    ]);
    // Split below their names, as before; and an amount repeating the line above is not moved.
    expect(read('EGGS 2.49\nNABISCO RITZ\n3.49\nBARILLA SPAGHETTI\n1.79').map((i) => i.price)).toEqual([2.49, 3.49, 1.79]);
    expect(readFlagged('MILK 3.49\n3.49\nBREAD\nEGGS 2.99')).toEqual([
      { name: 'MILK', price: 3.49, priceUnread: false },
      { name: 'BREAD', price: null, priceUnread: true },
      { name: 'EGGS', price: 2.99, priceUnread: false },
    ]);
  });
});

describe('footer lines', () => {
  it('stops at a total word with letters lost at the edge of the photo, so the cashier line below is no purchase', () => {
    expect(read(`
      APPLES 2.00
      RYE BREAD 3.00
      otal: $5.00
      MARIA GOMEZ I: $5.50
    `).map((i) => i.name)).toEqual(['APPLES', 'RYE BREAD']);
  });

  it('sets aside a bottle deposit whose keyword OCR slipped', () => {
    expect(read(`
      SPARKLING WATER 1.99
      REDNP VAL 0.10
      BANANAS 1.29
    `).map((i) => i.name)).toEqual(['SPARKLING WATER', 'BANANAS']);
  });

  it('records the section each purchase was printed under', () => {
    const items = assembleText(`
      HEALTH-BEAUTY
      TOOTHPASTE 3.49 T
      GROCERY
      OAT MILK 4.29 FN
    `);
    expect(items.map((i) => [i.name, i.section])).toEqual([
      ['TOOTHPASTE', 'non-food'],
      ['OAT MILK', 'food'],
    ]);
  });

  it('reads clothing and office departments as goods that are not food', () => {
    const items = assembleText(`
      CLOTHING ;
      098090058 KIWI SUPER T $7.49
      OFFICE SUPPLIES
      STICKY NOTES 2.99 T
    `);
    expect(items.map((i) => i.section)).toEqual(['non-food', 'non-food']);
  });

  it('reads a returns policy among the purchases as no purchase', () => {
    expect(assembleText(`
      MILK 2.99
      ALL ITEMS MUST BE RETURNED FOR FULL REFUND
      BREAD 1.99
      TOTAL 4.98
    `).map((i) => i.name)).toEqual(['MILK', 'BREAD']);
  });

  it('never reads a French subtotal as a purchase, even when it does not add up', () => {
    expect(assembleText(`
      OEUFS GROS 12 4.49
      POITRINE POULET 10.99
      SOUS-TOTAL 15.00
      TPS 0.00
      TVQ 0.00
      TOTAL 15.00
    `).map((i) => i.name)).toEqual(['OEUFS GROS 12', 'POITRINE POULET']);
  });

  it('reads a Quebec receipt as French, its TPS and TVQ lines as taxes, not purchases', () => {
    const items = assembleText(`
      LAIT 2% 4L 6,29
      OEUFS GROS 12 4,49
      SOUS-TOTAL 10,78
      TPS 0,00
      TVQ 0,00
      TOTAL 10,78
    `);
    expect(items.map(({ name, price, language }) => ({ name, price, language }))).toEqual([
      { name: 'LAIT 2% 4L', price: 6.29, language: 'fr' },
      { name: 'OEUFS GROS 12', price: 4.49, language: 'fr' },
    ]);
  });
});

