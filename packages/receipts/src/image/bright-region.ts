/** Binary-mask tools for finding the paper in a downscaled photo: a two-class threshold, opening, the largest region. */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Otsu's threshold: the grey level that best splits paper from background, from a histogram of grey levels. */
export function otsu(hist: Float64Array): number {
  let total = 0;
  for (const n of hist) total += n;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i]!;
  let weightB = 0;
  let sumB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t]!;
    const between = weightB * weightF * (sumB / weightB - (sumAll - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** Bounding box of the largest 4-connected run of bright pixels. */
export function largestBrightRegion(mask: Uint8Array, width: number, height: number): Box & { area: number } {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let best = { left: 0, top: 0, width, height, area: 0 };
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let size = 0;
    let top = height;
    let bottom = 0;
    let left = width;
    let right = 0;
    let sp = 0;
    stack[sp++] = start;
    seen[start] = 1;
    while (sp > 0) {
      const p = stack[--sp]!;
      const x = p % width;
      const y = (p - x) / width;
      size++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      // The four neighbours, inline: this loop visits every bright pixel of the photo.
      for (let k = 0; k < 4; k++) {
        const q = k === 0 ? (x > 0 ? p - 1 : -1) : k === 1 ? (x < width - 1 ? p + 1 : -1) : k === 2 ? p - width : y < height - 1 ? p + width : -1;
        if (q >= 0 && mask[q] && !seen[q]) {
          seen[q] = 1;
          stack[sp++] = q;
        }
      }
    }
    if (size > best.area) best = { left, top, width: right - left + 1, height: bottom - top + 1, area: size };
  }
  return best;
}

/**
 * Binary erosion (`all` true: every pixel of the square around is set) or dilation (any is set), as running
 * counts along rows, then columns; the square is cut at the image border.
 */
export function morph(src: Uint8Array, width: number, height: number, radius: number, all: boolean): Uint8Array {
  const pass = (from: Uint8Array, length: number, lines: number, at: (line: number, i: number) => number): Uint8Array => {
    const out = new Uint8Array(from.length);
    for (let line = 0; line < lines; line++) {
      let count = 0;
      for (let i = 0; i < Math.min(radius, length); i++) count += from[at(line, i)]!;
      for (let i = 0; i < length; i++) {
        if (i + radius < length) count += from[at(line, i + radius)]!;
        if (i - radius - 1 >= 0) count -= from[at(line, i - radius - 1)]!;
        const size = Math.min(length - 1, i + radius) - Math.max(0, i - radius) + 1;
        out[at(line, i)] = (all ? count === size : count > 0) ? 1 : 0;
      }
    }
    return out;
  };
  const rows = pass(src, width, height, (y, x) => y * width + x);
  return pass(rows, height, width, (x, y) => y * width + x);
}

/** Removes bright specks and thin bright bridges (a white tablecloth square touching the paper): erode, then dilate. */
export function open(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return morph(morph(mask, width, height, radius, true), width, height, radius, false);
}
