import { useState } from 'react';

/** Which rows of a list are ticked, by index; local to the page (spec section 2: ticks are not saved). */
export function useTicks() {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return { ticked, toggle };
}
