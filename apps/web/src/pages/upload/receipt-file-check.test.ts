import { describe, expect, it } from 'vitest';
import { canPreviewInBrowser, formatFileSize, hasImageSignature, receiptFileProblem, receiptFileProblemAfterReading } from './receipt-file-check';

const photo = (name: string, type: string, size = 200_000) => ({ name, type, size });

describe('receiptFileProblem', () => {
  it.each([
    photo('receipt.jpg', 'image/jpeg'),
    photo('RECEIPT.JPEG', 'image/jpeg'),
    photo('scan.png', 'image/png'),
    photo('scan.webp', 'image/webp'),
    photo('IMG_0042.HEIC', ''),
    photo('IMG_0042.heic', 'image/heic'),
    photo('camera-shot', 'image/jpeg'),
  ])('accepts $name ($type)', (file) => {
    expect(receiptFileProblem([file])).toBeNull();
  });

  it('rejects other types by name', () => {
    expect(receiptFileProblem([photo('receipt.pdf', 'application/pdf')])).toBe(
      '"receipt.pdf" is not a supported image. Please choose a JPEG, PNG, HEIC or WebP photo.',
    );
    expect(receiptFileProblem([photo('anim.gif', 'image/gif')])).toMatch(/not a supported image/);
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(receiptFileProblem([photo('big.jpg', 'image/jpeg', 10_485_760)])).toBeNull();
    expect(receiptFileProblem([photo('big.jpg', 'image/jpeg', 10_485_761)])).toBe(
      '"big.jpg" is 10.1 MB, over the 10 MB limit. Please choose a smaller photo.',
    );
  });

  it('refuses empty files, no file and several files', () => {
    expect(receiptFileProblem([photo('empty.jpg', 'image/jpeg', 0)])).toMatch(/is empty/);
    expect(receiptFileProblem([])).toBe('No file was chosen.');
    expect(receiptFileProblem([photo('a.jpg', 'image/jpeg'), photo('b.jpg', 'image/jpeg')])).toBe(
      'Please choose one receipt image at a time.',
    );
  });
});

describe('canPreviewInBrowser', () => {
  it('previews JPEG, PNG and WebP but not HEIC', () => {
    expect(canPreviewInBrowser(photo('a.jpg', 'image/jpeg'))).toBe(true);
    expect(canPreviewInBrowser(photo('a.webp', 'image/webp'))).toBe(true);
    expect(canPreviewInBrowser(photo('a.HEIC', ''))).toBe(false);
  });
});

it('formats sizes in the unit that fits, never a small file as 0.1 MB or 0', () => {
  expect(formatFileSize(6)).toBe('6 bytes');
  expect(formatFileSize(1)).toBe('1 byte');
  expect(formatFileSize(2_000)).toBe('2 KB');
  expect(formatFileSize(300_000)).toBe('293 KB');
  expect(formatFileSize(1_572_864)).toBe('1.5 MB');
  expect(formatFileSize(25 * 1_048_576)).toBe('25.0 MB');
  expect(formatFileSize(10_485_761)).toBe('10.1 MB');
});

describe('hasImageSignature', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
  /** An ISO media file's opening ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
  const ftyp = (major: string, ...compatible: string[]) => bytes([0, 0, 0, 16 + 4 * compatible.length], `ftyp${major}`, [0, 0, 0, 0], compatible.join(''), [0, 0, 0, 8]);

  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(hasImageSignature(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe(true);
    expect(hasImageSignature(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'))).toBe(true);
    expect(hasImageSignature(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe(true);
  });

  it('knows HEIC by its ftyp brands, major or compatible, and not AVIF or a video', () => {
    expect(hasImageSignature(ftyp('heic', 'mif1', 'heic'))).toBe(true);
    expect(hasImageSignature(ftyp('heix', 'mif1'))).toBe(true);
    expect(hasImageSignature(ftyp('mif1', 'mif1', 'heic'))).toBe(true);
    expect(hasImageSignature(ftyp('msf1', 'msf1', 'hevc'))).toBe(true);
    expect(hasImageSignature(ftyp('avif', 'mif1', 'avif'))).toBe(false);
    expect(hasImageSignature(ftyp('isom', 'mp41'))).toBe(false);
  });

  it('refuses text, PDF, GIF and headers cut short', () => {
    expect(hasImageSignature(bytes('BANANAS 1.29\nMILK 3.49\n'))).toBe(false);
    expect(hasImageSignature(bytes('%PDF-1.7\n'))).toBe(false);
    expect(hasImageSignature(bytes('GIF89a', [1, 0, 1, 0]))).toBe(false);
    expect(hasImageSignature(bytes([0xff, 0xd8]))).toBe(false);
    expect(hasImageSignature(new Uint8Array())).toBe(false);
  });
});

describe('receiptFileProblemAfterReading', () => {
  it('refuses a text file named like a photo, by its content', async () => {
    const renamed = new File(['BANANAS 1.29\n'], 'PXL_20260301.jpg', { type: 'image/jpeg' });
    expect(await receiptFileProblemAfterReading([renamed])).toBe(
      '"PXL_20260301.jpg" is not a supported image. Please choose a JPEG, PNG, HEIC or WebP photo.',
    );
  });

  it('accepts a JPEG whatever it is called, and still refuses by size or count first', async () => {
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 0, 0x43])], 'photo', { type: '' });
    expect(await receiptFileProblemAfterReading([new File([jpeg], 'receipt.jpg', { type: 'image/jpeg' })])).toBeNull();
    expect(await receiptFileProblemAfterReading([jpeg, jpeg])).toBe('Please choose one receipt image at a time.');
    expect(await receiptFileProblemAfterReading([new File([], 'empty.jpg', { type: 'image/jpeg' })])).toMatch(/is empty/);
  });
});
