// The package ships no types; the reference keeps its declaration next to its only importer for every consumer.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../types/heic-decode.d.ts" />
import sharp, { type Metadata, type Sharp } from 'sharp';
import type heicDecode from 'heic-decode';
import { ReceiptError } from '../receipt-error';
import { describeUnsupportedType, sniffImageType } from './sniff-image-type';
import type { GreyImage } from './grey-image';
import type { ColourImage } from './paper-colour';

export interface DecodedImage {
  /** 8-bit grey pixels as stored in the file (EXIF orientation not applied). */
  grey: GreyImage;
  /** Clockwise degrees the EXIF tag asks for; only a hint, since phones often store it wrong. */
  exifRotation: 0 | 90 | 180 | 270;
  /** A small RGB copy (long side COLOUR_SIZE, same orientation) for finding the paper by its colour. */
  colour: ColourImage;
}

const COLOUR_SIZE = 400;

export interface DecodeLimits {
  maxBytes: number;
  maxPixels: number;
}

const EXIF_ROTATION: Record<number, 0 | 90 | 180 | 270> = { 1: 0, 2: 0, 3: 180, 4: 180, 5: 90, 6: 90, 7: 270, 8: 270 };

function pixelError(width: number, height: number, maxPixels: number): ReceiptError {
  return new ReceiptError(
    'TOO_MANY_PIXELS',
    `image is ${width}x${height} (${((width * height) / 1e6).toFixed(1)} MP); the limit is ${(maxPixels / 1e6).toFixed(0)} MP`,
  );
}

/** Wraps libvips' failures in typed errors without leaking internal paths. */
function sharpFailure(e: unknown, maxPixels: number): ReceiptError {
  const message = (e as Error).message ?? String(e);
  if (/pixel limit/i.test(message)) {
    return new ReceiptError('TOO_MANY_PIXELS', `image has more than ${(maxPixels / 1e6).toFixed(0)} MP`, { cause: e });
  }
  return new ReceiptError('CORRUPT_IMAGE', `image could not be decoded (${message.split('\n')[0]})`, { cause: e });
}

/**
 * Decodes the first image of a HEIC file to RGBA pixels for sharp; sharp itself has no HEVC decoder. The decoder is
 * loaded on the first HEIC file: loading it costs a one-photo CLI run 0.1-0.2 s, and most photos are JPEGs.
 */
async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<Sharp> {
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    const { default: decoder } = await import('heic-decode');
    images = await decoder.all({ buffer: bytes });
  } catch (e) {
    throw new ReceiptError('CORRUPT_IMAGE', `HEIC image could not be decoded (${(e as Error).message})`, { cause: e });
  }
  try {
    const first = images[0];
    if (!first) throw new ReceiptError('CORRUPT_IMAGE', 'HEIC file holds no image');
    // Check the size before decoding so a pixel bomb never allocates.
    if (first.width * first.height > maxPixels) throw pixelError(first.width, first.height, maxPixels);
    const rgba = await first.decode();
    return sharp(Buffer.from(rgba.data.buffer, rgba.data.byteOffset, rgba.data.byteLength), {
      raw: { width: rgba.width, height: rgba.height, channels: 4 },
    });
  } catch (e) {
    if (e instanceof ReceiptError) throw e;
    throw new ReceiptError('CORRUPT_IMAGE', `HEIC image could not be decoded (${(e as Error).message})`, { cause: e });
  } finally {
    images.dispose();
  }
}

/** An upload that passed every check, ready to decode. */
export interface OpenedImage {
  image: Sharp;
  /** EXIF orientation tag (1-8); 1 for HEIC, whose pixels heic-decode already delivers upright. */
  orientation: number;
}

/**
 * Checks an upload and opens it for decoding. Every way a file can be wrong ends in a ReceiptError: empty,
 * oversize, not an accepted type (whatever its name says), animated, too many pixels, corrupt or truncated.
 */
export async function openImage(bytes: Buffer, limits: DecodeLimits): Promise<OpenedImage> {
  if (bytes.length === 0) throw new ReceiptError('EMPTY_FILE', 'the file is empty');
  if (bytes.length > limits.maxBytes) {
    throw new ReceiptError('FILE_TOO_LARGE', `the file is ${bytes.length} bytes; the limit is ${limits.maxBytes}`);
  }
  const type = sniffImageType(bytes);
  if (type === null) {
    const kind = describeUnsupportedType(bytes);
    if (kind === 'GIF') {
      const pages = await sharp(bytes, { limitInputPixels: limits.maxPixels }).metadata().then((m) => m.pages ?? 1, () => 1);
      if (pages > 1) throw new ReceiptError('ANIMATED_IMAGE', 'animated images are not receipts; send a single photo');
    }
    throw new ReceiptError('UNSUPPORTED_TYPE', `${kind === 'unknown' ? 'this file' : kind} is not a supported image (JPEG, PNG, WebP or HEIC)`);
  }
  if (type === 'heic') return { image: await decodeHeic(bytes, limits.maxPixels), orientation: 1 };

  // 'truncated' rejects cut-off files yet still decodes the slightly irregular JPEGs some phones write.
  const options = { limitInputPixels: limits.maxPixels, failOn: 'truncated' as const };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (e) {
    throw sharpFailure(e, limits.maxPixels);
  }
  if ((meta.pages ?? 1) > 1) throw new ReceiptError('ANIMATED_IMAGE', 'animated images are not receipts; send a single photo');
  if (meta.width && meta.height && meta.width * meta.height > limits.maxPixels) throw pixelError(meta.width, meta.height, limits.maxPixels);
  return { image: sharp(bytes, options), orientation: meta.orientation ?? 1 };
}

/** Checks an upload (see openImage) and decodes it to grey pixels as stored, with the EXIF rotation as a hint. */
export async function decodeImage(bytes: Buffer, limits: DecodeLimits): Promise<DecodedImage> {
  const { image, orientation } = await openImage(bytes, limits);
  try {
    // Both decodes run together and are awaited together, so a truncated file's failure in either is caught here.
    const [colour, { data, info }] = await Promise.all([
      image
        .clone()
        .resize({ width: COLOUR_SIZE, height: COLOUR_SIZE, fit: 'inside' })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true }),
      image.greyscale().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true }),
    ]);
    return {
      grey: { data, width: info.width, height: info.height },
      exifRotation: EXIF_ROTATION[orientation] ?? 0,
      colour: { data: colour.data, width: colour.info.width, height: colour.info.height },
    };
  } catch (e) {
    throw sharpFailure(e, limits.maxPixels);
  }
}
