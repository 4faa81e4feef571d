import type { GreyImage } from '../image/grey-image';
import { middleBand, prepareForOcr, type PreparedImage, type Rotation } from '../image/prepare-for-ocr';
import { textAxis, type TextAxis } from '../image/text-axis';
import type { OcrEngine, OcrResult } from './ocr-engine';
import { recognizeInParts } from './read-in-parts';
import { rereadMergedLines } from './reread-merged-lines';
import { rereadFaintAmounts } from './reread-faint-amounts';

/**
 * Mean word confidence above which an orientation is trusted. Measured on receipt photos: upright text
 * scores 50-90 and sideways or upside-down text 20-40.
 */
const TRUSTED_CONFIDENCE = 55;
/** A probe this confident ends the search for other orientations. */
const SETTLED_CONFIDENCE = TRUSTED_CONFIDENCE + 10;
/** Height of the strip used to judge an orientation: about ten receipt lines at OCR scale. */
const PROBE_BAND_HEIGHT = 420;
/** Below this in every orientation the image holds no legible text; reading all of it would only cost time. */
const ILLEGIBLE_CONFIDENCE = 30;
/** Fewest words a strip needs to be judged at all: fewer is a blank stretch, not a verdict on the orientation. */
const JUDGED_WORDS = 3;
/**
 * Levelled upside-down print can still score 55-60, so a strip trusted below this is also read turned round, and
 * the turned reading is taken only when it is clearly more confident (FLIP_MARGIN).
 */
const CLEAR_CONFIDENCE = 75;
const FLIP_MARGIN = 5;
/**
 * When no strip reads clearly, the whole receipt is read in the two best orientations only when their strips
 * scored within this of each other. On the real photos that needed it the strips led by 13-20 points and the
 * leader's whole read always won, at 0.7-6 s of Tesseract time for the loser's.
 */
const COMPARE_MARGIN = 10;

export interface UprightReading {
  result: OcrResult;
  rotation: Rotation;
  /** Whether the print read was sharpened first (see prepare-for-ocr.ts). */
  sharpened: boolean;
}

interface Probe {
  rotation: Rotation;
  confidence: number;
  result: OcrResult;
}

const halfTurn = (r: Rotation): Rotation => ((r + 180) % 360) as Rotation;

/** The orientations not yet probed, the half turn of `first` before the quarter turns (upside-down photos are the common miss). */
function remainingOrder(first: Rotation, probed: Rotation[]): Rotation[] {
  const order: Rotation[] = [first, halfTurn(first), ((first + 90) % 360) as Rotation, ((first + 270) % 360) as Rotation];
  return order.filter((r) => !probed.includes(r));
}

/** Whether turning by `rotation` would leave text lines that run along `axis` (in the pixels as stored) level; any turn when unknown. */
const levels = (axis: TextAxis | null, rotation: Rotation): boolean => axis === null || (axis === 'rows') === (rotation % 180 === 0);

/**
 * The orientations probed first: the pixels as stored and the tag's, those of them that would leave the text level.
 * The tag is only a hint: software that re-saves a photo often turns its pixels and keeps the tag (every tagged photo
 * in the real benchmark sets). When neither levels the text, the photo is sideways and both quarter turns are probed.
 */
function firstOrientations(hint: Rotation, axis: TextAxis | null): Rotation[] {
  const first = ([0, hint] as Rotation[]).filter((r, i, all) => all.indexOf(r) === i && levels(axis, r));
  return first.length > 0 ? first : [90, 270];
}

/**
 * Phone photos of receipts are often sideways or upside down and their EXIF tag is often wrong, so the
 * content decides. The layout of the print tells which way the lines run (so a sideways strip, the slowest thing
 * Tesseract reads, is rarely read at all); then a strip across the middle is read in the likely orientations, and
 * only when none reads well are the others that would leave the lines level tried. The whole receipt is read in
 * the best orientation. `whileReading` runs once the orientation is settled and only that whole read is awaited:
 * work the caller needs later fits in the time the main thread would otherwise spend waiting for Tesseract.
 */
export async function readUpright(
  grey: GreyImage,
  hint: Rotation,
  engine: OcrEngine,
  timeoutMs: number,
  whileReading?: () => void,
  sharpenBlurred = true,
): Promise<UprightReading> {
  const deadline = Date.now() + timeoutMs;
  const remaining = (): number => Math.max(1, deadline - Date.now());
  const axis = await textAxis(grey);

  // Each orientation is prepared once. (A half turn of a prepared image reads a little differently from one
  // prepared in that orientation, and cost a price on the phone set, so none is reused that way.)
  // Preparations run one after another, in the order asked for: the work is on the main thread either way, and
  // so the likely orientation is ready, and its probe reading on one core, while the next is prepared.
  const prepared = new Map<Rotation, Promise<PreparedImage>>();
  const sharpenedAt = new Set<Rotation>();
  let lastPreparation: Promise<unknown> = Promise.resolve();
  const prepare = (rotation: Rotation): Promise<PreparedImage> => {
    let image = prepared.get(rotation);
    if (!image) {
      image = lastPreparation
        .then(() => prepareForOcr(grey, rotation, sharpenBlurred))
        .then((done) => {
          if (done.sharpened) sharpenedAt.add(rotation);
          return done;
        });
      lastPreparation = image.catch(() => undefined);
      prepared.set(rotation, image);
    }
    return image;
  };
  const probe = async (rotation: Rotation, signal?: AbortSignal): Promise<Probe> => {
    const band = await middleBand(await prepare(rotation), PROBE_BAND_HEIGHT);
    const result = await engine.recognize(band, { timeoutMs: remaining(), signal });
    return { rotation, confidence: result.wordCount >= JUDGED_WORDS ? result.meanConfidence : 0, result };
  };
  const readAll = async (rotation: Rotation, signal?: AbortSignal): Promise<OcrResult> => {
    const image = await prepare(rotation);
    const whole = await recognizeInParts(engine, image, { timeoutMs: remaining(), signal });
    // The two re-reads take disjoint lines (tall ones; ones of a line's height), so they run side by side.
    const [unmerged, withAmounts] = await Promise.all([
      rereadMergedLines(engine, image, whole, { timeoutMs: remaining(), signal }),
      rereadFaintAmounts(engine, image, whole, { timeoutMs: remaining(), signal }),
    ]);
    return { ...unmerged, lines: unmerged.lines.map((line) => withAmounts.get(line) ?? line) };
  };

  /**
   * Probes orientations side by side (the engine runs in child processes, so two share the cores). The first
   * to read clearly cancels the others: text that reads clearly one way cannot also read clearly a quarter or
   * half turn away, and a sideways strip is the slowest to read (Tesseract chases every fragment).
   */
  const probeTogether = async (rotations: Rotation[], settledAt: number): Promise<Probe[]> => {
    const cancel = new AbortController();
    const found: Probe[] = [];
    await Promise.all(
      rotations.map((r) =>
        probe(r, cancel.signal).then(
          (p) => {
            found.push(p);
            if (p.confidence >= settledAt) cancel.abort();
          },
          (e: unknown) => {
            if (!cancel.signal.aborted) throw e;
          },
        ),
      ),
    );
    return found;
  };

  // When one orientation is likely (an untagged photo is usually upright; a tag that agrees with the layout is
  // usually right), its whole read starts beside its probe and is cancelled if another wins.
  const first = firstOrientations(hint, axis);
  const likely = first.length === 1 ? first[0]! : null;
  const likelyCancel = new AbortController();
  const likelyRead = likely === null ? null : readAll(likely, likelyCancel.signal);
  likelyRead?.catch(() => undefined);

  /** A whole read started before it is known to be needed, with the means to stop it. */
  const startRead = (rotation: Rotation): { rotation: Rotation; result: Promise<OcrResult>; cancel: AbortController } => {
    const cancel = new AbortController();
    const result = readAll(rotation, cancel.signal);
    result.catch(() => undefined);
    return { rotation, result, cancel };
  };
  let early: ReturnType<typeof startRead> | null = null;

  // Both halves of a turn probed together leave no half-turn check to do, so only a clear strip stops the other.
  const bothHalves = first.length === 2 && first[1] === halfTurn(first[0]!);
  const firstProbes = probeTogether(first, bothHalves ? CLEAR_CONFIDENCE : TRUSTED_CONFIDENCE);
  // Unless the likely strip reads clearly, its half turn is probed next (its check, or the first of the rest), so it
  // is prepared while Tesseract reads that strip and the main thread would only wait: the turned strip then starts
  // at once (it often ended after the whole read, and held up the answer).
  if (likely !== null) prepare(halfTurn(likely)).catch(() => undefined);
  const probes = await firstProbes;
  const firstBest = Math.max(...probes.map((p) => p.confidence));
  // A strip of words read as garbage (not a blank stretch) rules the likely orientation out, so its whole read,
  // which only ever serves a clear or nearly clear strip, stops and leaves the cores to the other probes.
  if (likelyRead && probes[0]!.result.wordCount >= JUDGED_WORDS && firstBest < ILLEGIBLE_CONFIDENCE) likelyCancel.abort();
  if (firstBest < TRUSTED_CONFIDENCE) {
    const rest = remainingOrder(hint, first).filter((r) => levels(axis, r));
    // When the layout leaves one orientation (the half turn of an upright-looking photo that read badly), it is
    // the likely one now: its whole read starts beside its probe.
    if (rest.length === 1) early = startRead(rest[0]!);
    // Two at a time, so the cores stay busy; the third only when neither of the first two settles it.
    for (let i = 0; i < rest.length; i += 2) {
      const next = await probeTogether(rest.slice(i, i + 2), SETTLED_CONFIDENCE);
      probes.push(...next);
      // Another orientation reads clearly, so the whole read in the likely one will not be used.
      if (next.some((p) => p.confidence >= TRUSTED_CONFIDENCE)) likelyCancel.abort();
      if (next.some((p) => p.confidence >= SETTLED_CONFIDENCE)) break;
    }
  } else if (firstBest < CLEAR_CONFIDENCE) {
    const trusted = probes.find((p) => p.confidence === firstBest)!;
    // The trusted orientation usually stands, so its whole read (already running when it was the likely one) goes
    // beside the half-turn check instead of after it, and is stopped when the turned strip wins.
    if (trusted.rotation !== likely) early = startRead(trusted.rotation);
    const probedTurn = probes.find((p) => p.rotation === halfTurn(trusted.rotation));
    const turned = probedTurn ?? (await probe(halfTurn(trusted.rotation)));
    if (!probedTurn && turned.confidence > firstBest + FLIP_MARGIN) {
      probes.push(turned);
      early?.cancel.abort();
    }
  }
  probes.sort((a, b) => b.confidence - a.confidence);
  const best = probes[0]!;
  const read = (rotation: Rotation): Promise<OcrResult> => {
    if (rotation === likely && likelyRead && !likelyCancel.signal.aborted) return likelyRead;
    if (early && early.rotation === rotation && !early.cancel.signal.aborted) return early.result;
    return readAll(rotation);
  };
  if (best.confidence < ILLEGIBLE_CONFIDENCE) {
    early?.cancel.abort();
    // A strip through a blank stretch of a long receipt holds too few words to judge: the whole read in the
    // likely orientation(s) is kept when it reads clearly. Strips full of words that all read as garbage are a
    // photo of something else (a plate, a shelf): reading it whole took 5-10 s and never found a receipt.
    const unjudged = first.filter((r) => !probes.some((p) => p.rotation === r && p.result.wordCount >= JUDGED_WORDS));
    const wholes = await Promise.all(unjudged.map((r) => read(r).then((result) => ({ result, rotation: r }), () => null)));
    const clear = wholes.filter((w) => w !== null && w.result.meanConfidence >= TRUSTED_CONFIDENCE);
    clear.sort((a, b) => b!.result.meanConfidence - a!.result.meanConfidence);
    const kept = clear[0] ?? { result: best.result, rotation: best.rotation };
    return { ...kept, sharpened: sharpenedAt.has(kept.rotation) };
  }
  // A strip of a poor photo can mislead (a logo, a blank stretch): when no orientation read clearly and the two
  // best nearly tie, the whole receipt decides between them, both read at once.
  const runnerUp = probes[1];
  const compareTwo =
    best.confidence < TRUSTED_CONFIDENCE &&
    runnerUp !== undefined &&
    runnerUp.confidence >= ILLEGIBLE_CONFIDENCE &&
    best.confidence - runnerUp.confidence < COMPARE_MARGIN;
  // A whole read started for an orientation that lost stops, so the right one gets the core.
  const unused = (rotation: Rotation): boolean => rotation !== best.rotation && !(compareTwo && runnerUp.rotation === rotation);
  if (likely !== null && unused(likely)) likelyCancel.abort();
  if (early && unused(early.rotation)) early.cancel.abort();
  const reads = Promise.all([read(best.rotation), compareTwo ? read(runnerUp.rotation) : null]);
  whileReading?.();
  const [result, other] = await reads;
  prepared.clear();
  if (other && other.meanConfidence > result.meanConfidence) return { result: other, rotation: runnerUp!.rotation, sharpened: sharpenedAt.has(runnerUp!.rotation) };
  return { result, rotation: best.rotation, sharpened: sharpenedAt.has(best.rotation) };
}
