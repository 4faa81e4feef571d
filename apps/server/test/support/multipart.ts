/** One part of a hand-made multipart body: a file when it has a filename, else a plain field. */
export interface Part {
  name: string;
  filename?: string;
  /** The file's declared type; what a hostile client declares need not match its bytes. */
  type?: string;
  body: Buffer | string;
}

export const BOUNDARY = 'forkcast-test-boundary';
export const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body with any parts, in order: the shapes a hand-made or hostile client can send. */
export function multipartBody(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'image/png'}`) +
        '\r\n\r\n',
    ),
    Buffer.from(part.body),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}
