import sharp from 'sharp';
import type { GreyImage } from './grey-image';

/**
 * Print pixels (1) of a small image: darker than their neighbourhood's paper, a blur of `blurSigma`, by a clear
 * margin. Dim photos have dim paper, so the margin is a share of the paper's grey with a floor for sensor noise.
 */
export async function inkMask(small: GreyImage, blurSigma: number): Promise<Uint8Array> {
  const { data, width, height } = small;
  const paper = await sharp(data, { raw: { width, height, channels: 1 } }).blur(blurSigma).toColourspace('b-w').raw().toBuffer();
  const mask = new Uint8Array(data.length);
  for (let p = 0; p < data.length; p++) mask[p] = data[p]! < paper[p]! - Math.max(12, 0.15 * paper[p]!) ? 1 : 0;
  return mask;
}
