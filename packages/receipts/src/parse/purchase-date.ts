/**
 * Finds the purchase date printed on a receipt and returns it as YYYY-MM-DD.
 * Slash dates are month-first on US receipts and day-first elsewhere; a part above 12 settles it either way.
 */
export interface DateHints {
  /** True when the receipt looks American (dollar amounts, US chain); decides 03/04/2024. */
  monthFirst: boolean;
}

function iso(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null; // 31 April and the like
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH = '(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\\.?';
const monthNumber = (name: string): number => MONTHS.indexOf(name.slice(0, 3).toUpperCase()) + 1;

const PATTERNS: { re: RegExp; read: (m: RegExpMatchArray, hints: DateHints) => string | null }[] = [
  { re: /\b(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/, read: (m) => iso(+m[1]!, +m[2]!, +m[3]!) },
  // 24.05.2022 / 24.05.22: day first (German, UK)
  { re: /\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b/, read: (m) => iso(+m[3]!, +m[2]!, +m[1]!) },
  {
    re: /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/,
    read: (m, hints) => {
      const a = +m[1]!;
      const b = +m[2]!;
      const monthFirst = a > 12 ? false : b > 12 ? true : hints.monthFirst;
      return monthFirst ? iso(+m[3]!, a, b) : iso(+m[3]!, b, a);
    },
  },
  // Nov 21 2026, NOV. 21, 2026, 21 Nov 2026, 21-Nov-26
  { re: new RegExp(`\\b${MONTH}\\s?(\\d{1,2}),?\\s?(20\\d{2})\\b`, 'i'), read: (m) => iso(+m[3]!, monthNumber(m[1]!), +m[2]!) },
  { re: new RegExp(`\\b(\\d{1,2})[\\s-]?${MONTH}[\\s-]?(20\\d{2}|\\d{2})\\b`, 'i'), read: (m) => iso(+m[3]!, monthNumber(m[2]!), +m[1]!) },
];

const US_HINT = /\$|\b(WALMART|KROGER|COSTCO|TARGET|SAFEWAY|PUBLIX|WALGREENS|CVS|TRADER JOE|WHOLE FOODS|USA|[A-Z]{2} \d{5})\b/;
/**
 * Pounds, VAT, UK postcodes and an Australian business number mean a day-first receipt even when a dollar sign
 * or a US chain name slips in.
 */
const UK_HINT = /£|\bGBP\b|\bVAT\b|\bABN\b|\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/;

/** Month-first when the receipt looks American (dollar amounts, a US chain, a state and ZIP code) and not British. */
export function dateHintsFor(lines: string[]): DateHints {
  const text = lines.join('\n').toUpperCase();
  return { monthFirst: US_HINT.test(text) && !UK_HINT.test(text) };
}

/** Dates that are not the purchase: return deadlines, offer and points periods, best-before dates. */
const OTHER_DATE = /\b(RETURNS?|EXPIR\w*|EXP|VALID|UNTIL|BY|BEFORE|UP TO|THROUGH|THRU|ENDS?|BEST|STATEMENT|FROM|ONWARDS|AFTER|STARTING)\b/i;
const TIME = /\b\d{1,2}:\d{2}\b/;
/** A numeric date with a letter read for a digit: '11/2l/26', '2O26-11-21'. */
const DATE_WITH_SLIPS = /\b[\dOolI|]{1,4}[/.-][\dOolI|]{1,2}[/.-][\dOolI|]{2,4}\b/g;
const repairDateDigits = (d: string): string => ((d.match(/\d/g)?.length ?? 0) >= 4 ? d.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1') : d);

/**
 * The purchase date: the first date on a line that also prints a time (tills print both together), else the
 * first date. A date beside return, offer or points words is never the purchase ('from 19/07/19 onwards'): with
 * no other date the answer is null, not a deadline.
 */
export function findPurchaseDate(lines: string[], hints: DateHints = dateHintsFor(lines)): string | null {
  let best: { date: string; rank: number } | null = null;
  for (const line of lines) {
    const text = line.replace(/\s*([./-])\s*/g, '$1').replace(DATE_WITH_SLIPS, repairDateDigits);
    for (const { re, read } of PATTERNS) {
      const m = re.exec(text);
      if (!m) continue;
      const date = read(m, hints);
      if (!date) continue;
      if (OTHER_DATE.test(line)) break;
      const rank = TIME.test(line) ? 1 : 0;
      if (!best || rank > best.rank) best = { date, rank };
      break;
    }
  }
  return best?.date ?? null;
}
