import { getIngredientMatcher } from './match/food-knowledge';
import { getOcrEngine, type OcrEngineChoice } from './ocr/select-engine';
import type { ReadingContext } from './read-receipt';

/** The reader with the chosen OCR engine and the matcher built from @forkcast/food, both made once per process. */
export function defaultReadingContext(engine: OcrEngineChoice = 'auto'): ReadingContext {
  return { ocr: getOcrEngine(engine), matcher: getIngredientMatcher() };
}
