import { RECEIPT_FILE_EXTENSIONS, RECEIPT_IMAGE_TYPES, RECEIPT_MAX_BYTES } from '@forkcast/contracts/vocabulary';

/** What the browser tells us about a chosen file; a File satisfies it. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

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
  if (!typeKnown && !extensionKnown) {
    return `"${file.name}" is not a supported image. Please choose a JPEG, PNG, HEIC or WebP photo.`;
  }
  if (file.size === 0) return `"${file.name}" is empty. Please choose a photo of your receipt.`;
  if (file.size > RECEIPT_MAX_BYTES) {
    return `"${file.name}" is ${formatFileSize(file.size)}, over the 10 MB limit. Please choose a smaller photo.`;
  }
  return null;
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
