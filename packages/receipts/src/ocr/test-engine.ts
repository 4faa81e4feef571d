import type { OcrEngine, OcrImage, OcrResult } from './ocr-engine';

/** An engine for tests: answers every image with `answer`, and keeps the height of each image it was given. */
export function recordingEngine(answer: (img: OcrImage) => OcrResult): OcrEngine & { heights: number[] } {
  const heights: number[] = [];
  return {
    name: 'recording',
    heights,
    recognize: (img) => {
      heights.push(img.height);
      return Promise.resolve(answer(img));
    },
    close: () => Promise.resolve(),
  };
}
