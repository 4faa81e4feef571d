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
];

export function findPurchaseDate(lines: string[], hints: DateHints): string | null {
  for (const line of lines) {
    const text = line.replace(/\s*([./-])\s*/g, '$1');
    for (const { re, read } of PATTERNS) {
      const m = re.exec(text);
      if (!m) continue;
      const date = read(m, hints);
      if (date) return date;
    }
  }
  return null;
}
