import { RECEIPT_FILE_EXTENSIONS, RECEIPT_IMAGE_TYPES, RECEIPT_MAX_BYTES } from '@forkcast/contracts/vocabulary';

/** What the browser tells us about a chosen file; a File satisfies it. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();
const notAnImage = (name: string) => `"${name}" is not a supported image. Please choose a JPEG, PNG, HEIC or WebP photo.`;

/** The value of the file inputs' `accept`: MIME types for browsers that know them, extensions for HEIC where they do not. */
export const RECEIPT_ACCEPT = [...RECEIPT_IMAGE_TYPES, ...RECEIPT_FILE_EXTENSIONS].join(',');

/**
 * Why a chosen file cannot be sent, or null when it can (spec section 5: one image, an accepted type, at most 10 MB).
 * The type is judged by MIME type or, since browsers often leave HEIC untyped, by extension; the server sniffs the bytes anyway.
 */
export function receiptFileProblem(files: readonly ChosenFile[]): string | null {
  if (files.length === 0) return 'No file was chosen.';
  if (files.length > 1) return 'Please choose one receipt image at a time.';
  const [file] = files as [ChosenFile];
  const typeKnown = (RECEIPT_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionKnown = (RECEIPT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeKnown && !extensionKnown) return notAnImage(file.name);
  if (file.size === 0) return `"${file.name}" is empty. Please choose a photo of your receipt.`;
  if (file.size > RECEIPT_MAX_BYTES) {
    return `"${file.name}" is ${formatFileSize(file.size)}, over the 10 MB limit. Please choose a smaller photo.`;
  }
  return null;
}

/** How many leading bytes the signature check reads: enough for a HEIC file's list of compatible brands. */
export const SIGNATURE_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
/** ISO media brands of HEIF/HEIC stills and sequences, as phones write them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * Whether a file's first bytes are a JPEG, PNG, WebP or HEIC image, the types the server accepts, whatever the file is called.
 * The same test as the server's (packages/receipts sniff-image-type), which the web cannot import: it depends on contracts only.
 */
export function hasImageSignature(head: Uint8Array): boolean {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (head.length >= 8 && ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return true;
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return true;
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return false;
  // The ftyp box: major brand, minor version, then compatible brands up to the box's end. AVIF also lists 'mif1'.
  const boxEnd = Math.min(head.length, ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0);
  const major = ascii(head, 8, 12);
  if (major === 'avif' || major === 'avis') return false;
  const brands = [major];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
  return brands.some((brand) => HEIC_BRANDS.has(brand));
}

/**
 * `receiptFileProblem` plus a look at the file's first bytes, so a text file renamed 'receipt.jpg' is refused here,
 * before the page says anything about it, rather than by the server after the upload.
 */
export async function receiptFileProblemAfterReading(files: readonly File[]): Promise<string | null> {
  const problem = receiptFileProblem(files);
  if (problem) return problem;
  const [file] = files as [File];
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return `"${file.name}" could not be read. Please choose it again.`;
  }
  return hasImageSignature(head) ? null : notAnImage(file.name);
}

/** Chromium and Firefox cannot draw HEIC, so its preview is a placeholder rather than a broken image. */
export function canPreviewInBrowser(file: ChosenFile): boolean {
  return !(file.type.toLowerCase() === 'image/heic' || extensionOf(file.name) === '.heic');
}

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * '6 bytes', '12 KB', '1.5 MB': the unit that fits the size. Rounded up, so a file just over the 10 MB limit never
 * reads as exactly 10 MB and a small file never as 0.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < MIB) return `${Math.ceil(bytes / KIB)} KB`;
  return `${(Math.ceil((bytes / MIB) * 10) / 10).toFixed(1)} MB`;
}
