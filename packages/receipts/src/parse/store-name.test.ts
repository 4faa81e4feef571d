import { describe, expect, it } from 'vitest';
import { findStoreName } from './store-name';

describe('findStoreName', () => {
  const lines = (...texts: string[]) => texts.map((text) => ({ text, confidence: 90 }));
  it('recognises a chain in the header or the footer', () => {
    expect(findStoreName(lines('Walmart >|<', 'SAVE MONEY. LIVE BETTER.'))).toBe('Walmart');
    expect(findStoreName(lines('#03296 191 E 3RD AVE', 'TOTAL 29.53', 'THANK YOU FOR SHOPPING AT WALGREENS'))).toBe('Walgreens');
  });
  it('does not take the German net-amount column for the Netto chain', () => {
    expect(findStoreName(lines('Pohlweg 110', 'MWST Netto MWST-BETRAG BRUTTO'))).toBeNull();
  });
  it('reads chain names with apostrophes and through a slip in the logo', () => {
    expect(findStoreName(lines("TRADER JOE'S", '2001 Point West Way'))).toBe("Trader Joe's");
    expect(findStoreName(lines('KR0GER', '1014 Vine St'))).toBe('Kroger');
    expect(findStoreName(lines('SAFEWAV', 'Store 1711'))).toBe('Safeway');
    expect(findStoreName(lines('REAL CANADIAN', 'SUPERSTORE'))).toBe('Real Canadian Superstore');
    expect(findStoreName(lines('= WHOLESALE', 'MR Member S'))).toBe('Costco');
  });
  it('reads a chain whose logo prints its words on lines of their own, among specks, through a slip', () => {
    expect(findStoreName(lines('Lif) (amet MEE MELE ES', 'ie fe, -', 'PHY il', 'Y HOLE', 'Y na /', 'FOODS. |}', '2 @ $1.99 ea'))).toBe('Whole Foods Market');
    expect(findStoreName(lines('HOLE IN ONE', 'GOLF SHOP'))).not.toBe('Whole Foods Market');
  });
  it('knows chains that print column layouts, but not a product named after one', () => {
    expect(findStoreName(lines('H MART', 'Fort Lee'))).toBe('H Mart');
    expect(findStoreName(lines('PICK n PAY', 'FAMILY STORE'))).toBe('Pick n Pay');
    expect(findStoreName(lines('GIANT', 'GCH Retail (Malaysia) Sdn Bhd'))).toBe('Giant');
    expect(findStoreName(lines('12 High Street', 'GREEN GIANT CORN 1.99'))).not.toBe('Giant');
  });
  it("takes the shop's web address over the registered name of the company that owns it", () => {
    expect(findStoreName(lines("\\ ' Saathimart .com", 'Khileshwori Trading Pvt. Ltd.', 'Narephat, Kathmandu'))).toBe('Saathimart');
    expect(findStoreName(lines("Kaiser's Tengelmann GmbH", 'Konrad-Adenauer-Platz 1'))).toBe("Kaiser's Tengelmann GmbH"); // no web address
  });
  it('names Indian chains by the name they trade under', () => {
    expect(findStoreName(lines('@SMARTBAZAAR', 'Reliance Retail Limited', 'Reliance SMART BAZAAR', 'City Centre'))).toBe('Smart Bazaar');
    expect(findStoreName(lines('TAX INVOICE', "M/s Spencer's Retail Limited", 'Regd.Off.: Duncan House'))).toBe("Spencer's");
  });
  it('tells a chain whose logo was not read by what only it prints', () => {
    expect(findStoreName(lines('~ ale', 'ST# 05483 OP# 001436 TE# 09 TR# 06976', 'TATER TOTS 001312000026 F 2.96 O'))).toBe('Walmart');
    expect(findStoreName(lines('Pe »,', 'SUBTOTAL 139.44', '# ITEMS SOLD 26'))).toBe('Walmart');
    expect(findStoreName(lines('Wal t>i<', 'Save money. Live better.', '( 817 ) 292 - 1000'))).toBe('Walmart');
    expect(findStoreName(lines('ie fe', 'E 427381 KS ORG EGG 6.49', 'E 1242342 KS ALMOND OR 9.99'))).toBe('Costco');
    expect(findStoreName(lines('Y na /', '365 BACON LS NP 4.99', '365 PLAIN ALMOND YGRT 7.49'))).toBe('Whole Foods Market');
    expect(findStoreName(lines('MARKET', 'LODDTH LIME SPRKILNG WATER $2.49 FT', 'Savings with Prime ($1.76)'))).toBe('Whole Foods Market');
    expect(findStoreName(lines('BR WAAAY AAG', 'E 1338620 BEYOND MEAT 14.99 N', 'Whse:1272 Trm:4 Trn:181 OP:626'))).toBe('Costco');
    // One house-brand line could be a chance read; a price of 3.65 is no brand.
    expect(findStoreName(lines('12 Main St', 'KS ORG EGG 6.49', 'BANANAS 3.65 1.24'))).toBeNull();
  });
  it('falls back to a clearly printed first line', () => {
    expect(findStoreName(lines('Corner Grocery', '12 High Street'))).toBe('Corner Grocery');
    expect(findStoreName(lines("JOE'S CORNER STORE", '12 High Street'))).toBe("Joe's Corner Store");
  });
  it('never names the shop after a purchase line when the header is missing', () => {
    expect(findStoreName(lines('Rumpsteak y. Jung. 8,80 A', 'Landl. Sahn.Bo.Vanil. 0,99 A'))).toBeNull();
    expect(findStoreName(lines('ORGANIC BANANAS 1.99', 'WHOLE MILK 3.49'))).toBeNull();
  });
  it('reads the name under a logo read as noise, without its store number or greeting', () => {
    expect(findStoreName(lines('« ) i) ~', 'Hillside Family Market', 'Fresh Since 1962', '412 Orchard Ave'))).toBe('Hillside Family Market');
    expect(findStoreName(lines('Harlow Foods #147', '2201 Linglestown Rd'))).toBe('Harlow Foods');
    expect(findStoreName(lines('Welcome to Pine Ridge Grocery', 'Store 0412'))).toBe('Pine Ridge Grocery');
    expect(findStoreName([{ text: 'iI|ll\\ lI', confidence: 31 }, ...lines('BLUE HERON', 'FOODS', '88 Dock Rd')])).toBe('Blue Heron Foods');
    expect(findStoreName(lines('— 12 OAKS', 'MARKET', 'Oakdale MN 55128'))).toBe('12 Oaks Market');
  });
  it('reads a short chain name alone on its line through one misread letter, but not inside other words', () => {
    expect(findStoreName(lines('ALOI', 'Margot-Röttger-Rath-Str. 3', '58239 Schwerte'))).toBe('Aldi');
    expect(findStoreName(lines('L1DL'))).toBe('Lidl');
    expect(findStoreName(lines('ALOI MARKT', 'Hauptstr. 3'))).not.toBe('Aldi');
    expect(findStoreName([{ text: 'ALOI', confidence: 40 }])).not.toBe('Aldi');
  });
  it("reads the chain from the shop's web address, through one slip", () => {
    expect(findStoreName(lines('Schmitt', 'Rosenweg 29', '58239 Schwerte-Holzen', 'www .edexa .de'))).toBe('EDEKA');
    expect(findStoreName(lines('TOTAL 12.99', 'Shop online at cubfoods.com'))).toBe('Cub');
    expect(findStoreName(lines('Corner Grocery', 'www.example.com'))).toBe('Corner Grocery');
  });
  it('takes no German street or currency column for the name', () => {
    expect(findStoreName(lines('Rosenwag 25/27', '58239 Schwerte'))).toBeNull();
    expect(findStoreName(lines('Rosenweg 12'))).toBeNull();
    expect(findStoreName(lines('PoststraBe 6'))).toBeNull();
    expect(findStoreName(lines('EUR'))).toBeNull();
    expect(findStoreName(lines('Getränke Weggler'))).toBe('Getränke Weggler');
  });
  it('takes no address, phone, web address, date or department heading for the name', () => {
    expect(findStoreName(lines('412 Orchard Ave', 'Oakdale MN 55128', '(651) 555-0101', 'www.example.com', '11/25/2026 09:33'))).toBeNull();
    expect(findStoreName(lines('PRODUCE', 'BANANAS 1.06'))).toBeNull();
  });
  it('knows US, Canadian and Asian grocers and pharmacies', () => {
    expect(findStoreName(lines('— WEIS', 'MARKETS'))).toBe('Weis Markets');
    expect(findStoreName(lines('# 99 RANCH', 'MARKET'))).toBe('99 Ranch Market');
    expect(findStoreName(lines('SUPER C', 'Super C Laval'))).toBe('Super C');
    expect(findStoreName(lines('» ® ‘', 'RITE AID', 'Store 05521'))).toBe('Rite Aid');
    expect(findStoreName([{ text: 'LUNDS&BYERLYS i /', confidence: 31 }, ...lines('St. Paul', '651-999-1600')])).toBe('Lunds & Byerlys');
    expect(findStoreName(lines("COBORN'S", '1725 Hwy 10 E'))).toBe("Coborn's");
    expect(findStoreName(lines('tegut...', 'Fulda'))).toBe('tegut');
  });
});
