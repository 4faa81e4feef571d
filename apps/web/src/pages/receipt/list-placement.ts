/** The suggestion list's greatest height (Tailwind max-h-64). */
export const LIST_HEIGHT_PX = 256;
/** The site header (h-16) stays stuck to the top of the window and covers what scrolls under it. */
const STICKY_HEADER_PX = 64;

/**
 * Whether a field's suggestion list should open upwards: when the room between the field and `floor` (the top of
 * whatever sticks to the bottom of the window, such as the save bar) cannot hold the list, and there is more room above.
 */
export function opensUpward(field: { top: number; bottom: number }, floor: number): boolean {
  const below = floor - field.bottom;
  const above = field.top - STICKY_HEADER_PX;
  return below < LIST_HEIGHT_PX && above > below;
}
