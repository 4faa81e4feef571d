import type { ParsedReceipt } from '@forkcast/receipts';
import type { Db } from '../../src/db/client.js';
import { createJobRepository } from '../../src/modules/jobs/job-repository.js';
import { createReceiptRepository } from '../../src/modules/receipts/receipt-repository.js';

/** Stores a receipt as a reading job would, without OCR or counting: a job is made and taken up for it first. */
export async function insertReceipt(
  db: Db,
  userId: string,
  parsed: ParsedReceipt,
  image: { bytes: Buffer; type: string },
  readMs = 10,
): Promise<string> {
  const jobs = createJobRepository(db);
  const jobId = (await jobs.create(userId, 'read_receipt'))!;
  await jobs.enqueue(jobId, {});
  await jobs.claim(jobId);
  return (await createReceiptRepository(db).insert(userId, parsed, image, readMs, jobId))!;
}
