import type { GreyImage } from '../image/grey-image';
import { middleBand, prepareForOcr, type Rotation } from '../image/prepare-for-ocr';
import type { OcrEngine, OcrResult } from './ocr-engine';

/**
 * Mean word confidence above which an orientation is trusted. Measured on receipt photos: upright text
 * scores 50-90 and sideways or upside-down text 20-40.
 */
const TRUSTED_CONFIDENCE = 55;
/** Height of the strip used to judge an orientation: about ten receipt lines at OCR scale. */
const PROBE_BAND_HEIGHT = 420;
const ROTATIONS: Rotation[] = [0, 90, 180, 270];

export interface UprightReading {
  result: OcrResult;
  rotation: Rotation;
}

/**
 * Phone photos of receipts are often sideways or upside down and their EXIF tag is often wrong, so the
 * content decides: a strip across the middle is read in the orientation the tag suggests, and only when it
 * reads poorly are the other three tried. The whole receipt is then read once, in the best orientation.
 */
export async function readUpright(grey: GreyImage, hint: Rotation, engine: OcrEngine, timeoutMs: number): Promise<UprightReading> {
  const deadline = Date.now() + timeoutMs;
  const remaining = (): number => Math.max(1, deadline - Date.now());

  const prepared = new Map<Rotation, GreyImage>();
  const probe = async (rotation: Rotation): Promise<number> => {
    const image = await prepareForOcr(grey, rotation);
    prepared.set(rotation, image);
    const result = await engine.recognize(await middleBand(image, PROBE_BAND_HEIGHT), { timeoutMs: remaining() });
    return result.wordCount >= 3 ? result.meanConfidence : 0;
  };

  let best = { rotation: hint, confidence: await probe(hint) };
  if (best.confidence < TRUSTED_CONFIDENCE) {
    for (const rotation of ROTATIONS.filter((r) => r !== hint)) {
      const confidence = await probe(rotation);
      if (confidence > best.confidence) best = { rotation, confidence };
      if (confidence >= TRUSTED_CONFIDENCE + 10) break;
    }
  }
  const image = prepared.get(best.rotation)!;
  prepared.clear();
  return { result: await engine.recognize(image, { timeoutMs: remaining() }), rotation: best.rotation };
}
