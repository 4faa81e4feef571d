import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readTarGz, writeTarGz } from './tar-archive.js';

const files = [
  { name: 'forkcast-export.json', bytes: Buffer.from('{"format":"forkcast-export"}') },
  { name: 'images/a.png', bytes: Buffer.alloc(1300, 7) },
  { name: 'images/empty.bin', bytes: Buffer.alloc(0) },
];

describe('the account archive container (tar.gz)', () => {
  it('reads back exactly the files it wrote', () => {
    const archive = writeTarGz(files, new Date('2026-11-26T00:00:00Z'));
    expect(readTarGz(archive, 10_000_000)).toEqual(files);
  });

  it('refuses what is not gzip, a damaged header, a cut-short archive, and one too big unpacked', () => {
    const archive = writeTarGz(files, new Date());
    expect(readTarGz(Buffer.from('plain text'), 10_000_000)).toBeNull();
    const tar = Buffer.from(gunzipSync(archive));
    tar[3] = 0x41; // a name byte changes: the checksum no longer matches
    expect(readTarGz(gzipSync(tar), 10_000_000)).toBeNull();
    expect(readTarGz(gzipSync(gunzipSync(archive).subarray(0, 1024)), 10_000_000)).toBeNull();
    expect(readTarGz(archive, 1024)).toBeNull();
  });
});
