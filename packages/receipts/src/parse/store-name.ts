import { classifyLine, keywordForm } from './line-kind';

/** Grocery chains as printed in receipt headers and footers (upper case, accents folded) and their display names. */
const KNOWN_STORES: [RegExp, string][] = [
  [/\bWAL[- ]?MART\b|\bWALMART\b/, 'Walmart'],
  [/\bKROGER\b/, 'Kroger'],
  [/\bCOSTCO\b/, 'Costco'],
  [/\bSAM'?S CLUB\b/, "Sam's Club"],
  [/\bTARGET\b/, 'Target'],
  [/\bSAFEWAY\b/, 'Safeway'],
  [/\bALBERTSONS\b/, 'Albertsons'],
  [/\bPUBLIX\b/, 'Publix'],
  [/\bWHOLE FOODS\b/, 'Whole Foods Market'],
  [/\bTRADER JOE'?S\b/, "Trader Joe's"],
  [/\bWALGREENS\b/, 'Walgreens'],
  [/\bCVS\b/, 'CVS'],
  [/\bH-?E-?B\b/, 'H-E-B'],
  [/\bMEIJER\b/, 'Meijer'],
  [/\bWEGMANS\b/, 'Wegmans'],
  [/\bFOOD LION\b/, 'Food Lion'],
  [/\bSTOP ?& ?SHOP\b/, 'Stop & Shop'],
  [/\bGIANT EAGLE\b/, 'Giant Eagle'],
  [/\bSPROUTS\b/, 'Sprouts'],
  [/\bWINCO\b/, 'WinCo'],
  [/\bHY-?VEE\b/, 'Hy-Vee'],
  [/\bRALPHS\b/, 'Ralphs'],
  [/\bFRED ?MEYER\b/, 'Fred Meyer'],
  [/\bLOBLAWS?\b/, 'Loblaws'],
  [/\bNO FRILLS\b/, 'No Frills'],
  [/\bSOBEYS\b/, 'Sobeys'],
  [/\bMETRO\b/, 'Metro'],
  [/\bT ?& ?T\b/, 'T&T'],
  [/\bTESCO\b/, 'Tesco'],
  [/\bSAINSBURY'?S?\b/, "Sainsbury's"],
  [/\bASDA\b/, 'Asda'],
  [/\bMORRISONS\b/, 'Morrisons'],
  [/\bWAITROSE\b/, 'Waitrose'],
  [/\bCO-?OP\b/, 'Co-op'],
  [/\bICELAND\b/, 'Iceland'],
  [/\bALDI\b/, 'Aldi'],
  [/\bLIDL\b/, 'Lidl'],
  [/\bREWE\b/, 'REWE'],
  [/\bEDEKA\b/, 'EDEKA'],
  [/\bKAUFLAND\b/, 'Kaufland'],
  // 'Netto' alone is the net-amount column on every German receipt.
  [/\bNETTO MARKEN|NETTO-ONLINE\b/, 'Netto'],
  [/\bPENNY\b/, 'Penny'],
  [/\bNORMA\b/, 'Norma'],
  [/\bMARKTKAUF\b/, 'Marktkauf'],
  [/\bKAUFPARK\b/, 'Kaufpark'],
  [/\bAKZENTA\b/, 'Akzenta'],
  [/\bGLOBUS\b/, 'Globus'],
  [/\bDM[- ]DROGERIE\b/, 'dm'],
  [/\bROSSMANN\b/, 'Rossmann'],
  [/^ ?REAL\b/, 'real'],
];

/** Header lines that are addresses, phone numbers or boilerplate rather than the shop's name. */
const NOT_A_NAME = /\d{3,}|\b(STR|STRASSE|STREET|ST|AVE|AVENUE|ROAD|RD|BLVD|TEL|PHONE|FAX|WWW|HTTP|UID|STEUER|GMBH CO|WELCOME|WILLKOMMEN|OPEN|HOURS)\b/;

/**
 * The shop's name: a known chain anywhere in the first lines or in the footer ('THANK YOU FOR SHOPPING AT
 * WALGREENS'), else the first header line that reads like a name.
 */
export function findStoreName(lines: { text: string; confidence: number }[]): string | null {
  const forms = lines.map((l) => keywordForm(l.text));
  const head = forms.slice(0, 10);
  const tail = forms.slice(-12);
  for (const part of [head, tail]) {
    for (const form of part) {
      for (const [pattern, name] of KNOWN_STORES) if (pattern.test(form)) return name;
    }
  }
  for (const { text: line, confidence } of lines.slice(0, 4)) {
    // A logo read as text gives low-confidence garbage; only a clearly printed line can name the shop.
    if (confidence < 75) continue;
    const form = keywordForm(line).trim();
    const letters = form.replace(/[^A-Z]/g, '');
    if (letters.length >= 4 && letters.length >= form.replace(/\s/g, '').length * 0.7 && !NOT_A_NAME.test(form) && classifyLine(line) === 'item') {
      return line.replace(/[^\p{L}\p{N}&' .-]/gu, '').trim();
    }
  }
  return null;
}
