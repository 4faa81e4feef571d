import { describe, expect, it } from 'vitest';
import { canPreviewInBrowser, formatFileSize, receiptFileProblem } from './receipt-file-check';

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
