import type { Box } from './bright-region';

type Point = [number, number];

const cross = (o: Point, a: Point, b: Point): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Convex hull (Andrew's monotone chain) of points sorted by x, then y; counter-clockwise, no repeated end. */
function hull(points: Point[]): Point[] {
  const half = (list: Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(points), ...half([...points].reverse())];
}

/**
 * The convex outline of the mask's pixels inside `box`, as a mask over the whole image. A receipt is convex or
 * nearly so, and the outline bridges what a colour mask misses at the paper's edge (glare, a pen stroke), so
 * painting outside it never erases print.
 */
export function convexOutline(mask: Uint8Array, width: number, height: number, box: Box): Uint8Array {
  const points: Point[] = [];
  for (let y = box.top; y < box.top + box.height; y++) {
    let first = -1;
    let last = -1;
    for (let x = box.left; x < box.left + box.width; x++) {
      if (!mask[y * width + x]) continue;
      if (first < 0) first = x;
      last = x;
    }
    // Pixel corners, so a one-pixel-wide run still encloses area.
    if (first >= 0) points.push([first, y], [first, y + 1], [last + 1, y], [last + 1, y + 1]);
  }
  const out = new Uint8Array(width * height);
  if (points.length < 3) return out;
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const polygon = hull(points);
  for (let y = 0; y < height; y++) {
    // The hull's span at the pixel row's centre line.
    const cy = y + 0.5;
    let left = Infinity;
    let right = -Infinity;
    for (let i = 0; i < polygon.length; i++) {
      const [x0, y0] = polygon[i]!;
      const [x1, y1] = polygon[(i + 1) % polygon.length]!;
      if ((y0 <= cy && y1 >= cy) || (y1 <= cy && y0 >= cy)) {
        const x = y0 === y1 ? Math.min(x0, x1) : x0 + ((cy - y0) * (x1 - x0)) / (y1 - y0);
        const x2 = y0 === y1 ? Math.max(x0, x1) : x;
        left = Math.min(left, x);
        right = Math.max(right, x2);
      }
    }
    for (let x = Math.max(0, Math.floor(left)); x < Math.min(width, Math.ceil(right)); x++) out[y * width + x] = 1;
  }
  return out;
}
