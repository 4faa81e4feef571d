import type { FastifyInstance } from 'fastify';

const BOUNDARY = '----forkcast-upload-boundary';

/** POST /api/receipts/upload with one PNG in the form field 'receipt', as the web app sends it. */
export function uploadReceipt(app: FastifyInstance, token: string, file: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/receipts/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` },
  });
}
