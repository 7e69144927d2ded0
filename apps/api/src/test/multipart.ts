import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartFile(
  bytes: Buffer,
  opts: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dukkan${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; ` +
    `filename="${opts.filename ?? 'picture.jpg'}"\r\nContent-Type: ${opts.contentType ?? 'image/jpeg'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
