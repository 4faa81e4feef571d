import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The account archive's container: a POSIX ustar tar, gzip-compressed, written and read here with Node's zlib so
 * no archive library is needed. Only regular files with short names (under 100 bytes) are written or accepted.
 */
export interface ArchiveFile {
  name: string;
  bytes: Buffer;
}

const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const field = (value: string, offset: number, length: number) => block.write(value, offset, length, 'ascii');
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0');
  field(name, 0, 100);
  field(octal(0o644, 8), 100, 8);
  field(octal(0, 8), 108, 8);
  field(octal(0, 8), 116, 8);
  field(octal(size, 12), 124, 12);
  field(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12);
  field('        ', 148, 8); // the checksum is summed with its own field as spaces
  field('0', 156, 1);
  field('ustar\u000000', 257, 8);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(`${octal(sum, 7)}\u0000`, 148, 8);
  return block;
}

export function writeTarGz(files: ArchiveFile[], mtime: Date): Buffer {
  const parts: Buffer[] = [];
  for (const file of files) {
    if (Buffer.byteLength(file.name) >= 100) throw new Error(`archive name too long: ${file.name}`);
    parts.push(header(file.name, file.bytes.length, mtime), file.bytes, Buffer.alloc((BLOCK - (file.bytes.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return gzipSync(Buffer.concat(parts));
}

/** The regular files of a tar.gz, or null when it is not one (not gzip, a bad checksum, cut short, too big unpacked). */
export function readTarGz(archive: Buffer, maxUnpackedBytes: number): ArchiveFile[] | null {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive, { maxOutputLength: maxUnpackedBytes });
  } catch {
    return null;
  }
  const files: ArchiveFile[] = [];
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return files;
    const text = (start: number, length: number) => block.toString('ascii', start, start + length).replace(/\0.*$/s, '').trim();
    const size = Number.parseInt(text(124, 12), 8);
    const stored = Number.parseInt(text(148, 8), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (!Number.isSafeInteger(size) || size < 0 || sum !== stored) return null;
    const start = offset + BLOCK;
    if (start + size > tar.length) return null;
    const type = text(156, 1);
    if (type === '0' || type === '') files.push({ name: text(0, 100), bytes: Buffer.from(tar.subarray(start, start + size)) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return null;
}
