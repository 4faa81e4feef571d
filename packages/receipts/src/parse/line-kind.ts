import { ocrSimilarity } from '../match/ocr-edit-distance';

/**
 * What a receipt line is, judged by its words: only 'item' lines become purchases. Keyword lists cover
 * US, UK and German receipts; they are matched on whole words of the upper-cased, accent-folded line.
 */
export type LineKind = 'item' | 'void' | 'total' | 'tax' | 'payment' | 'discount' | 'deposit' | 'bag-fee' | 'info';

/** 'Limit 2', 'lmt 4', 'QTY LIMIT 4' printed under an item (not 'LIMITED EDITION'). */
const PURCHASE_LIMIT = /^ ?(?:QTY |QUANTITY )?(?:LIMIT|LMT)\b/;
/** The container weight taken off a weighed item ('Tare Weight 0.01 lb', Whole Foods), also with its T or G misread. */
const TARE_WEIGHT = /\bT?ARE WE?I[GC]\w*/;

/** Deposits charged on drinks containers. */
const BOTTLE_DEPOSIT = /\b(CRV|PFAND\w*|DEPOSIT|BOTTLE DEP\w*|BTL DEP|CONTAINER DEP\w*|REDMP|REDEMP\w*|EINWEG\w*|MEHRWEG\w*)\b/;
/** Empties handed back (LEERGUT), and the eco fees charged on goods. */
const OTHER_DEPOSIT = /\b(LEERGUT\w*|LEERG|ECO FEE|ENV\w* FEE|ENVIRO\w* (?:FEE|LEVY|HANDLING)|RECYCL\w* FEE)\b/;

/** Whether a deposit line (in keywordForm) charges for a drinks container: not empties handed back ('LEERGUT EINWEG'), nor an eco fee. */
export const isBottleDeposit = (form: string): boolean => BOTTLE_DEPOSIT.test(form) && !/\bLEERG/.test(form);

const RULES: [Exclude<LineKind, 'item'>, RegExp][] = [
  ['void', /\b(VOID\w*|CANCEL\w*|STORNO\w*|ITEM CORRECT\w*)\b/],
  ['deposit', new RegExp(`${BOTTLE_DEPOSIT.source}|${OTHER_DEPOSIT.source}`)],
  ['bag-fee', /\b(BAGS? FOR LIFE|BAG FEE|BAG CHARGE|SHOPPING BAG|CARRIER BAG\w*|PAPER BAG|PLASTIC BAG|BAG TAX|TRAGETASCHE|TRAGETUTE|TRAGETASCH\w*|BEUTEL|TASCHE)\b/],
  ['total', /\b(SUB ?TOTAL|TOTAL|SUMME|ZWISCHENSUMME|GESAMT\w*|(?:[ZJ2]U )?ZAHLEN|BALANCE DUE|BAL DUE|BALANCE TO PAY|AMOUNT DUE|ENDSUMME|TOTAAL)\b|^ ?BALANCE ?$/],
  ['tax', /\b(TAX|TAXES|VAT|MWST|MW ?ST|UST|NETTO|BRUTTO|STEUER\w*|HST|GST|PST|QST|TPS|TVQ)\b/],
  [
    'payment',
    /\b(CASH|CHANGE|VISA|MASTERCARD|MASTER CARD|AMEX|DISCOVER|DEBIT|CREDIT|TEND|TENDER|TENDERED|TNDR|APPROVED|AUTH|AUTHORI[SZ]\w*|ACCT|CARD|KARTE|EC[- ]?CASH|GIROCARD|^ ?BAR(?!-)|GEGEBEN|GEG|R[UEI]{1,2}CKGELD|ZAHLUNG\w*|KARTENZAHLUNG|PAYMENT|PAID|MAESTRO|CONTACTLESS|KONTAKTLOS|TERMINAL|TRANS|TRANSACTION\w*|TRANSAKTION\w*|BELEG\w*|REF|EFT|PIN|PURCHASE|VERIFIED)\b/,
  ],
  [
    'discount',
    /\b(SAVINGS?|YOU SAVED|SAVED|DISCOUNT|COUPON|COUP|CPN|RABATT\w*|PREISVORTEIL|NACHLASS|AKTION\w*|CLUBCARD|MULTI ?-?BUY|PROMO\w*|INSTANT SAV\w*|INST SV|MFR|MEMBER PRICE|MEMBER DEAL|PRIME MEMBER\w*|TPD|REDUCED TO|MARKDOWN|GUTSCHEIN|BONUS|ROLLBACK|PRICE CUT|PRICE MATCH|CIRCLE OFFER|NECTAR (?:PRICE|CARD|POINTS)|LIDL PLUS|BOGO|MIX ?& ?MATCH|DISC|REBATE)\b|^ ?LESS\b|^ ?SC ?$|^ ?(?:YOU )?SAVE(?: |$)|\d ?% OFF\b/,
  ],
  [
    'info',
    /\b(REGULAR PRICE|RETURN VALUE|RETURNED|REFUNDS?|EXCHANGES?|POLICY|PRICE YOU PAY|ITEMS? SOLD|ITEM COUNT|NUMBER OF ITEMS|ANZAHL|ARTIKEL|POINTS|REWARDS?|EARNED|BALANCE|MEMBERSHIP|CASHIER|KASSE|KASSIERER\w*|BON|STORE ?#|STORE \d+|TEL|PHONE|THANK|DANKE|VIELEN|RECEIPT|INVOICE|STEUER-NR|UID|ST-NR|TSE|SIGNATUR|SERIEN\w*|OPENING|CLOSING|ACCOUNT|WWW|HTTP\w*|COM|CUSTOMER COPY|AID A0\d+|APPROVAL|SURVEY|FEEDBACK|QUALIFYING SPEND|ITEMS IN TRANSACTION|PTS)\b|^ ?\d+ ITEMS? ?$/,
  ],
];

/** Upper-case ASCII form used for keyword tests: umlauts folded (RÜCKGELD -> RUCKGELD), punctuation spaced. */
export function keywordForm(line: string): string {
  return line
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9%/&$€£.,-]+/g, ' ');
}

/** Store sections printed as headings between items (Safeway, Target, Loblaws '27-PRODUCE'); never purchases. */
const DEPARTMENT =
  /^(?:\d{1,3} ?-? ?)?(?:(?:GROCERY|GROCERIES|HBC|HABA|PRODUCE|MEATS?|SEAFOOD|DELI|BAKERY|DAIRY|FROZEN|FOODS?|REFRIG\w*|HOME|HOUSEHOLD|HEALTH|BEAUTY|COSMETICS|GEN|GENERAL|MERCHANDISE|PHARMACY|PET|PETS|BABY|SNACKS|BEVERAGES|NATURAL|FLORAL|PERSONAL|CARE|CLEANING|SUPPLIES|APPAREL|CLOTHING|SHOES|ACCESSORIES|TOYS|SPORTS|ENTERTAINMENT|OFFICE|STATIONERY|HARDWARE|AUTOMOTIVE|ELECTRONICS|MISC\w*|AND|&|\/)(?: |$))+$/;
/**
 * Sections that sell no food: a purchase printed under one is household goods whatever its name says ('9X13 CAKE' pan).
 * 'GENERAL MERCHANDISE' is not one: Meijer and Kroger print baby food and pet treats under it.
 */
const NON_FOOD_SECTION =
  /\b(?:HOME|HOUSEHOLD|HEALTH|BEAUTY|COSMETICS|HBC|HABA|PHARMACY|PETS?|CLEANING|APPAREL|CLOTHING|SHOES|TOYS|SPORTS|ENTERTAINMENT|OFFICE|STATIONERY|HARDWARE|AUTOMOTIVE|ELECTRONICS|FLORAL)\b/;
const FOOD_SECTION = /\b(?:GROCERY|GROCERIES|PRODUCE|MEATS?|SEAFOOD|DELI|BAKERY|DAIRY|FROZEN|FOODS?|REFRIG\w*|SNACKS|BEVERAGES)\b/;

/** Department words apart: 'HEALTH-BEAUTY-COSMETICS', 'MEAT/SEAFOOD'. */
const departmentForm = (nameText: string): string => `${keywordForm(nameText).replace(/\//g, ' / ').replace(/(?<=[A-Z])-(?=[A-Z])/g, ' ').replace(/\s+/g, ' ').trim()} `;

/** Specks read off a phone photo's edge after a heading: a short token or two of no digit ('GROCERY Ly,'). */
const EDGE_SPECKS = /(?: [^\s\d]{1,2}){1,2} $/;

/** A line holding only department names, perhaps specks after them; only meaningful for lines without an amount. */
export function isDepartmentHeader(nameText: string): boolean {
  const form = departmentForm(nameText);
  const heading = (f: string): boolean => DEPARTMENT.test(f) && /[A-Z]{3}/.test(f);
  return heading(form) || heading(form.replace(EDGE_SPECKS, ' '));
}

/**
 * What a department heading sells: food, goods that are not food, or either ('BABY', 'GENERAL MERCHANDISE'). A
 * heading read with specks after it ('HOME ie') says neither: the specks may be a word lost, and the heading may not
 * be one at all.
 */
export function sectionKind(headingText: string): 'food' | 'non-food' | null {
  const form = departmentForm(headingText);
  if (!DEPARTMENT.test(form)) return null;
  const food = FOOD_SECTION.test(form);
  const nonFood = NON_FOOD_SECTION.test(form);
  return food === nonFood ? null : food ? 'food' : 'non-food';
}

/** Column headings of table-like receipts ('DESCRIPTION QTY PRICE AMOUNT', 'Item Qty Rate Total', 'RM RM'). */
const COLUMN_WORD =
  /^(?:DESCRIPTION|DESC|ITEMS?|PARTICULARS|PRODUCTS?|ARTICLES?|NAME|QTY|QUANTITY|PRICE|UNIT|U|P|RATE|MRP|AMOUNT|AMT|TOTAL|VALUE|EXT|VAT|TAX|GST|CODE|HSN|SKU|NO|EA|EACH|DISC)$/;
const CURRENCY_WORD = /^(?:RM|R|KES|KSH|RS|INR|AUD|USD|CAD|GBP|EUR|\$|£|€)$/;
const KEY_COLUMN = /^(?:QTY|QUANTITY|PRICE|RATE|AMOUNT|AMT|DESCRIPTION|PARTICULARS)$/;

/** A line holding only column headings or currency columns; only meaningful for lines without an amount. */
export function isColumnHeader(nameText: string): boolean {
  const words = keywordForm(nameText).split(/[\s/.,-]+/).filter(Boolean);
  if (words.length === 0 || !words.every((w) => COLUMN_WORD.test(w) || CURRENCY_WORD.test(w))) return false;
  return words.every((w) => CURRENCY_WORD.test(w)) || (words.length >= 2 && words.some((w) => KEY_COLUMN.test(w)));
}

/**
 * Total words are where item parsing stops, so they are also recognised through an OCR slip ('SUUMME', 'TOTAI')
 * or with a letter or two lost at the photo's edge ('OTAL', 'UBTOTAL').
 */
const TOTAL_WORDS = ['TOTAL', 'SUBTOTAL', 'SUMME', 'BALANCE'];
const MAX_EDGE_LOSS = 2;
const MIN_TOTAL_FRAGMENT = 4;

// The search cut-off sits a hair under 0.8: (1 - 0.8) x 5 rounds below one edit, which hid five-letter slips ('SUMMI').
const totalLike = (word: string): boolean =>
  (word.length >= 5 && TOTAL_WORDS.some((t) => ocrSimilarity(word.toLowerCase(), t.toLowerCase(), 0.79) >= 0.8)) ||
  (word.length >= MIN_TOTAL_FRAGMENT &&
    TOTAL_WORDS.some((t) => word.length < t.length && word.length >= t.length - MAX_EDGE_LOSS && (t.startsWith(word) || t.endsWith(word))));

/** Deposit words, also through an OCR slip: bottle deposits are never purchases ('LEDMP VAL' for REDMP VAL). */
const DEPOSIT_WORDS = ['REDMP', 'REDEMP', 'DEPOSIT', 'PFAND', 'LEERGUT'];
const depositLike = (word: string): boolean =>
  word.length >= 5 && DEPOSIT_WORDS.some((t) => Math.abs(t.length - word.length) <= 1 && ocrSimilarity(word.toLowerCase(), t.toLowerCase(), 0.79) >= 0.8);

/** Words of the shelf-price notes printed under an item ('Reg 3.29 Sale 2.49', 'Was 2.49 Now 1.99', 'SALE 2/$3.00'). */
// Safeway prints 'RegPrice' as one word.
const PRICE_NOTE_WORDS = new Set('REG REGPRICE REGULAR ORIG ORIGINAL SALE SPECIAL PRICE WAS NOW ONLY EACH EA FOR YOU PAY OVERRIDE'.split(' '));
const PRICE_NOTE_KEY = /\b(?:REG|REGPRICE|REGULAR|ORIG|ORIGINAL|SALE|SPECIAL|WAS|NOW|OVERRIDE)\b/;

/** A line of price-note words and numbers only: it restates a price, it is not a purchase. */
function isPriceNote(form: string): boolean {
  const words = form.split(/[^A-Z]+/).filter(Boolean);
  return PRICE_NOTE_KEY.test(form) && words.every((w) => PRICE_NOTE_WORDS.has(w));
}

/**
 * A note printed with an item (a purchase limit, a shelf-price note): it may stand between an item's name and
 * its amount, so unlike other info lines it does not end the item above.
 */
export function isItemNote(nameText: string): boolean {
  const form = keywordForm(nameText);
  return PURCHASE_LIMIT.test(form) || TARE_WEIGHT.test(form) || isPriceNote(form);
}

export function classifyLine(nameText: string): LineKind {
  const form = keywordForm(nameText);
  for (const [kind, pattern] of RULES) if (pattern.test(form)) return kind;
  if (isItemNote(nameText)) return 'info';
  if (form.split(' ').some(totalLike)) return 'total';
  if (form.split(' ').some(depositLike)) return 'deposit';
  return 'item';
}

/** Words printed around totals, tax and payments that name no product ('ORDER TOTAL', 'CHANGE DUE', 'SALES TAX'). */
const RECEIPT_WORDS = new Set(
  (
    'SUB DUE AMOUNT AMT GRAND ORDER SALE SALES NET GROSS PAY PAYABLE THE YOUR THIS TODAY TRIP VISIT NUMBER ITEMS ITEM SOLD QTY ' +
    'COUNT UNITS EUR EURO USD GBP CAD AUD CHARGE CHARGED CHIP READ SWIPE SWIPED TAP TAPPED INSERT INSERTED CUSTOMER COPY ' +
    'MERCHANT VALUE REMAINING PREVIOUS NEW ANNUAL YEAR MONTH FUEL DATE TIME STATE CITY COUNTY LOCAL RATE TAXABLE EXEMPT NON ' +
    'INCL INCLUDED INCLUDES AND FOR BACK RECEIVED GIVEN RETURNED PRICE REGULAR BEFORE AFTER YOU WITH ALL MEMBER SAVE OFF ' +
    'BETRAG GIFT EBT SNAP FOOD ONLINE STORE ENTRY MODE CODE SIGNATURE REQUIRED NOT LANE REGISTER OPERATOR RESP SEQ SOUS MONTANT PAYER'
  ).split(' '),
);

/**
 * Product words on a line classified by a keyword: what remains once the rules' keywords, total look-alikes and
 * receipt words are taken out ('FAGE TOTAL 0% YOGURT' keeps FAGE and YOGURT, 'ORDER TOTAL' keeps nothing).
 */
export function wordsBesideKeywords(nameText: string): string[] {
  let form = keywordForm(nameText);
  for (const [, pattern] of RULES) form = form.replace(new RegExp(pattern.source, 'g'), ' ');
  return form.split(/[\s/.,&$€£%-]+/).filter((w) => /^[A-Z]{3,}$/.test(w) && !RECEIPT_WORDS.has(w) && !totalLike(w));
}
