import { ocrSimilarity } from '../match/ocr-edit-distance';
import { classifyLine, isDepartmentHeader, keywordForm } from './line-kind';

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
  [/\bRITE ?AID\b/, 'Rite Aid'],
  [/\bDUANE ?READE\b/, 'Duane Reade'],
  [/\bDOLLAR GENERAL\b/, 'Dollar General'],
  [/\bFAMILY DOLLAR\b/, 'Family Dollar'],
  [/^ ?WEIS\b|\bWEIS MARKETS?\b/, 'Weis Markets'],
  [/\b99 ?RANCH\b/, '99 Ranch Market'],
  [/\bFRESH THYME\b/, 'Fresh Thyme'],
  [/\bNATURAL GROCERS\b/, 'Natural Grocers'],
  [/\bTHE FRESH MARKET\b/, 'The Fresh Market'],
  [/\bSTATER BROS\b/, 'Stater Bros.'],
  [/\bRALEY ?S\b/, "Raley's"],
  [/\bGROCERY OUTLET\b/, 'Grocery Outlet'],
  [/\bSCHNUCKS\b/, 'Schnucks'],
  [/\bDIERBERGS\b/, 'Dierbergs'],
  [/\bCUB FOODS\b/, 'Cub'],
  [/\bLUNDS ?(?:&|AND)? ?BYERLYS\b/, 'Lunds & Byerlys'],
  [/\bKOWALSKI ?S MARKET\b/, "Kowalski's Market"],
  [/\bCOBORN ?S\b/, "Coborn's"],
  [/\bFESTIVAL FOODS\b/, 'Festival Foods'],
  [/\bBROOKSHIRE ?S\b/, "Brookshire's"],
  [/\bROUSES MARKETS?\b/, 'Rouses Markets'],
  [/\bBRISTOL FARMS\b/, 'Bristol Farms'],
  [/\bSTEW LEONARD ?S\b/, "Stew Leonard's"],
  [/\bHEINEN ?S\b/, "Heinen's"],
  [/\bHARMONS\b/, 'Harmons'],
  [/\bEARTH FARE\b/, 'Earth Fare'],
  [/\bFOODMAXX\b/, 'FoodMaxx'],
  [/\bSAVE ?MART\b/, 'Save Mart'],
  [/\bQFC\b/, 'QFC'],
  [/\bMARC ?S\b/, "Marc's"],
  [/\bCOUNTY MARKET\b/, 'County Market'],
  [/\bWOODMAN ?S\b/, "Woodman's"],
  [/\bMARIANO ?S\b/, "Mariano's"],
  [/\bPICK ?N ?SAVE\b/, "Pick 'n Save"],
  [/\bFAREWAY\b/, 'Fareway'],
  [/\bINGLES\b/, 'Ingles'],
  [/\bFOOD CITY\b/, 'Food City'],
  [/\bLOWES FOODS\b/, 'Lowes Foods'],
  [/\bBIG Y\b/, 'Big Y'],
  [/\bSTAR MARKET\b/, 'Star Market'],
  [/\bSHAW ?S\b/, "Shaw's"],
  [/\bACME MARKETS\b/, 'Acme Markets'],
  [/\bTOM THUMB\b/, 'Tom Thumb'],
  [/\bRANDALLS\b/, 'Randalls'],
  [/\bFIESTA MART\b/, 'Fiesta Mart'],
  [/\bCENTRAL MARKET\b/, 'Central Market'],
  [/\bNORTHGATE\b/, 'Northgate Market'],
  [/\bCARDENAS\b/, 'Cardenas'],
  [/\bVALLARTA\b/, 'Vallarta'],
  [/\bEL SUPER\b/, 'El Super'],
  [/\bMITSUWA\b/, 'Mitsuwa'],
  [/\bUWAJIMAYA\b/, 'Uwajimaya'],
  [/\bSEAFOOD CITY\b/, 'Seafood City'],
  [/\bPATEL BROTHERS\b/, 'Patel Brothers'],
  [/\bLOTTE PLAZA\b/, 'Lotte Plaza'],
  [/\bZION MARKET\b/, 'Zion Market'],
  [/\bHONG KONG SUPERMARKET\b/, 'Hong Kong Supermarket'],
  [/\bFOOD BAZAAR\b/, 'Food Bazaar'],
  [/\bKEY FOOD\b/, 'Key Food'],
  [/\bGELSON ?S\b/, "Gelson's"],
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
  [/^ ?SUPER C\b/, 'Super C'],
  [/\bMAXI ?(?:& ?CIE)? ?$/, 'Maxi'],
  [/\bLONGO ?S\b/, "Longo's"],
  [/\bFARM BOY\b/, 'Farm Boy'],
  [/\bINDEPENDENT GROCER\b/, 'Your Independent Grocer'],
  [/\bVALU-?MART\b/, 'Valu-mart'],
  [/\bGIANT TIGER\b/, 'Giant Tiger'],
  [/\bTHRIFTY FOODS\b/, 'Thrifty Foods'],
  [/\bSHOPPERS DRUG MART\b/, 'Shoppers Drug Mart'],
  [/\bLONDON DRUGS\b/, 'London Drugs'],
  [/\bPHARMAPRIX\b/, 'Pharmaprix'],
  [/\bJEAN COUTU\b/, 'Jean Coutu'],
  [/\bREXALL\b/, 'Rexall'],
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
  // Reliance Smart's shops trade as Smart Bazaar since 2021.
  [/\bSMART ?BAZAAR\b/, 'Smart Bazaar'],
  [/\bRELIANCE SMART\b/, 'Reliance Smart'],
  [/\bSPENCER ?S RETAIL\b/, "Spencer's"],
  [/\bBIG BAZAAR\b/, 'Big Bazaar'],
  [/\bAPNA BAZAA?R\b/, 'Apna Bazar'],
  [/\bNEW YORK MART\b/, 'New York Mart'],
  [/\bGREAT WALL SUPERMARKET\b/, 'Great Wall Supermarket'],
  [/\bNIJIYA\b/, 'Nijiya Market'],
  [/\bSEDANO ?S\b/, "Sedano's"],
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
  [/\bTEGUT\b/, 'tegut'],
  [/\bALNATURA\b/, 'Alnatura'],
  [/\bDENNS BIOMARKT\b/, "denn's Biomarkt"],
  [/\bBIO COMPANY\b/, 'Bio Company'],
  [/\bNAH ?(?:&|UND) ?FRISCH\b/, 'nah & frisch'],
  [/\bDM[- ]DROGERIE\b/, 'dm'],
  [/\bROSSMANN\b/, 'Rossmann'],
  [/^ ?REAL\b/, 'real'],
];

/**
 * Header lines that are addresses, phone numbers, slogans, boilerplate or a column's currency rather than the shop's
 * name; German streets end their one word in -weg, -straße (OCR: -strabe), -platz, -allee or -gasse.
 */
const NOT_A_NAME =
  /\d{3,}|\b(STR|STRASSE|STREET|ST|AVE|AVENUE|ROAD|RD|BLVD|DR|DRIVE|HWY|HIGHWAY|LN|LANE|WAY|PKWY|SUITE|STE|TEL|PHONE|FAX|WWW|HTTP|COM|UID|STEUER|GMBH CO|OPEN|HOURS|SINCE|EST|MANAGER|MGR|CASHIER|REGISTER|RECEIPT|INVOICE|COPY|EUR|EURO)\b|\B(WEG|STRASSE|STRABE|PLATZ|ALLEE|GASSE)\b/;

/** Words a shop's logo prints on its own line under the name ('WEIS' / 'MARKETS', '99 RANCH' / 'MARKET'). */
const SHOP_WORD_LINE = /^(?: ?(?:FRESH|FOOD|FOODS|MARKETS?|SUPERMARKETS?|SUPERMERCADO|GROCERY|GROCERS?|WHOLESALE|CLUB|PHARMACY|DRUGS?|MART|STORES?|CO|INC|LTD|AND|&))+ ?$/;

/** A store number after the name ('Weis Markets #147', 'Store 0352') and 'Welcome to' before it. */
const STORE_NUMBER = /\s*(?:#|NO\.?\s|STORE\s#?)\s*\d+\s*$/i;
const WELCOME = /^\s*(?:WELCOME|WILLKOMMEN)\b\s*(?:(?:TO|AT|BEI|IM|IN)\s+)?/i;

/** A word of the logo or header rather than OCR noise: two letters or more, or a number beside words ('99 RANCH'). */
const isNameWord = (token: string): boolean => /\p{L}{2}/u.test(token) || /^\d{1,3}$/.test(token) || /^&$/.test(token);

/** A header line without the noise OCR makes of a logo's graphics ('— WEIS', '# 99 RANCH', '« Corner Grocery ~'). */
function headerWords(line: string): string {
  const words = line
    .replace(WELCOME, '')
    .replace(STORE_NUMBER, '')
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'.]+$/gu, '').replace(/\.$/, ''))
    .filter(isNameWord);
  // Digits only count beside words; a line of numbers is no name.
  return words.some((w) => /\p{L}{2}/u.test(w)) ? words.join(' ') : '';
}

/** 'RESTAURANT DEPOT' as a person writes it; mixed case ('Green Valley Market', 'PICK n PAY') is kept. */
const displayCase = (name: string): string => (/\p{Ll}/u.test(name) ? name : name.replace(/\p{L}[\p{L}']*/gu, (w) => w[0]! + w.slice(1).toLowerCase()));

/** The letters of a pattern that is one plain phrase ('WHOLE FOODS'), as a logo prints them; null for any other pattern. */
const phraseLetters = (pattern: RegExp): string | null => /^\\b([A-Z ]+)\\b$/.exec(pattern.source)?.[1]!.replace(/ /g, '') ?? null;

/** Chain names in letters only, as displayed and as printed ('WHOLEFOODS' for Whole Foods Market), with the chain. */
const CHAIN_WORDS = KNOWN_STORES.flatMap(([pattern, name]) =>
  [...new Set([name.toUpperCase().replace(/[^A-Z]/g, ''), phraseLetters(pattern) ?? ''])].map((word) => [word, name] as const),
);
/** The chain words of `from` letters or more, and fewer than `below`. */
const chainWords = (from: number, below = Infinity) => CHAIN_WORDS.filter(([word]) => word.length >= from && word.length < below);
/** Chain names long enough to recognise through an OCR slip in a logo ('KR0GER', 'WAL MART', 'SAFEWAV'). */
const LOGO_WORDS = chainWords(6);

/**
 * Short chain names ('ALDI', 'LIDL', 'EDEKA'): one letter misread in any way ('ALOI') is still the chain when the
 * name fills a clearly read line of its own, as a logo prints it; inside other words it would be chance.
 */
const SHORT_LOGO_WORDS = chainWords(4, 6);
const MIN_SHORT_LOGO_CONFIDENCE = 80;

const oneLetterApart = (a: string, b: string): boolean => a.length === b.length && [...a].filter((c, k) => c !== b[k]).length === 1;

function shortLogoChain(lines: { text: string; confidence: number }[]): string | null {
  for (const { text, confidence } of lines) {
    const word = keywordForm(text).replace(/[^A-Z0-9 ]/g, ' ').trim();
    if (confidence < MIN_SHORT_LOGO_CONFIDENCE || !/^[A-Z0-9]+$/.test(word)) continue;
    const hit = SHORT_LOGO_WORDS.find(([chain]) => oneLetterApart(word, chain));
    if (hit) return hit[1];
  }
  return null;
}

/** A line with a word of three letters or more: the rest of a logo's lines are its graphics read as specks. */
const hasWord = (form: string): boolean => /[A-Z]{3}/.test(form);

/**
 * A logo's words, one line each, are also read together with the next line that holds a word: 'Y HOLE' over
 * 'FOODS.' is WHOLE FOODS with a letter lost.
 */
function logoChain(headForms: string[]): string | null {
  for (const [k, form] of headForms.entries()) {
    const squeezed = form.replace(/[^A-Z0-9 ]/g, ' ').trim();
    const next = headForms.slice(k + 1, k + 3).find(hasWord) ?? '';
    const withNext = `${squeezed}${next.replace(/[^A-Z0-9]/g, '')}`.replace(/\s+/g, '');
    const candidates = [...squeezed.split(/\s+/), squeezed.replace(/\s+/g, ''), withNext];
    for (const word of candidates) {
      if (word.length < 5) continue;
      const hit = LOGO_WORDS.find(([chain]) => ocrSimilarity(word.toLowerCase(), chain.toLowerCase(), 0.8) >= 0.8);
      if (hit) return hit[1];
    }
  }
  return null;
}

/** Chain names as a web address spells them ('EDEKA' for www.edeka.de, 'CUBFOODS' for cubfoods.com). */
const WEB_WORDS = chainWords(5);
/** One slip in a five-letter name (0.8), two in an eight-letter one. */
const MIN_WEB_SIMILARITY = 0.75;
/** The name of a web address on the receipt: 'www .edexa .de' -> 'EDEXA', 'CUBFOODS.COM' -> 'CUBFOODS'. */
const WEB_NAME = /\bWWW ?\. ?([A-Z]{4,})\b|\b([A-Z]{4,}) ?\. ?(?:COM|DE|CA|CO ?\. ?UK)\b/;
const webWord = (form: string): string | null => {
  const match = WEB_NAME.exec(form);
  return match?.[1] ?? match?.[2] ?? null;
};

/** A chain named by the shop's web address, printed in the header or footer, read through one OCR slip. */
function webChain(forms: string[]): string | null {
  for (const form of forms) {
    const word = webWord(form);
    if (!word) continue;
    const hit = WEB_WORDS.find(([chain]) => ocrSimilarity(word.toLowerCase(), chain.toLowerCase(), MIN_WEB_SIMILARITY) > 0);
    if (hit) return hit[1];
  }
  return null;
}

/**
 * What only one chain prints, anywhere on the receipt: Walmart's store, operator, terminal and transaction numbers
 * ('ST# 05483 OP# 001436 TE# 09 TR# 06976') and item count ('# ITEMS SOLD 26'), the chains' slogans and loyalty
 * schemes. Patterns see the keyword form, where '#' is a space.
 */
const CHAIN_FOOTPRINTS: [RegExp, string][] = [
  [/\bST \d{3,5} OP \d+ TE \d+ TR \d+/, 'Walmart'],
  [/^ *ITEMS SOLD \d+/, 'Walmart'],
  [/\bSAVE MONEY\b.*\bLIVE BETTER\b/, 'Walmart'],
  [/\bEXPECT MORE\b.*\bPAY LESS\b/, 'Target'],
  [/\bREDCARD\b/, 'Target'],
  [/\bEXTRACARE\b/, 'CVS'],
  [/\bMPERKS\b/, 'Meijer'],
  [/\bMYWALGREENS\b/, 'Walgreens'],
  [/\bBALANCE REWARDS\b/, 'Walgreens'],
  [/\bLOW PRICES YOU CAN TRUST\b/, 'Walmart'],
  // Amazon's Prime savings on a grocery receipt are Whole Foods'.
  [/\bSAVINGS WITH PRIME\b|\bPRIME EXTRA\b/, 'Whole Foods Market'],
  [/\bWHSE ?:? ?\d+\b|\bTOTAL NUMBER OF ITEMS SOLD\b/, 'Costco'],
];

/**
 * House brands one chain alone sells, as its item lines print them after any item code ('GV WHL MLK', 'E 427381 KS
 * ORG EGG', '365 BACON'): as many lines as this of one chain's brands name the shop, where one could be a chance read.
 */
const HOUSE_BRANDS: [RegExp, string][] = [
  [/\b(?:GV|GREAT VALUE) [A-Z]/, 'Walmart'],
  [/\b(?:KS|KIRKLAND) [A-Z0-9]/, 'Costco'],
  [/(?:^|[^0-9.,] ?)365 [A-Z]/, 'Whole Foods Market'],
  [/\bMEMBERS MARK\b/, "Sam's Club"],
  [/\b(?:UP ?& ?UP|MKT PANTRY|MARKET PANTRY|GOOD ?& ?GATHER)\b/, 'Target'],
  [/\b(?:FRIENDLY FARMS|SIMPLY NATURE|HAPPY FARMS|SPECIALLY SELECTED|BAKERS CORNER|CLANCY S)\b/, 'Aldi'],
];
const HOUSE_BRAND_LINES = 2;

/** A chain told by what only it prints, or by two lines of its house brands. */
function footprintChain(forms: string[]): string | null {
  for (const form of forms) for (const [pattern, name] of CHAIN_FOOTPRINTS) if (pattern.test(form)) return name;
  for (const [pattern, name] of HOUSE_BRANDS) if (forms.filter((form) => pattern.test(form)).length >= HOUSE_BRAND_LINES) return name;
  return null;
}

/** Lines a logo may take at the top of a photo, read as noise around its words. */
const LOGO_LINES = 8;

/** An amount such as 8,80 or 1.99: a line holding one is a purchase. */
const PRICED = /\d[.,]\s?\d{2}(?!\d)/;

/** A company's registered name, by the form of company that ends it. */
const LEGAL_NAME = /\b(?:LTD|LIMITED|LLC|INC|PLC|GMBH|PTY)\.?\s*$/;

/** The name in a web address printed in the header ('Saathimart .com'), as the shop writes it. */
function webName(forms: string[]): string | null {
  const word = forms.map(webWord).find(Boolean);
  return word ? displayCase(word) : null;
}

/**
 * The shop's name: a known chain anywhere in the first lines or in the footer ('THANK YOU FOR SHOPPING AT
 * WALGREENS'), else a chain told by what only it prints, else a chain name read through an OCR slip in the first
 * lines, else the first header line that reads like a name.
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
  const logo = footprintChain(forms) ?? logoChain(forms.slice(0, LOGO_LINES)) ?? shortLogoChain(lines.slice(0, LOGO_LINES)) ?? webChain([...head, ...tail]);
  if (logo) return logo;
  const header = headerName(lines);
  // A company's registered name ('Khileshwori Trading Pvt. Ltd.') owns the shop; the shop's web address names it.
  return header && LEGAL_NAME.test(keywordForm(header)) ? (webName(head.slice(0, HEADER_LINES)) ?? header) : header;
}


/**
 * A street and house number over a postcode and town ('Rosenwag 25/27' over '58239 Schwerte'): an address, even
 * when OCR garbled the word that says street ('weg' read 'wag').
 */
const isStreetAbovePostcode = (line: string, next: string): boolean => /\p{L}\S*\s+\d{1,4}[a-z]?(\s?[-/]\s?\d{1,4}[a-z]?)?\W*$/u.test(line) && /^\W*\d{4,5}\s+\p{L}/u.test(next);

/** How far into the receipt the header may reach (a logo read as a few lines of noise comes first). */
const HEADER_LINES = 6;

/**
 * The first header line that reads like a name once logo noise, a store number and 'Welcome to' are taken off,
 * joined with a line of shop words under it ('WEIS' / 'MARKETS'). The header ends at the first priced line.
 */
function headerName(lines: { text: string; confidence: number }[]): string | null {
  for (const [k, { text: line, confidence }] of lines.slice(0, HEADER_LINES).entries()) {
    // A line with an amount is a purchase (the header was cut off or unread), not the shop's name.
    if (PRICED.test(line)) return null;
    // A logo read as text gives low-confidence garbage; only a clearly printed line can name the shop.
    if (confidence < 75) continue;
    const words = headerWords(line);
    const form = keywordForm(words).trim();
    const letters = form.replace(/[^A-Z]/g, '');
    // Letters, not digits misread for them: a number of its own ('99 RANCH') is no slip.
    const readable = letters.length >= 3 && letters.length >= form.replace(/\b\d+\b|\s/g, '').length * 0.7;
    // Addresses and phone numbers show in what the noise filter took off: '55128', '(651) 555-0101'.
    const next = lines[k + 1];
    if (!readable || NOT_A_NAME.test(keywordForm(line.replace(STORE_NUMBER, ''))) || SHOP_WORD_LINE.test(form) || isDepartmentHeader(words) || classifyLine(words) !== 'item') continue;
    if (next && isStreetAbovePostcode(line, next.text)) continue;
    const more = next && !PRICED.test(next.text) ? headerWords(next.text) : '';
    const name = more && SHOP_WORD_LINE.test(keywordForm(more)) && !form.includes(keywordForm(more).trim()) ? `${words} ${more}` : words;
    return displayCase(name);
  }
  return null;
}
