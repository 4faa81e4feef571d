import { parentPort } from 'node:worker_threads';
import {
  defaultReadingContext,
  readReceiptWith,
  ReceiptError,
  toStoredImage,
  type OcrEngineChoice,
  type ReceiptErrorCode,
  type ReceiptReading,
} from '@forkcast/receipts';

/**
 * Reads one receipt on its own thread: decoding, paper crop, deskew, flatten and thicken are per-pixel loops in
 * JavaScript that would otherwise hold the event loop for seconds. OCR is started from here too (its child process).
 */
export interface ReadingJob {
  bytes: Uint8Array;
  ocrEngine: OcrEngineChoice;
}

export type ReadingReply =
  | { ok: true; parsed: ReceiptReading; stored: { bytes: Uint8Array; type: string } }
  | { ok: false; receiptError?: ReceiptErrorCode; message: string };

parentPort?.on('message', async ({ bytes, ocrEngine }: ReadingJob) => {
  let reply: ReadingReply;
  try {
    const image = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const parsed = await readReceiptWith(defaultReadingContext(ocrEngine), image);
    // The copy we keep, turned the way the reader found it upright, bounded and without metadata.
    const stored = await toStoredImage(image, { rotation: parsed.rotation });
    reply = { ok: true, parsed, stored };
  } catch (error) {
    reply = {
      ok: false,
      receiptError: error instanceof ReceiptError ? error.code : undefined,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  parentPort?.postMessage(reply);
});
