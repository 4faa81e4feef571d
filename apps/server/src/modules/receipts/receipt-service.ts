import { readReceipt, ReceiptError, sniffImageType, toStoredImage, type ParsedReceipt } from '@forkcast/receipts';
import type { Receipt, ReceiptItemInput } from '@forkcast/contracts';
import { AppError, type ErrorCode } from '../../errors.js';
import type { ReadingQueue } from './reading-queue.js';
import type { ReceiptRepository } from './receipt-repository.js';

const readerErrors: Record<ReceiptError['code'], { code: ErrorCode; message: string }> = {
  EMPTY_FILE: { code: 'VALIDATION', message: 'The file is empty. Choose a photo of your receipt.' },
  FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'File is too large. The limit is 10 MB.' },
  UNSUPPORTED_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported file type. Upload a JPEG, PNG, WebP or HEIC image.',
  },
  CORRUPT_IMAGE: { code: 'VALIDATION', message: 'This image is damaged or incomplete and cannot be opened.' },
  TOO_MANY_PIXELS: { code: 'PAYLOAD_TOO_LARGE', message: 'This image has too many pixels. Upload a photo of at most 40 megapixels.' },
  ANIMATED_IMAGE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Animated images are not supported. Upload a still photo of your receipt.' },
  OCR_FAILED: { code: 'UNPROCESSABLE', message: 'We could not read this receipt. Try a sharper, well-lit photo.' },
  OCR_TIMEOUT: { code: 'UNPROCESSABLE', message: 'Reading this receipt took too long. Try a smaller or sharper photo.' },
};

export function createReceiptService(deps: { repository: ReceiptRepository; queue: ReadingQueue }) {
  const { repository, queue } = deps;

  /** Reads the receipt and makes the copy we keep: upright, bounded, with no metadata (GPS) left. */
  async function read(bytes: Buffer): Promise<{ parsed: ParsedReceipt; stored: { bytes: Buffer; type: string }; ms: number }> {
    const started = performance.now();
    try {
      const [parsed, stored] = await queue.run(() => Promise.all([readReceipt(bytes), toStoredImage(bytes)]));
      return { parsed, stored, ms: Math.round(performance.now() - started) };
    } catch (error) {
      if (error instanceof ReceiptError) {
        const mapped = readerErrors[error.code];
        throw new AppError(mapped.code, mapped.message);
      }
      throw error;
    }
  }

  return {
    /** Reads the image and stores the receipt with its items in one transaction; nothing is stored on failure. */
    async upload(userId: string, bytes: Buffer): Promise<string> {
      if (bytes.length === 0) throw new AppError('VALIDATION', readerErrors.EMPTY_FILE.message);
      if (!sniffImageType(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', readerErrors.UNSUPPORTED_TYPE.message);
      const { parsed, stored, ms } = await read(bytes);
      if (parsed.items.length === 0) {
        throw new AppError(
          'UNPROCESSABLE',
          "We couldn't find any purchased items in this image. Is it a photo of a grocery receipt?",
        );
      }
      return repository.insert(userId, parsed, stored, ms);
    },

    async get(userId: string, receiptId: string): Promise<Receipt> {
      const receipt = await repository.find(userId, receiptId);
      if (!receipt) throw new AppError('NOT_FOUND', 'Receipt not found');
      return receipt;
    },

    recent: (userId: string) => repository.findRecent(userId),

    async image(userId: string, receiptId: string): Promise<{ bytes: Buffer; type: string }> {
      const image = await repository.findImage(userId, receiptId);
      if (!image) throw new AppError('NOT_FOUND', 'Receipt not found');
      return image;
    },

    async updateItems(userId: string, receiptId: string, items: ReceiptItemInput[]): Promise<Receipt> {
      if (!(await repository.replaceItems(userId, receiptId, items))) throw new AppError('NOT_FOUND', 'Receipt not found');
      return this.get(userId, receiptId);
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
