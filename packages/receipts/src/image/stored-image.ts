import { ReceiptError } from '../receipt-error';
import { openImage, type DecodeLimits } from './decode-image';
import type { Rotation } from './prepare-for-ocr';

/** Long side of the kept copy: the receipt stays legible for review while a 12 MP photo shrinks to about 0.4 MB. */
const STORED_LONG_SIDE = 2000;
const STORED_JPEG_QUALITY = 82;
const DEFAULT_LIMITS: DecodeLimits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 };

export interface StoredImage {
  bytes: Buffer;
  type: 'image/jpeg';
}

export interface StoredImageOptions extends Partial<DecodeLimits> {
  /** Clockwise turn after the EXIF orientation: pass readReceipt's `rotation` so the copy shows the receipt upright. */
  rotation?: Rotation;
}

/**
 * The copy of an upload the server keeps: decoded (HEIC too), turned by its EXIF orientation and then by
 * `rotation`, at most 2000 px on the long side, re-encoded as JPEG with no metadata at all (no EXIF, GPS
 * position, camera serial, ICC or XMP). Throws the same ReceiptErrors as readReceipt for unusable files.
 */
export async function toStoredImage(bytes: Buffer, options: StoredImageOptions = {}): Promise<StoredImage> {
  const { rotation = 0, ...limits } = options;
  const { image } = await openImage(bytes, { ...DEFAULT_LIMITS, ...limits });
  try {
    const jpeg = await image
      .autoOrient() // applies the EXIF orientation, which is then dropped with the rest of the metadata
      .rotate(rotation) // sharp turns after the EXIF orientation whatever the call order
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: STORED_JPEG_QUALITY, mozjpeg: false })
      .toBuffer();
    return { bytes: jpeg, type: 'image/jpeg' };
  } catch (e) {
    throw new ReceiptError('CORRUPT_IMAGE', `image could not be decoded (${(e as Error).message.split('\n')[0]})`, { cause: e });
  }
}
