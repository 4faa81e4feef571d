/**
 * Money and quantity numbers as OCR prints them: '3,58', '3, 58' (a space read into the number),
 * "1'93", '2.O9' (letter O for zero), '1.20-' (trailing minus on US coupons).
 */

const LOOKALIKE_DIGITS: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', '|': '1', S: '5', '§': '5', B: '8', Z: '2' };

/** Repairs digit look-alikes inside a token that is otherwise numeric ('1O.29' -> '10.29'). */
export function repairDigits(token: string): string {
  if (!/\d/.test(token)) return token;
  if (!/^[-$£€]?[\dOoDQIlSBZ|§]+[.,][\dOoDQIlSBZ|§]{2}-?$/.test(token)) return token;
  return token.replace(/[OoDQIlSBZ|§]/g, (c) => LOOKALIKE_DIGITS[c] ?? c);
}

/**
 * Amount tokens as printers and OCR give them: '.59' and '.60-' (no leading zero, Kroger and Safeway), '(2' and
 * '3.99)' (Loblaws prints '(2 @ 3.99)'), 'S2.79' and 'S399' (a dollar sign read as S, the point lost too; never
 * before a comma, so German amounts are left alone), 'R32.99' and '1,150.00' (currency letters and thousands separators dropped),
 * '£640' (point lost), 'Te$7.54' (speck glued on).
 */
export function normaliseAmount(token: string): string {
  let t = token
    // Currency glued to the amount where no sign exists: 'R32.99', 'RM15.90', 'KES130.00', 'Rs.54.00', '-R5.00'.
    .replace(/^(-?)(?:RM|R|KES|KSh|Ksh|KSH|Rs\.?|INR|AUD|A\$|C\$)(\d[\d,.]*[.,]\d{2}-?)$/, '$1$2')
    // Thousands separators: '1,150.00' and '1.150,00' -> '1150.00', '1150,00'.
    .replace(/^(-?[$£€]?)(\d{1,3}(?:,\d{3})+)(\.\d{2}-?)$/, (_, sign: string, whole: string, rest: string) => `${sign}${whole.replace(/,/g, '')}${rest}`)
    .replace(/^(-?[$£€]?)(\d{1,3}(?:\.\d{3})+)(,\d{2}-?)$/, (_, sign: string, whole: string, rest: string) => `${sign}${whole.replace(/\./g, '')}${rest}`);
  if (/^\(?-?[$£€]?\d*[.,]?\d+\)?-?$/.test(t)) t = t.replace(/^\(|\)$/g, '');
  // A currency-signed amount with its point lost ('£640', '£1558') or a speck glued before it ('Te$7.54').
  t = t.replace(/^([$£€])(\d{1,2})(\d{2})$/, '$1$2.$3').replace(/^[A-Za-z]{1,2}([$£€]\d{1,4}[.,]\d{2}-?)$/, '$1');
  // A tax mark glued before the amount: Australian receipts print '^2.10' and '#3.10' for GST items.
  t = t.replace(/^[#^]([$£€]?\d{1,4}[.,]\d{2}-?)$/, '$1');
  // Specks glued before the amount, a dash among them ('-«1.99', '~$2.49', '°2.50'): no sign is parted from its digits by a speck.
  t = t.replace(/^-?[«»~°‘’“”'`]+-?([$£€]?\d{1,4}[.,]\d{2}-?)$/, '$1');
  t = t.replace(/^(-?[$£€]?)([.,]\d{2}-?)$/, (_, sign: string, rest: string) => `${sign}0${rest}`);
  // A dollar sign read as S, its point lost too or kept: 'S399', 'S2.79'.
  return t.replace(/^S(\d{1,2})(\d{2})$/, '$$$1.$2').replace(/^S(\d{1,4}\.\d{2}-?)$/, (_, rest: string) => `$${rest}`);
}

/**
 * Glues numbers that OCR split with a space or an apostrophe, or doubled their point: '3, 58' -> '3,58',
 * '2 .98' -> '2.98', '3, 8%' -> '3,8%', "1'93" and '7°24' -> '1.93' and '7.24', '1,.59' -> '1.59'.
 */
export function joinSplitNumbers(line: string): string {
  return line
    .replace(/(\d)\s?([.,])\s(\d{1,3})(?![\d.,])/g, '$1$2$3')
    .replace(/(\d) ([.,])(\d{2})(?![\d.,])/g, '$1$2$3')
    .replace(/(\d)['°](\d{2})(?!\d)/g, '$1.$2')
    // A speck beside the decimal point: '1,.59' -> '1.59', '1:.99' -> '1.99'.
    .replace(/(\d)[.,:;][.,](\d{2})(?![\d.,])/g, '$1.$2')
    // A point read as a colon where no clock time fits: '1:99' (a time never has 99 minutes), or where a tax flag
    // ends the line after it ('1:29 F', '2:50F'; a time is followed by AM or PM, not a flag).
    .replace(/(?<![\d:])(\d{1,3}):([6-9]\d)(?![\d.,:])/g, '$1.$2')
    .replace(/(?<![\d:])(\d{1,3}):(\d{2}) ?(?!AM\b|PM\b)([A-Z]{1,2})$/, '$1.$2 $3')
    // A point read as a space between an item number (and its food-stamp code) and the tax flag: '... 007874237104 F 2 48 N'.
    .replace(/(\d{10,}[A-Z]{0,2} (?:[A-Z]{1,2} )?)(\d{1,3}) (\d{2}) ?([A-Z])$/, '$1$2.$3 $4');
}

/** Parses a decimal written with either separator: '1,434' -> 1.434, '10.29' -> 10.29, '1.234,56' -> 1234.56. */
export function parseDecimal(text: string): number | null {
  const t = text.replace(/[$£€\s]/g, '');
  // '.99': Kroger and Safeway print unit prices without the zero.
  if (!/^-?(?:\d+|(?=[.,]\d))(?:[.,]\d+)*$/.test(t)) return null;
  const lastSep = Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
  if (lastSep < 0) return Number(t);
  const whole = t.slice(0, lastSep).replace(/[.,]/g, '');
  return Number(`${whole}.${t.slice(lastSep + 1)}`);
}

/** Rounds to cents, avoiding binary noise such as 5.580000001. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** True when two amounts agree within a rounding cent or two. */
export function sameAmount(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.021;
}
