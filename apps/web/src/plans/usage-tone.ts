import { NEAR_LIMIT_PERCENT } from './limit-state';

/**
 * The colour of a usage bar. Spec section 9 has two readings (yellow at 60 or 80 percent, red at 80 or 100 "depending
 * on view"); Forkcast takes one for every view, the one the limit banner uses: yellow from 80% (near the limit), red
 * at 100% (the action is refused). A red bar then always means the same as the red banner, whichever tab shows it.
 */
export type UsageTone = 'ok' | 'near' | 'reached';

export function usageTone(percent: number): UsageTone {
  if (percent >= 100) return 'reached';
  if (percent >= NEAR_LIMIT_PERCENT) return 'near';
  return 'ok';
}

/** SVG fill classes of the bar for each tone. */
export const USAGE_TONE_FILL: Record<UsageTone, string> = {
  ok: 'fill-leaf-600',
  near: 'fill-amber-500',
  reached: 'fill-red-600',
};
