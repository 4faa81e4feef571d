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
/** Below this in every orientation the image holds no legible text; reading all of it would only cost time. */
const ILLEGIBLE_CONFIDENCE = 30;
/**
 * Levelled upside-down print can still score 55-60, so a strip trusted below this is also read turned round, and
 * the turned reading is taken only when it is clearly more confident (FLIP_MARGIN).
 */
const CLEAR_CONFIDENCE = 75;
const FLIP_MARGIN = 5;

export interface UprightReading {
  result: OcrResult;
  rotation: Rotation;
}

/**
 * Phone photos of receipts are often sideways or upside down and their EXIF tag is often wrong, so the
 * content decides: a strip across the middle is read in the orientation the tag suggests, and only when it
 * reads poorly are the other three tried. The whole receipt is read in the best orientation.
 */
export async function readUpright(grey: GreyImage, hint: Rotation, engine: OcrEngine, timeoutMs: number): Promise<UprightReading> {
  const deadline = Date.now() + timeoutMs;
  const remaining = (): number => Math.max(1, deadline - Date.now());

  const prepared = new Map<Rotation, GreyImage>([[hint, await prepareForOcr(grey, hint)]]);
  const probe = async (rotation: Rotation): Promise<{ rotation: Rotation; confidence: number; result: OcrResult }> => {
    const image = prepared.get(rotation) ?? (await prepareForOcr(grey, rotation));
    prepared.set(rotation, image);
    const result = await engine.recognize(await middleBand(image, PROBE_BAND_HEIGHT), { timeoutMs: remaining() });
    return { rotation, confidence: result.wordCount >= 3 ? result.meanConfidence : 0, result };
  };
  const readAll = (rotation: Rotation, signal?: AbortSignal): Promise<OcrResult> =>
    engine.recognize(prepared.get(rotation)!, { timeoutMs: remaining(), signal });

  // Most photos are the way up their tag says: the whole read in that orientation starts beside the probe
  // (the engine runs in child processes, so the two share the cores) and is cancelled once another orientation wins.
  const hintCancel = new AbortController();
  const hintRead = readAll(hint, hintCancel.signal);
  hintRead.catch(() => undefined);
  const probes = [await probe(hint)];
  if (probes[0]!.confidence < TRUSTED_CONFIDENCE) {
    for (const rotation of ROTATIONS.filter((r) => r !== hint)) {
      const next = await probe(rotation);
      probes.push(next);
      // Another orientation reads clearly, so the whole read in the tagged one will not be used.
      if (next.confidence >= TRUSTED_CONFIDENCE) hintCancel.abort();
      if (next.confidence >= TRUSTED_CONFIDENCE + 10) break;
    }
  } else if (probes[0]!.confidence < CLEAR_CONFIDENCE) {
    const turned = await probe(((hint + 180) % 360) as Rotation);
    if (turned.confidence > probes[0]!.confidence + FLIP_MARGIN) probes.push(turned);
  }
  probes.sort((a, b) => b.confidence - a.confidence);
  const best = probes[0]!;
  if (best.confidence < ILLEGIBLE_CONFIDENCE) {
    // A strip through a blank stretch of a long receipt holds too few words to judge: the whole read in the
    // hinted orientation, already under way, is kept when it reads clearly.
    const whole = await hintRead.catch(() => null);
    if (whole && whole.meanConfidence >= TRUSTED_CONFIDENCE) return { result: whole, rotation: hint };
    return { result: best.result, rotation: best.rotation };
  }
  // A strip of a poor photo can mislead (a logo, a blank stretch): when no orientation read clearly, the
  // whole receipt decides between the two best guesses.
  const runnerUp = probes[1];
  const compareTwo = best.confidence < TRUSTED_CONFIDENCE && runnerUp !== undefined && runnerUp.confidence >= ILLEGIBLE_CONFIDENCE;
  // The tag was wrong: stop the whole read in its orientation so the right one gets the core.
  if (best.rotation !== hint && !(compareTwo && runnerUp.rotation === hint)) hintCancel.abort();
  const read = (rotation: Rotation): Promise<OcrResult> => (rotation === hint ? hintRead : readAll(rotation));
  let result = await read(best.rotation);
  let rotation = best.rotation;
  if (compareTwo) {
    const other = await read(runnerUp.rotation);
    if (other.meanConfidence > result.meanConfidence) {
      result = other;
      rotation = runnerUp.rotation;
    }
  }
  prepared.clear();
  return { result, rotation };
}
