import { createHash } from 'node:crypto';
import { ReceiptError, sniffImageType, type ParsedReceipt } from '@forkcast/receipts';
import type { Receipt, ReceiptItemInput } from '@forkcast/contracts';
import { AppError, type ErrorCode } from '../../errors.js';
import type { UsageMeter } from '../subscriptions/usage-service.js';
import { QUEUE_FULL_MESSAGE, type ReadingQueue } from './reading-queue.js';
import type { ReadingThreads } from './reading-threads.js';
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

/** Thrown when the client went away before its receipt was stored: nothing is read further, nothing is stored. */
const clientGone = () => new AppError('UPLOAD_TIMEOUT', 'The connection closed before the receipt was stored. Nothing was saved.');

export function createReceiptService(deps: {
  repository: ReceiptRepository;
  queue: ReadingQueue;
  threads: ReadingThreads;
  usage: UsageMeter;
  /** Uploads one user may have under way at once. */
  uploadsPerUser: number;
}) {
  const { repository, queue, threads, usage, uploadsPerUser } = deps;
  const underWay = new Map<string, number>();

  /**
   * Reads the receipt on a reading thread, which also makes the copy we keep turned the way the reader found it
   * upright (a sideways photo is stored upright), bounded, with no metadata (GPS) left. A receipt whose client went
   * away while it waited for its turn is not read.
   */
  async function read(
    bytes: Buffer,
    signal: AbortSignal | undefined,
  ): Promise<{ parsed: ParsedReceipt; stored: { bytes: Buffer; type: string }; ms: number }> {
    const started = performance.now();
    try {
      const { parsed, stored } = await queue.run(async () => {
        if (signal?.aborted) throw clientGone();
        return threads.read(bytes);
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

  /** Checks the bytes, reads them and stores the receipt: the upload once its body is in. */
  async function store(userId: string, bytes: Buffer, duplicate: 'refuse' | 'allow', signal?: AbortSignal): Promise<string> {
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
      const { parsed, stored, ms } = await read(bytes, signal);
      if (parsed.items.length === 0) {
        throw new AppError('NO_ITEMS_FOUND');
      }
      // Checked again after the read: a client that left meanwhile gets no receipt and is not charged for one.
      if (signal?.aborted) throw clientGone();
      return repository.insert(userId, parsed, { ...stored, sourceSha256 }, ms);
    });
  }

  return {
    /**
     * Reads the image and stores the receipt with its items in one transaction; nothing is stored on failure. The
     * read counts against the plan's receipt allowance, taken after the cheap checks and before OCR; a read that
     * fails is not counted.
     */
    async upload(
      userId: string,
      receive: () => Promise<Buffer>,
      duplicate: 'refuse' | 'allow' = 'refuse',
      signal?: AbortSignal,
    ): Promise<string> {
      // Refused before the body is read: a full queue or a user with uploads under way costs no bandwidth.
      if (queue.full) throw new AppError('RATE_LIMITED', QUEUE_FULL_MESSAGE);
      const mine = underWay.get(userId) ?? 0;
      if (mine >= uploadsPerUser) {
        throw new AppError('RATE_LIMITED', 'Your other receipts are still being read. Wait for them to finish, then upload this one.');
      }
      underWay.set(userId, mine + 1);
      try {
        return await store(userId, await receive(), duplicate, signal);
      } finally {
        const left = underWay.get(userId)! - 1;
        if (left === 0) underWay.delete(userId);
        else underWay.set(userId, left);
      }
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

    async delete(userId: string, receiptId: string): Promise<void> {
      if (!(await repository.delete(userId, receiptId))) throw new AppError('RECEIPT_NOT_FOUND');
    },

    async updateItems(userId: string, receiptId: string, items: ReceiptItemInput[]): Promise<Receipt> {
      if (!(await repository.replaceItems(userId, receiptId, items))) throw new AppError('RECEIPT_NOT_FOUND');
      return this.get(userId, receiptId);
    },
  };
}

export type ReceiptService = ReturnType<typeof createReceiptService>;
