import { assembleItems, type RawItem } from './item-assembler';

/** Runs receipt text (one OCR line per text line, all read at confidence 90) through the item assembler. */
export function assembleText(text: string): RawItem[] {
  return assembleItems(
    text
      .trim()
      .split('\n')
      .map((line) => ({ text: line.trim(), confidence: 90 })),
  );
}

/** The purchase fields most tests check. */
export const readItems = (text: string) => assembleText(text).map(({ name, price, quantity, unit }) => ({ name, price, quantity, unit }));
