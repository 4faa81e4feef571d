import { createHash } from 'node:crypto';
import {
  defaultReadingContext,
  readReceiptWith,
  ReceiptError,
  sniffImageType,
  toStoredImage,
  type OcrEngineChoice,
  type ParsedReceipt,
} from '@forkcast/receipts';
import type { Receipt, ReceiptItemInput } from '@forkcast/contracts';
import { AppError, type ErrorCode } from '../../errors.js';
import type { UsageMeter } from '../subscriptions/usage-service.js';
import type { ReadingQueue } from './reading-queue.js';
import type { ReceiptRepository } from './receipt-repository.js';

/** The reader's failures as catalogue codes; the catalogue holds the messages a user sees. */
const readerErrors: Record<ReceiptError['code'], { code: ErrorCode; message?: string }> = {
  EMPTY_FILE: { code: 'EMPTY_FILE' },
  FILE_TOO_LARGE: { code: 'FILE_TOO_LARGE' },
  UNSUPPORTED_TYPE: { code: 'UNSUPPORTED_FILE_TYPE' },
  CORRUPT_IMAGE: { code: 'IMAGE_DAMAGED' },
  TOO_MANY_PIXELS: { code: 'TOO_MANY_PIXELS' },
  ANIMATED_IMAGE: {
    code: 'UNSUPPORTED_FILE_TYPE',
    message: 'Animated images are not supported. Upload a still photo of your receipt.',
  },
  OCR_FAILED: { code: 'RECEIPT_UNREADABLE' },
  OCR_TIMEOUT: { code: 'RECEIPT_UNREADABLE', message: 'Reading this receipt took too long. Try a smaller or sharper photo.' },
};

export function createReceiptService(deps: {
  repository: ReceiptRepository;
  queue: ReadingQueue;
  ocrEngine: OcrEngineChoice;
  usage: UsageMeter;
}) {
  const { repository, queue, ocrEngine, usage } = deps;

  /**
   * Reads the receipt, then makes the copy we keep turned the way the reader found it upright (a sideways photo is
   * stored upright), bounded, with no metadata (GPS) left. Both run in one queue job, so they share its core.
   */
  async function read(bytes: Buffer): Promise<{ parsed: ParsedReceipt; stored: { bytes: Buffer; type: string }; ms: number }> {
    const started = performance.now();
    try {
      const { parsed, stored } = await queue.run(async () => {
        const parsed = await readReceiptWith(defaultReadingContext(ocrEngine), bytes);
        return { parsed, stored: await toStoredImage(bytes, { rotation: parsed.rotation }) };
      });
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
    /**
     * Reads the image and stores the receipt with its items in one transaction; nothing is stored on failure. The
     * read counts against the plan's receipt allowance, taken after the cheap checks and before OCR; a read that
     * fails is not counted.
     */
    async upload(userId: string, bytes: Buffer, duplicate: 'refuse' | 'allow' = 'refuse'): Promise<string> {
      if (bytes.length === 0) throw new AppError('EMPTY_FILE');
      if (!sniffImageType(bytes)) throw new AppError('UNSUPPORTED_FILE_TYPE');
      // Checked before reading: a photo uploaded again would lose the corrections made to the first copy.
      const sourceSha256 = createHash('sha256').update(bytes).digest('hex');
      const first = duplicate === 'refuse' ? await repository.findBySourceHash(userId, sourceSha256) : null;
      if (first) {
        throw new AppError('RECEIPT_ALREADY_UPLOADED', undefined, {
          receiptId: first.id,
          uploadedAt: first.createdAt.toISOString(),
        });
      }
      return usage.metered(userId, 'receipt_processing', async () => {
        const { parsed, stored, ms } = await read(bytes);
        if (parsed.items.length === 0) {
          throw new AppError('NO_ITEMS_FOUND');
        }
        return repository.insert(userId, parsed, { ...stored, sourceSha256 }, ms);
      });
    },

    async get(userId: string, receiptId: string): Promise<Receipt> {
      const receipt = await repository.find(userId, receiptId);
      if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
      return receipt;
    },

    recent: (userId: string) => repository.findRecent(userId),

    async image(userId: string, receiptId: string): Promise<{ bytes: Buffer; type: string }> {
      const image = await repository.findImage(userId, receiptId);
      if (!image) throw new AppError('RECEIPT_NOT_FOUND');
      return image;
    },

    async updateItems(userId: string, receiptId: string, items: ReceiptItemInput[]): Promise<Receipt> {
      if (!(await repository.replaceItems(userId, receiptId, items))) throw new AppError('RECEIPT_NOT_FOUND');
      return this.get(userId, receiptId);
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
