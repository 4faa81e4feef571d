import { foldText, type MatchKnowledge } from './match-knowledge';

/** Sizes, units and pack counts say nothing about what the product is: '4L', '350G', '6PK', '8.4OZ', 'EA'. */
const SIZE_TOKEN = /^\d+([.,]\d+)?(%|g|gr|kg|ml|cl|l|lt|oz|z|lb|lbs|pk|ct|pc|pcs|st|stk|x|er|mm|cm|s)?$/i;
const UNIT_WORDS = new Set(['ea', 'ct', 'pk', 'lb', 'lbs', 'oz', 'fl', 'kg', 'g', 'gr', 'ml', 'l', 'ltr', 'stk', 'st', 'pcs', 'pack', 'each', 'count', 'vol', 'ca', 'whse', 'ounce', 'pound', 'gallon', 'quart', 'pint', 'litre', 'liter', 'gram', 'kilogram', 'fluid', 'dozen', 'bottle', 'can', 'jar', 'bag', 'bunch']);

/** Splits a receipt product name into upper-case tokens, keeping receipt abbreviations such as 'B/S', '2%' and 'H&H'. */
function rawTokens(name: string): string[] {
  const folded = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  return folded.split(/[\s.,;:()!?"+*=_]+|(?<=[A-Z])-(?=[A-Z])/).filter(Boolean);
}

/**
 * The product's words in plain lower-case English or German: abbreviations expanded ('BNLS SKLS CHKN BRST'
 * -> 'boneless skinless chicken breast'), a leading store brand dropped ('GV', 'KS'), sizes and units removed.
 */
export function productWords(name: string, knowledge: MatchKnowledge, expand = true): string[] {
  let tokens = rawTokens(name);
  // Store brands lead the line ('GV', 'KS', 'REWE BESTE WAHL'); keep them if nothing would be left.
  for (let round = 0; round < 2; round++) {
    const brandLength = [3, 2, 1].find((n) => tokens.length > n && knowledge.brandPrefixes.has(tokens.slice(0, n).join(' ')));
    if (brandLength === undefined) break;
    tokens = tokens.slice(brandLength);
  }

  const words: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const pair = i + 1 < tokens.length ? `${tokens[i]} ${tokens[i + 1]}` : null;
    const phrase = pair && expand ? knowledge.tokenExpansions.get(pair) : undefined;
    if (phrase !== undefined) {
      words.push(...foldText(phrase).split(' '));
      i += 2;
      continue;
    }
    const token = tokens[i]!;
    const expansion = expand ? knowledge.tokenExpansions.get(token) : undefined;
    if (expansion !== undefined) words.push(...foldText(expansion).split(' '));
    else words.push(...foldText(token).split(' '));
    i++;
  }
  return words.filter((w) => w.length >= 2 && !SIZE_TOKEN.test(w) && !UNIT_WORDS.has(w));
}
