/** 8-bit single-channel pixels, row by row. */
export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}
