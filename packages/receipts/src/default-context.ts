import { getIngredientMatcher } from './match/food-knowledge';
import { getOcrEngine, type OcrEngineChoice } from './ocr/select-engine';
import { prebuiltMatcher } from './prebuilt-matcher';
import type { ReadingContext } from './read-receipt';

/**
 * The reader with the chosen OCR engine and the matcher built from @forkcast/food, both made once per process; the
 * matcher is built while Tesseract reads the first photo, so a process started for one photo (the CLI) does not wait
 * for it, unless the process was started from the matcher snapshot with it built already.
 */
export function defaultReadingContext(engine: OcrEngineChoice = 'auto'): ReadingContext {
  return { ocr: getOcrEngine(engine), matcher: prebuiltMatcher() ?? getIngredientMatcher };
}
