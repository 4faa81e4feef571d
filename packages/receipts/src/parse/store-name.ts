import { ocrSimilarity } from '../match/ocr-edit-distance';
import { classifyLine, keywordForm } from './line-kind';

/**
 * Grocery chains as printed in receipt headers and footers and their display names. Patterns see the keyword
 * form: upper case, accents folded, apostrophes turned to spaces ("TRADER JOE S").
 */
const KNOWN_STORES: [RegExp, string][] = [
  [/\bWAL[- ]?MART\b|\bWALMART\b/, 'Walmart'],
  [/\bKROGER\b/, 'Kroger'],
  [/\bCOSTCO\b/, 'Costco'],
  [/\bBJ ?S WHOLESALE\b/, "BJ's Wholesale Club"],
  // Costco's logo reads as noise, but the WHOLESALE under it is printed on a line of its own.
  [/^ *WHOLESALE *$/, 'Costco'],
  [/\bSAM ?S CLUB\b/, "Sam's Club"],
  [/\bTARGET\b/, 'Target'],
  [/\bSAFEWAY\b/, 'Safeway'],
  [/\bALBERTSONS\b/, 'Albertsons'],
  [/\bPUBLIX\b/, 'Publix'],
  [/\bWHOLE FOODS\b/, 'Whole Foods Market'],
  [/\bTRADER JOE ?S?\b/, "Trader Joe's"],
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
  [/\bVONS\b/, 'Vons'],
  [/\bJEWEL ?-?OSCO\b/, 'Jewel-Osco'],
  [/\bSHOPRITE\b/, 'ShopRite'],
  [/\bHARRIS TEETER\b/, 'Harris Teeter'],
  [/\bWINN ?-?DIXIE\b/, 'Winn-Dixie'],
  [/\bSAVE ?A ?LOT\b/, 'Save A Lot'],
  [/\bFOOD ?4 ?LESS\b/, 'Food 4 Less'],
  [/\bSMART ?& ?FINAL\b/, 'Smart & Final'],
  [/\bHANNAFORD\b/, 'Hannaford'],
  [/\bPRICE CHOPPER\b/, 'Price Chopper'],
  [/\bMARKET BASKET\b/, 'Market Basket'],
  [/\bKING SOOPERS\b/, 'King Soopers'],
  [/\bFRY ?S FOOD\b/, "Fry's"],
  [/\bDILLONS\b/, 'Dillons'],
  [/\bSMITH ?S FOOD\b/, "Smith's"],
  [/\bPIGGLY WIGGLY\b/, 'Piggly Wiggly'],
  [/\bFRED ?MEYER\b/, 'Fred Meyer'],
  [/\bH ?MART\b/, 'H Mart'],
  [/\bIGA\b/, 'IGA'],
  // Giant Food (US) and Giant (Malaysia) print the bare word as their logo; 'GREEN GIANT' is a product.
  [/^ ?GIANT(?: HYPERMARKET| SUPERMARKET| FOODS?)? ?$/, 'Giant'],
  [/\bREAL CANADIAN\b|\bSUPERSTORE\b/, 'Real Canadian Superstore'],
  [/\bLOBLAWS?\b/, 'Loblaws'],
  [/\bZEHRS\b/, 'Zehrs'],
  [/\bFORTINOS\b/, 'Fortinos'],
  [/\bPROVIGO\b/, 'Provigo'],
  [/\bFRESHCO\b/, 'FreshCo'],
  [/\bFOOD BASICS\b/, 'Food Basics'],
  [/\bSAVE ?-?ON ?-?FOODS\b/, 'Save-On-Foods'],
  [/\bFOODLAND\b/, 'Foodland'],
  [/\bNO FRILLS\b/, 'No Frills'],
  [/\bSOBEYS\b/, 'Sobeys'],
  [/\bMETRO\b/, 'Metro'],
  [/\bT ?& ?T\b/, 'T&T'],
  [/\bTESCO\b/, 'Tesco'],
  [/\bSAINSBURY ?S?\b/, "Sainsbury's"],
  [/\bASDA\b/, 'Asda'],
  [/\bMORRISONS\b/, 'Morrisons'],
  [/\bWAITROSE\b/, 'Waitrose'],
  [/\bMARKS ?& ?SPENCER\b|^ ?M ?& ?S\b/, 'Marks & Spencer'],
  [/\bSPAR\b/, 'Spar'],
  [/\bBUDGENS\b/, 'Budgens'],
  [/\bCO-?OP\b/, 'Co-op'],
  [/\bICELAND\b/, 'Iceland'],
  [/\bWOOLWORTHS\b/, 'Woolworths'],
  [/\bCOLES\b/, 'Coles'],
  [/\bPICK ?N ?PAY\b/, 'Pick n Pay'],
  [/\bCHECKERS\b/, 'Checkers'],
  [/\bNAIVAS\b/, 'Naivas'],
  [/\bCARREFOUR\b/, 'Carrefour'],
  [/\bFAIRPRICE\b/, 'FairPrice'],
  [/\bRELIANCE SMART\b/, 'Reliance Smart'],
  [/\bD-?MART\b/, 'DMart'],
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

/** One-word chain names long enough to recognise through an OCR slip in a logo ('KR0GER', 'WAL MART', 'SAFEWAV'). */
const LOGO_WORDS = KNOWN_STORES.map(([, name]) => [name.toUpperCase().replace(/[^A-Z]/g, ''), name] as const).filter(([word]) => word.length >= 6);

function logoChain(headForms: string[]): string | null {
  for (const form of headForms) {
    const squeezed = form.replace(/[^A-Z0-9 ]/g, ' ').trim();
    const candidates = [...squeezed.split(/\s+/), squeezed.replace(/\s+/g, '')];
    for (const word of candidates) {
      if (word.length < 5) continue;
      const hit = LOGO_WORDS.find(([chain]) => ocrSimilarity(word.toLowerCase(), chain.toLowerCase(), 0.8) >= 0.8);
      if (hit) return hit[1];
    }
  }
  return null;
}

/** An amount such as 8,80 or 1.99: a line holding one is a purchase. */
const PRICED = /\d[.,]\s?\d{2}(?!\d)/;

/**
 * The shop's name: a known chain anywhere in the first lines or in the footer ('THANK YOU FOR SHOPPING AT
 * WALGREENS'), else a chain name read through an OCR slip in the first lines, else the first header line that
 * reads like a name.
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
  const logo = logoChain(forms.slice(0, 5));
  if (logo) return logo;
  for (const { text: line, confidence } of lines.slice(0, 4)) {
    // A logo read as text gives low-confidence garbage; only a clearly printed line can name the shop.
    if (confidence < 75) continue;
    const form = keywordForm(line).trim();
    const letters = form.replace(/[^A-Z]/g, '');
    // A line with an amount is a purchase (the header was cut off or unread), not the shop's name.
    if (PRICED.test(line)) continue;
    if (letters.length >= 4 && letters.length >= form.replace(/\s/g, '').length * 0.7 && !NOT_A_NAME.test(form) && classifyLine(line) === 'item') {
      const name = line.replace(/[^\p{L}\p{N}&' .-]/gu, '').trim();
      // 'RESTAURANT DEPOT' as a person writes it; mixed case ('Green Valley Market', 'PICK n PAY') is kept.
      return /\p{Ll}/u.test(name) ? name : name.replace(/\p{L}[\p{L}']*/gu, (w) => w[0]! + w.slice(1).toLowerCase());
    }
  }
  return null;
}
