import type { GreyImage } from '../image/grey-image';

/** One text line as the OCR engine read it, top to bottom. */
export interface OcrLine {
  text: string;
  /** Mean word confidence, 0-100. */
  confidence: number;
  /** Bounding box in the pixels of the image given to the engine. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface OcrResult {
  lines: OcrLine[];
  /** Mean confidence over words of two or more letters or digits, 0-100: the orientation and quality signal. */
  meanConfidence: number;
  wordCount: number;
}

/** An 8-bit greyscale image, already upright and scaled for OCR. */
export type OcrImage = GreyImage;

/** The one seam between the reader and any OCR engine. Implementations must allow concurrent calls. */
export interface OcrEngine {
  readonly name: string;
  /** `signal` cancels a read whose answer is no longer needed (engines that cannot stop may finish it). */
  recognize(image: OcrImage, opts: { timeoutMs: number; signal?: AbortSignal }): Promise<OcrResult>;
  /** Frees workers so the process can exit. */
  close(): Promise<void>;
}
