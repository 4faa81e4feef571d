/**
 * The PDF is set in PDF's standard fonts (Helvetica), which every reader has, so nothing is embedded and the file stays
 * small. They only hold the Windows-1252 ("WinAnsi") characters: Latin-1 plus curly quotes, dashes, bullet, euro and a
 * few more. Text from elsewhere is brought into that set here rather than printed as blank boxes.
 */

/** The characters above Latin-1 that WinAnsi has (pdfkit maps them to their code points in the font). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/** Letters whose plain form does not come out of Unicode decomposition. */
const PLAIN_LETTERS: Record<string, string> = { ı: 'i', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', ŧ: 't', '⁄': '/', '−': '-' };

/**
 * Each character outside WinAnsi becomes its nearest plain form: 'ı' -> 'i', 'ő' -> 'o', '⅓' -> '1/3' (and '1⅓' ->
 * '1 1/3', so it is not read as 11/3), a tab or line break a space; what has none becomes '?'.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    if (/\s/.test(char)) {
      out += ' ';
      continue;
    }
    const plain = [...char.normalize('NFKD').replace(/\p{M}/gu, '')].map((part) => PLAIN_LETTERS[part] ?? part).join('');
    if (plain && [...plain].every(isWinAnsi)) {
      const isFraction = plain.includes('/') && /\d$/.test(out);
      out += isFraction ? ` ${plain}` : plain;
    } else {
      out += '?';
    }
  }
  return out;
}
