/** The grey level below which `share` of the values lie, from a histogram of 256 grey levels holding `total` values. */
export function greyLevelAt(hist: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += hist[v]!;
    if (seen >= share * total) return v;
  }
  return 255;
}
