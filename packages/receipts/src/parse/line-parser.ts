import { explainsAmount, takeColumns } from './columns';
import { classifyLine, isColumnHeader, isDepartmentHeader, isItemNote, wordsBesideKeywords, type LineKind } from './line-kind';
import { cents, joinSplitNumbers, normaliseAmount, parseDecimal, repairDigits } from './money';

/** Quantity read from '2 @ 1.99', '2 Stk x 3,49', '0,55 € x 2', '1.52 lb @ 2.99 /lb', '0,766 kg x 2,49 EUR/kg'. */
export interface QuantityModifier {
  quantity: number;
  /** 'each' for counts, else the weight unit as printed ('kg', 'lb', 'g', 'oz'). */
  unit: string;
  unitPrice: number | null;
}

export interface ParsedLine {
  /** The OCR line after repairs (split numbers joined, look-alike digits fixed). */
  text: string;
  /** The amount at the end of the line, negative for refunds and coupons. */
  price: number | null;
  /** Product words: price, codes, tax flags and quantity text removed. */
  name: string;
  modifier: QuantityModifier | null;
  kind: LineKind;
  /** True when quantity and unit price columns multiplied out to the amount. */
  fromColumns: boolean;
  /** Name and quantity if this line's column numbers are taken despite not adding up (see takeColumns' loose). */
  columnGuess: { name: string; modifier: QuantityModifier } | null;
  /** Marks of a purchase line: a tax flag after the amount or an item number. */
  marked: boolean;
  /** On a line of another kind than 'item': its words besides the keywords ('FAGE TOTAL 0% YOGURT': FAGE, YOGURT). */
  productWords: string[];
  /**
   * On a line with an item number and an amount: whether a food-stamp code stood between them (Walmart prints
   * 'TATER TOTS 001312000026 F 2.96' for food and 'EARBUDS 068113100946 4.88' for goods); null elsewhere.
   */
  foodStamp: boolean | null;
}

const MONEY = /^-?[$£€]?-?(?:0|[1-9]\d{0,4})[.,]\d{2}-?$/;
/**
 * An amount with its tax flag glued on, OCR sometimes reading a speck between them or the flag's second letter in
 * lower case: '3.48N', '14,90*B', '2,24%B', '1.55Fs' (never a unit: '1.55Kg', and '2.47OZ' is a size); an O flag
 * after a minus read as a zero ('5.88-0', a voided Walmart line).
 */
const MONEY_WITH_FLAG = /^(-?[$£€]?-?(?:0|[1-9]\d{0,4})[.,]\d{2}-?)[%*]?((?!(?:Kg|Lb|Oz|KG|LB|OZ|ML|CT|PK)$)(?:[A-Z][a-z]|[A-Z*]{1,2})|¢|(?<=-)0)$/;
/** OCR specks and table rules around a line: '|', ';', ':', '‘', '~', '=', '_' (but not '@', 'x', '/' or '*'). */
const JUNK_TOKEN = /^[|;:~=_'"`.,!¦«»<>§°^]+$/;
const GLUED_FLAG_AMOUNT = /^([$£€]?(?:0|[1-9]\d{0,3})[.,]\d{2})\d$/;
/** A tax flag glued to the amount through a speck: '1.24.-F', '3.49.B'. */
const FLAG_AFTER_SPECK = /^([$£€]?\d{1,4}[.,]\d{2})[.,:;]{1,2}-?([A-Z]{1,2})$/;
/** Quantity words that may follow an amount on a quantity line ('2 @ 1.99 ea'); never OCR noise. */
const QUANTITY_AFTER = /^(?:ea|each|kg|lbs?|g|oz|pcs?|x)$/i;
const WEIGHT_WORD = /^(?:\d+[.,]?\d*)?(?:kg|lbs?|g|oz)\.?$/i;
/**
 * Tax and status marks printed after prices: 'A', 'B', 'N', 'F', 'TF', '*', 'A*', 'SALE', 'EUR', 'GPC', 'MRJ', 'SSS' (a flag
 * read with the edge of the paper as more of itself), '4A' (a speck
 * read as a digit), 'S$' and '.C' (a flag read with a speck), '¢' (C read as a cent sign). Never a weight unit: in
 * 'NET WT 1.32 LB' the number is a weight.
 */
const TRAILING_FLAG = /^(?!(?:lbs?|kg|oz)$)(?:[-.,:]?[A-Za-z]{1,2}\*?|([A-Za-z])\1{2}|[A-Z][$¢]|[*#¢]|\d[A-Z]?|SALE|EUR|EURO|USD|GBP|€|\$|£|[GHP]?MRJ|GPC|[GHPQ]ST)$/;

/** Digits of an item number (a UPC or a warehouse club's number), not a PLU or a weight. */
const MIN_ITEM_NUMBER_LENGTH = 6;
/** Tax and food-stamp codes some chains print between the name and the price (never product words); 'MR)' is MRJ misread. */
const TAX_CODE_BEFORE_PRICE = /^(?:[A-Z]|NF|TF|FN|NT|FS|[HGP]?MR[J)1I]|HRJ)$/;

const WEIGHT_UNIT = '(kg|lbs?|g|oz)';
const CURRENCY = '(?:EURO?|€|\\$|£|USD|GBP)?';
/** A weight unit as OCR may read it where nothing else needs it to be exact: 'Ibs', '1b'. */
const SLIPPED_WEIGHT_UNIT = '(?:kg|lbs?|[I1]bs?|g|oz)';
const AMOUNT = '(\\d+(?:[.,]\\d+)?)';
/** A unit price; Kroger and Safeway drop the zero ('.99/LB'). */
const PRICE = '[$£€]?\\s*(\\d*[.,]\\d{2})';
/** A unit price whose leading zero OCR read as the letter O ('O,59'); only where a multiplier follows it. */
const LOOSE_PRICE = '[$£€]?\\s*((?:\\d+|O)[.,]\\d{2})';

/** A deal price ('@ 3 FOR 5.00') gives the unit price; how many were bought is for the line's amount to say. */
type ReadModifier = QuantityModifier & { deal?: true };

const MODIFIER_PATTERNS: { re: RegExp; read: (m: RegExpMatchArray) => ReadModifier }[] = [
  {
    // kg 0,186 EURO/kg 1,19  (Aldi prints the unit first and the unit price last)
    re: new RegExp(`\\b${WEIGHT_UNIT}\\s+${AMOUNT}\\s*${CURRENCY}\\s*\\/\\s*${WEIGHT_UNIT}\\s*${PRICE}`, 'i'),
    read: (m) => ({ quantity: parseDecimal(m[2]!)!, unit: normaliseUnit(m[1]!), unitPrice: parseDecimal(m[4]!) }),
  },
  {
    // 1.52 lb @ 2.99 /lb   0,766 kg x 2,49 EUR/kg   0.845 kg @ £0.76/kg   1.125 kg @ £0.79 per kg
    // 0.846 kg NET @ $3.90/kg  (Australian weighed produce)
    re: new RegExp(`${AMOUNT}\\s*${WEIGHT_UNIT}\\.?\\s*(?:NET\\s*)?(?:[@x×*]|at)\\s*${PRICE}\\s*${CURRENCY}\\s*(?:\\/|per)\\s*${WEIGHT_UNIT}`, 'i'),
    read: (m) => ({ quantity: parseDecimal(m[1]!)!, unit: normaliseUnit(m[2]!), unitPrice: parseDecimal(m[3]!) }),
  },
  {
    // 1.32 LB X 0.99  (the unit after the price left out; a weight needs its decimals here, so '2 LB x 3.99' is no weight)
    re: new RegExp(`(\\d+[.,]\\d{1,3})\\s*${WEIGHT_UNIT}\\.?\\s*(?:[@x×*]|at)\\s*${PRICE}(?!\\s*(?:\\/|per))`, 'i'),
    read: (m) => ({ quantity: parseDecimal(m[1]!)!, unit: normaliseUnit(m[2]!), unitPrice: parseDecimal(m[3]!) }),
  },
  {
    // 1.52 lb @ 1 lb /2.99  (Walmart, Cub and Lunds print the unit before the price; OCR may lose the slash, the 1
    // or the @: '0.16 lb @ 1 lb 3.99', '0.52 lb @ Ibs 3.49', '0.19 |b 1ib/ 3.99')
    re: new RegExp(`${AMOUNT}\\s*${WEIGHT_UNIT}\\.?\\s*(?:@\\s*1?\\s*${SLIPPED_WEIGHT_UNIT}\\.?\\s*\\/?|1\\s*${SLIPPED_WEIGHT_UNIT}\\.?\\s*\\/)\\s*${PRICE}`, 'i'),
    read: (m) => ({ quantity: parseDecimal(m[1]!)!, unit: normaliseUnit(m[2]!), unitPrice: parseDecimal(m[3]!) }),
  },
  {
    // 2 AT 1 FOR 3.48  (Walmart: quantity, then the price of one pack of the given size)
    re: new RegExp(`(?:^|\\s)(\\d{1,3})\\s*AT\\s*(\\d{1,2})\\s*FOR\\s*${PRICE}`, 'i'),
    read: (m) => ({ quantity: Number(m[1]), unit: 'each', unitPrice: parseDecimal(m[3]!)! / Number(m[2]) }),
  },
  {
    // 2 @ 2/5.00   2 @ 2 FOR 4.47  (Kroger, H-E-B, CVS: quantity, then a multi-buy price: two for 5.00)
    // 2 qty @ 2 / 3.00  (Cub; OCR runs it together, 'lqty@2 / 4.00' with an l for the 1)
    re: new RegExp(`(?:^|\\s)(\\d{1,3}|[lI](?=\\s*qty))\\s*(?:qty\\s*)?@\\s*(\\d{1,2})\\s*(?:\\/|FOR)\\s*${PRICE}`, 'i'),
    read: (m) => ({ quantity: Number(m[1]!.replace(/[lI]/, '1')), unit: 'each', unitPrice: parseDecimal(m[3]!)! / Number(m[2]) }),
  },
  {
    // @ 3 FOR 5.00   @ 3/5.00   3 FOR 5.00  (a deal price with no count: the amount says how many; see dealCount)
    re: new RegExp(`(?:^|\\s)(?:@\\s*(\\d{1,2})\\s*(?:\\/|FOR)|(\\d{1,2})\\s*FOR)\\s*${PRICE}`, 'i'),
    read: (m) => ({ quantity: Number(m[1] ?? m[2]), unit: 'each', unitPrice: parseDecimal(m[3]!)! / Number(m[1] ?? m[2]), deal: true }),
  },
  {
    // 2 Stk x 3,49   2 @ 1.99   3 x 0,99   2 x £0.75   3 PC @ 1.50   1.000 EA @ 3.99   2Stkx - 0,59 (a speck before the price)
    re: new RegExp(`(?:^|\\s)(\\d{1,3})(?:[.,]0{1,3})?\\s*(?:Stk|St|pcs?|ea)?\\.?\\s*[x@×*]\\s*(?:-\\s+)?${PRICE}(?:\\s*(?:EUR|€|ea|\\/ea))?`, 'i'),
    read: (m) => ({ quantity: Number(m[1]), unit: 'each', unitPrice: parseDecimal(m[2]!) }),
  },
  {
    // 0,55 € x 2   2,59 x 2   0,59 ¢€x 2 (the euro sign read twice)   O,59€x 2 (a letter O for the zero, glued to the sign)
    // 0,89x% 2 (a speck after the x)
    re: new RegExp(`${LOOSE_PRICE}[\\s€@¢]*(?:EUR)?[\\s€@¢]*[x×*]%?\\s*(\\d{1,3})(?![\\d.,])`, 'i'),
    read: (m) => ({ quantity: Number(m[2]), unit: 'each', unitPrice: parseDecimal(m[1]!.replace(/O/g, '0')) }),
  },
];

/** A quantity printed under its item without a price: 'QTY: 2', 'Qty 3'. */
const QUANTITY_ONLY = /^(?:QTY|QUANTITY)\s*[:.]?\s*(\d{1,3})$/i;
/** A weight printed alone between a deli or meat item's name and its amount: 'NET WT 0.75 LB', '1.32 lb', 'WT 0.825 kg'. */
const WEIGHT_ONLY = /^(?:NET\s*)?(?:WT|WEIGHT)?\.?\s*:?\s*(\d{0,3}[.,]\d{1,3})\s*(kg|lbs?|oz)\.?$/i;

/** Currency printed as its own column before an amount: 'RM 15.90', 'R 32.99', 'KES 240.00'. */
const CURRENCY_WORD = /^(?:RM|R|KES|KSH|Ksh|Rs\.?|INR|AUD|USD|CAD|GBP)$/;

/** Multi-buy offers printed beside the unit price carry no quantity: 'or 2/4.00', '2 for $5', '2/$5.00' (not '50/50', '80/20'). */
const MULTIBUY = /\b(?:or\s+)?\d+\s*(?:\/\s*\$?\d+[.,]\d{2}|\/\s*\$\d+|for\s*[$£]?\d+(?:[.,]\d{2})?)\b/gi;

/** '@ 3 FOR 5.00 1.67' bought one, '@ 3 FOR 5.00 5.00' three; without an amount on the line the deal's count stands. */
function dealCount({ quantity: dealSize, unit, unitPrice }: ReadModifier, price: number | null): QuantityModifier {
  const bought = price !== null && price > 0 ? Math.round(price / unitPrice!) : 0;
  const quantity = bought >= 1 && explainsAmount(bought, unitPrice!, price!, false) ? bought : dealSize;
  return { quantity, unit, unitPrice };
}

function normaliseUnit(unit: string): string {
  const u = unit.toLowerCase();
  return u === 'lbs' ? 'lb' : u;
}

function moneyValue(token: string): number {
  const negative = token.includes('-');
  const value = parseDecimal(token.replace(/-/g, ''))!;
  return negative ? -value : value;
}

/**
 * '1.745' or '2,348' closing a product line: an amount with its tax flag glued on and misread as a digit
 * ('S' as 5, 'B' as 8). Only when nothing on the line is a weight, where three decimals are real.
 */
function amountBeforeGluedFlag(tokens: string[], last: string): string | null {
  const m = GLUED_FLAG_AMOUNT.exec(last);
  if (!m || tokens.length < 2 || tokens.some((t) => WEIGHT_WORD.test(t))) return null;
  return m[1]!;
}

/**
 * OCR noise after the amount (the receipt's edge or the table beside it on a phone photo): '£6.33 [iia',
 * '£5.12 LEE', '3.77 ¥', '0,99 AW ¥' and '7.18 F fies' (a tax flag, then noise), '6.025 bE.' (a flag glued on, then
 * noise). Up to two tokens, with no number or quantity word among them; after an amount without a currency sign
 * either a capital tax flag comes first or those that are no flag are short and hold a symbol. Returns the amount's
 * index and text, or null.
 */
function amountBeforeNoise(tokens: string[]): { k: number; money: string } | null {
  for (let k = tokens.length - 2; k >= Math.max(1, tokens.length - 3); k--) {
    const token = tokens[k]!;
    const money = MONEY.test(token) ? token : (MONEY_WITH_FLAG.exec(token)?.[1] ?? amountBeforeGluedFlag(tokens.slice(0, k + 1), token));
    if (money === null) continue;
    const after = tokens.slice(k + 1);
    // '/' and '@' mark a price per unit and a digit before '%' a rate; a lone '%', or a lone '/' ending the line, is a speck.
    if (after.some((t, j) => /\d[.,]\d|[/@]|\d%/.test(t) && !(t === '/' && j === after.length - 1)) || after.some((t) => QUANTITY_AFTER.test(t))) return null;
    const signed = /^-?[$£€]/.test(money);
    const flagFirst = /^[A-Z]{1,2}$/.test(after[0]!);
    const noise = after.filter((t) => !TRAILING_FLAG.test(t));
    return signed || flagFirst || (noise.length > 0 && noise.every((t) => t.length <= 3 && /[^\p{L}\p{N}]/u.test(t))) ? { k, money } : null;
  }
  return null;
}

/**
 * An amount whose point faded off the paper, on a line holding no amount: three digits right after a product's
 * item number with only tax flags after them ('4100009301 199 EF' for 1.99; four digits there are a produce code),
 * or right after the name's last word with one tax letter after them ('SUPER SANDWICH VK 170 B' for 1,70).
 */
function restoreLostPoint(tokens: string[]): void {
  if (tokens.some((t) => MONEY.test(t) || MONEY_WITH_FLAG.test(t))) return;
  let end = tokens.length;
  while (end > 0 && /^[A-Z]{1,2}$/.test(tokens[end - 1]!)) end--;
  const [before, digits] = [tokens[end - 2], tokens[end - 1]];
  if (end === tokens.length || before === undefined || digits === undefined) return;
  const afterCode = /^\d{6,}$/.test(before) && /^[1-9]\d{2}$/.test(digits);
  const afterName = /^\p{L}{2,}\.?$/u.test(before) && /^\d{3}$/.test(digits) && end === tokens.length - 1 && /^[ABCEFNTX]$/.test(tokens[end]!);
  if (afterCode || afterName) tokens[end - 1] = `${digits[0]}.${digits.slice(1)}`;
}

/** Splits the trailing amount (and any tax flags after it) off the tokens. */
function takeTrailingPrice(tokens: string[]): { price: number; flagged: boolean } | null {
  const isMoney = (t: string): boolean => MONEY.test(t) || MONEY_WITH_FLAG.test(t);
  let end = tokens.length;
  // Flags only count as flags when an amount stands before them: 'EGGS XL' keeps its XL.
  while (end > 1 && !isMoney(tokens[end - 1]!) && TRAILING_FLAG.test(tokens[end - 1]!) && tokens.slice(0, end - 1).some(isMoney)) end--;
  const last = tokens[end - 1];
  if (last === undefined) return null;
  const flagged = MONEY_WITH_FLAG.exec(last);
  const money = flagged ? flagged[1]! : MONEY.test(last) ? last : amountBeforeGluedFlag(tokens, last);
  if (money === null) {
    const found = amountBeforeNoise(tokens);
    if (!found) return null;
    tokens.length = found.k;
    return { price: moneyValue(found.money), flagged: false };
  }
  const flaggedAfter = tokens.slice(end).some((t) => !/^(?:EURO?|USD|GBP|[€$£])$/.test(t)) || flagged !== null;
  tokens.length = end - 1;
  return { price: moneyValue(money), flagged: flaggedAfter };
}

/**
 * Item numbers, UPCs and PLUs: digit runs of four or more, possibly with flag letters glued on; long runs may
 * hold a digit misread as a letter ('0O7874235186').
 */
function isCode(token: string): boolean {
  if (/^\d{4,}[A-Z]{0,2}$/.test(token)) return true;
  return /^[\dOoDQIlSBZ]{8,}[A-Z]{0,2}$/.test(token) && (token.match(/\d/g)?.length ?? 0) >= 6;
}

/**
 * Walmart's food-stamp code between the item number and the amount ('001312000026 F 2.96'): true when an F code
 * stands there (or is glued to the number: '000000004011KF'), false when nothing does, null when the line has no
 * item number and amount, or another token stands there (it may be the code misread: 'WF' for NF).
 * `tokens`: the line's tokens up to the amount.
 */
function foodStampOf(tokens: string[], price: number | null): boolean | null {
  const isItemNumber = (t: string): boolean => t.length >= MIN_ITEM_NUMBER_LENGTH && isCode(t);
  const last = tokens.at(-1);
  if (price === null || last === undefined || !tokens.some(isItemNumber)) return null;
  // The letters an item number may carry glued on (isCode allows two) are the code.
  const code = isItemNumber(last) ? /[A-Z]{0,2}$/.exec(last)![0] : last;
  if (code === '') return false;
  return /^[A-Z]{1,2}$/.test(code) && code.includes('F') ? true : null;
}

/** A code word printed before the item number: 'PLU 4011', 'UPC 041500000231', 'SKU# 123456'. */
const CODE_LABEL = /^(?:PLU|UPC|SKU|ITEM|ART)#?:?$/i;

/** An item number opening the line with a digit or two misread as letters ('1234S6', '4O11'), not '12OZ' misread. */
const isSlippedLeadingCode = (token: string): boolean => /^[\dOoDQIlSBZ]{4,}$/.test(token) && (token.match(/\d/g)?.length ?? 0) >= Math.max(3, token.length * 0.7);

function cleanName(text: string): string {
  const all = text.split(/\s+/).filter(Boolean);
  if (all.length > 2 && CODE_LABEL.test(all[0]!) && (isCode(all[1]!) || isSlippedLeadingCode(all[1]!))) all.shift();
  if (all.length > 1 && isSlippedLeadingCode(all[0]!)) all.shift();
  const tokens = all.filter((t) => !isCode(t));
  // Costco and others print a tax letter before the item number: 'E 1346909 KS ORG ...'.
  if (tokens.length > 1 && /^[A-Z]$/.test(tokens[0]!) && text.trim().match(/^[A-Z]\s+\d{4,}/)) tokens.shift();
  // Kroger and Safeway mark the priced line of a weighed item 'WT BANANAS'.
  if (tokens.length > 1 && tokens[0] === 'WT') tokens.shift();
  return tokens
    .join(' ')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%.)]+$/gu, '')
    .trim();
}

export function parseLine(ocrText: string): ParsedLine {
  const text = joinSplitNumbers(ocrText.normalize('NFKC').replace(/[—–]/g, '-').replace(/[‘’`´]/g, "'").replace(/\s+/g, ' ').trim())
    .split(' ')
    .map((t) => repairDigits(normaliseAmount(t.replace(/^'+|'+$/g, '').replace(/^(\d+[.,]\d{2})[.,]$|^(\d+[.,]\d{2})\)[.,:;]$/, '$1$2'))).replace(FLAG_AFTER_SPECK, '$1 $2'))
    .filter((t) => t && !JUNK_TOKEN.test(t))
    .join(' ')
    // OCR slips around quantities: '©' for '@' ('®' too between a count and a price), '1b' or 'Ib' for 'lb' after a
    // weight or a slash; a minus sign set apart from its amount ('SC 1.00 -'), though not from a currency-signed
    // one, where it is a table rule or speck ('$2.29 -': a refund would print '-$2.29' or '$2.29-').
    .replace(/©/g, '@')
    .replace(/(\d) ?® ?(?=[$.\d])/g, '$1 @ ')
    .replace(/(?<![$£€\d])(\d+[.,]\d{2}) -$/, '$1-')
    .replace(/\b(\d+(?:[.,]\d+)?) ?(?:1b|Ib|lh|\|b)(s?)(?![\p{L}])/gu, '$1 lb$2')
    // A speck read as a letter stuck to the unit of a weight line ('2.40 lbh @ 1 lb /0.64').
    .replace(/\b(\d+[.,]\d+) ?lb[a-z](?= ?@)/g, '$1 lb')
    .replace(/\/ ?(?:1b|Ib|lh|1D|ID|b)\b/g, '/lb')
    .replace(/\b1[il|]b\//g, '1 lb/');

  // Quantity text first: in '2 Stk x 3,49' the last amount is the unit price, not the line total.
  let modifier: ReadModifier | null = null;
  let rest = text;
  for (const { re, read } of MODIFIER_PATTERNS) {
    const m = re.exec(rest);
    if (!m) continue;
    const candidate = read(m);
    if (candidate.quantity > 0 && candidate.unitPrice !== null) {
      modifier = candidate;
      rest = `${rest.slice(0, m.index)} ${rest.slice(m.index! + m[0].length)}`;
      break;
    }
  }
  const quantityOnly = modifier ? null : QUANTITY_ONLY.exec(rest.trim());
  if (quantityOnly && Number(quantityOnly[1]) > 0) {
    modifier = { quantity: Number(quantityOnly[1]), unit: 'each', unitPrice: null };
    rest = '';
  }
  const weightOnly = modifier ? null : WEIGHT_ONLY.exec(rest.trim());
  if (weightOnly && parseDecimal(weightOnly[1]!)! > 0) {
    modifier = { quantity: parseDecimal(weightOnly[1]!)!, unit: normaliseUnit(weightOnly[2]!), unitPrice: null };
    rest = '';
  }
  const tokens = rest.split(' ').filter((t, k, all) => t && !(CURRENCY_WORD.test(t) && MONEY.test(all[k + 1] ?? '')));
  restoreLostPoint(tokens);
  const trailing = takeTrailingPrice(tokens);
  const price = trailing?.price ?? null;
  if (modifier?.deal) modifier = dealCount(modifier, price);
  let marked = (trailing?.flagged ?? false) || tokens.some((t) => /^\d{5,}/.test(t) && isCode(t));
  // Tax codes printed before the price: Walmart 'BANANAS 000000004011 F 1.26', Target 'GG 2% MILK NF $2.26',
  // Loblaws 'NN 2% MILK 4L MRJ 5.49'.
  // Alone ('1.230 kg @ $1.52/kg MRJ 1.87') it is still a code, so the name comes from the line above.
  // With the amount lost, a code only counts after an item number ('GV CHKN TENDERS 078742083340 F').
  const codeLast = tokens.length > 0 && TAX_CODE_BEFORE_PRICE.test(tokens.at(-1)!);
  const foodStamp = foodStampOf(tokens, price);
  if (codeLast && (price !== null || (tokens.length > 2 && isCode(tokens.at(-2)!)))) {
    tokens.pop();
    marked = true;
  }
  let fromColumns = false;
  let columnGuess: ParsedLine['columnGuess'] = null;
  if (!modifier && price !== null) {
    modifier = takeColumns(tokens, price);
    fromColumns = modifier !== null;
    const rest = [...tokens];
    const guess = modifier ? null : takeColumns(rest, price, true);
    if (guess) columnGuess = { name: cleanName(rest.join(' ')), modifier: guess };
  }
  let name = cleanName(tokens.join(' ').replace(MULTIBUY, ' '));
  // A count printed before the name: '2 x HEINZ BEANZ 2.50', '3 X LIMES 1.00'.
  const count = /^(\d{1,2}) ?[x×] (?=\p{L}{2})/iu.exec(name);
  if (!modifier && count && price !== null && price > 0 && Number(count[1]) > 0) {
    modifier = { quantity: Number(count[1]), unit: 'each', unitPrice: cents(price / Number(count[1])) };
    name = name.slice(count[0].length);
  }
  const heading = price === null && !modifier && (isDepartmentHeader(name) || isColumnHeader(name));
  const kind = heading ? 'info' : classifyLine(name);
  const productWords = kind === 'item' || heading || isItemNote(name) ? [] : wordsBesideKeywords(name);
  return { text, price, name, modifier, kind, fromColumns, columnGuess, marked, productWords, foodStamp };
}

/**
 * The tax letter a warehouse club prints before item numbers ('E 1346909 KS ORG EGGS'), once two lines show it:
 * on a line whose item number OCR lost ('E ORG BANANAS 3LB 1.98') it is no product word either.
 */
export function leadingFlagLetter(texts: string[]): string | null {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const letter = /^\W*([A-Z]) \d{4,}/.exec(text)?.[1];
    if (letter) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  }
  const [letter, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  return count >= 2 ? letter : null;
}

/** The line without the layout's leading tax letter before its name. */
export function withoutLeadingFlag(line: ParsedLine, letter: string | null): ParsedLine {
  if (letter === null || line.kind !== 'item' || !line.name.startsWith(`${letter} `) || !/^\p{L}{2}/u.test(line.name.slice(2))) return line;
  return { ...line, name: line.name.slice(2) };
}

/** Words receipts print around quantities, not product words: '2 Stk x', 'QTY 2 @', 'kg', 'EUR', 'NET 1.32 lb @'. */
const QUANTITY_WORDS = /\b(stk|st|stck|pcs|pc|ea|each|qty|kg|lbs?|oz|eur|euro|gbp|x|net|wt)\b/giu;

/**
 * A name worth keeping has at least two letters in a row (not just flags, codes or OCR specks). Beside a quantity
 * or weight, a name needs three: OCR leaves two-letter specks at the photo's edge ('ee 0.16 lb @ 1 lb 3.99').
 */
export function hasProductWords(name: string, minLetters = 2): boolean {
  return new RegExp(`\\p{L}{${minLetters},}`, 'u').test(name.replace(QUANTITY_WORDS, ' '));
}
