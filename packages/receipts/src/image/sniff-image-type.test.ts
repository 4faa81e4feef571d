import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff-image-type';

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const size = 8 + brands.length;
  return Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from(`ftyp${brands}`, 'latin1'), Buffer.alloc(16)]);
};

describe('sniffImageType', () => {
  const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } });
  it('recognises JPEG, PNG and WebP from their bytes', async () => {
    expect(sniffImageType(await pixel.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await pixel.clone().png().toBuffer())).toBe('png');
    expect(sniffImageType(await pixel.clone().webp().toBuffer())).toBe('webp');
  });
  it('recognises HEIC by its ftyp brands, and not AVIF', () => {
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(sniffImageType(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(sniffImageType(ftyp('avif', 'mif1', 'avif'))).toBeNull();
    expect(sniffImageType(ftyp('isom', 'mp41'))).toBeNull(); // an MP4 video
  });
  it('rejects other content whatever the file is called', async () => {
    expect(sniffImageType(Buffer.from('%PDF-1.7\n1 0 obj'))).toBeNull();
    expect(sniffImageType(await pixel.clone().gif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from('hello'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull(); // truncated header
  });
});
