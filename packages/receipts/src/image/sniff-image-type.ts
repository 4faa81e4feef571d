export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic';

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function ascii(buf: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...buf.subarray(start, end));
}

/**
 * Tells an accepted image type from its first bytes, ignoring the file name.
 * Returns null for anything else (GIF, PDF, text, AVIF, truncated headers).
 */
export function sniffImageType(buf: Uint8Array): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && ascii(buf, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (buf.length >= 12 && ascii(buf, 4, 8) === 'ftyp') {
    // The major brand, or any compatible brand, names HEIF/HEIC; AVIF also uses 'mif1' so exclude it first.
    const boxSize = Math.min(buf.length, (buf[0]! << 24) | (buf[1]! << 16) | (buf[2]! << 8) | buf[3]!);
    const brands: string[] = [ascii(buf, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(buf, at, at + 4));
    if (brands[0] === 'avif' || brands[0] === 'avis') return null;
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  }
  return null;
}

/** Names a few common non-accepted types, for clearer error messages. */
export function describeUnsupportedType(buf: Uint8Array): string {
  if (buf.length >= 6 && /^GIF8[79]a$/.test(ascii(buf, 0, 6))) return 'GIF';
  if (buf.length >= 5 && ascii(buf, 0, 5) === '%PDF-') return 'PDF';
  if (buf.length >= 12 && ascii(buf, 4, 12) === 'ftypavif') return 'AVIF';
  if (buf.length >= 2 && ascii(buf, 0, 2) === 'BM') return 'BMP';
  if (buf.length >= 4 && (ascii(buf, 0, 4) === 'II*\0' || ascii(buf, 0, 4) === 'MM\0*')) return 'TIFF';
  if (buf.length >= 4 && ascii(buf, 0, 4) === 'PK\x03\x04') return 'ZIP';
  return 'unknown';
}
