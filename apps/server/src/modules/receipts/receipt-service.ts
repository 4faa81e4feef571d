import { createHash } from 'node:crypto';
import { ReceiptError, sniffImageType, type ParsedReceipt } from '@forkcast/receipts';
import type { Receipt, ReceiptItemInput } from '@forkcast/contracts';
import { AppError, type ErrorCode } from '../../errors.js';
import type { UsageMeter } from '../subscriptions/usage-service.js';
import type { ClaimedJob } from '../jobs/job-repository.js';
import { JobCancelledError, type AdmissionBounds, type JobService } from '../jobs/job-service.js';
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

/** What a user reads when too many receipts wait for a reader. */
export const QUEUE_FULL_MESSAGE = 'Forkcast is reading many receipts right now. Try again in a minute.';
/** Seconds an upload refused for its bounds asks a client to wait (its Retry-After). */
export const UPLOAD_RETRY_AFTER_S = 60;
const refusals = {
  queue: QUEUE_FULL_MESSAGE,
  user: 'Your other receipts are still being read. Wait for them to finish, then upload this one.',
};

/** What a reading job carries besides the image. */
interface ReadingInput {
  sourceSha256: string;
}

export function createReceiptService(deps: {
  repository: ReceiptRepository;
  jobs: JobService;
  threads: ReadingThreads;
  usage: UsageMeter;
  /** Uploads one user may have under way at once, and receipts that may wait for a reader in total. */
  bounds: AdmissionBounds;
}) {
  const { repository, jobs, threads, usage, bounds } = deps;

  /**
   * Reads the receipt on a reading thread, which also makes the copy we keep turned the way the reader found it
   * upright (a sideways photo is stored upright), bounded, with no metadata (GPS) left.
   */
  async function read(bytes: Buffer): Promise<{ parsed: ParsedReceipt; stored: { bytes: Buffer; type: string }; ms: number }> {
    const started = performance.now();
    try {
      const { parsed, stored } = await threads.read(bytes);
      return { parsed, stored, ms: Math.round(performance.now() - started) };
    } catch (error) {
      if (error instanceof ReceiptError) {
        const mapped = readerErrors[error.code];
        throw new AppError(mapped.code, mapped.message);
      }
      throw error;
    }
  }

  /** Checks the bytes and queues their reading: the upload once its body is in. */
  async function store(
    userId: string,
    jobId: string,
    bytes: Buffer,
    duplicate: 'refuse' | 'allow',
    signal: AbortSignal | undefined,
  ): Promise<string> {
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
    const input: ReadingInput = { sourceSha256 };
    return usage.metered(userId, 'receipt_processing', () => jobs.run('read_receipt', jobId, { ...input }, bytes, signal));
  }

  return {
    /**
     * Reads the image (a job, in whichever process takes it) and stores the receipt with its items in one
     * transaction; nothing is stored on failure, nor when the client leaves before the receipt is stored. The read
     * counts against the plan's receipt allowance, taken after the cheap checks and before OCR; a read that fails
     * is not counted.
     */
    async upload(
      userId: string,
      receive: () => Promise<Buffer>,
      duplicate: 'refuse' | 'allow' = 'refuse',
      signal?: AbortSignal,
      jobId?: string,
    ): Promise<string> {
      // Refused before the body is read: a full queue or a user with uploads under way costs no bandwidth.
      const admitted = await jobs.admit(userId, 'read_receipt', bounds, refusals, jobId);
      try {
        return await store(userId, admitted, await receive(), duplicate, signal);
      } catch (error) {
        throw error instanceof JobCancelledError ? clientGone() : error;
      } finally {
        // An upload refused before its job was queued gives its slot back.
        await jobs.discard(admitted);
      }
    },

    /** A reading job, in the worker that took it: reads the image and stores the receipt under the job's id. */
    async readJob(job: ClaimedJob): Promise<void> {
      if (!job.image) throw new AppError('EMPTY_FILE');
      const { parsed, stored, ms } = await read(job.image);
      if (parsed.items.length === 0) throw new AppError('NO_ITEMS_FOUND');
      const { sourceSha256 } = job.input as unknown as ReadingInput;
      await repository.insert(job.userId, parsed, { ...stored, sourceSha256 }, ms, job.id);
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
