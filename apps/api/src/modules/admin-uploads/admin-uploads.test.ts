import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { multipartFile } from '../../test/multipart.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/** A photo with a gradient, so the encoders have real work (and the file real size). */
function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#f59e0b"/></svg>`,
      ),
    },
  ]);
}

describe.each(DIALECTS)('image uploads (%s)', (dialect) => {
  let t: TestApp;
  let imagesDir: string;
  let catalogue: TestStaff;
  let clerk: TestStaff;

  beforeAll(async () => {
    imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-uploads-'));
    t = await createTestApp(dialect, { RATE_LIMIT: false, IMAGES_DIR: imagesDir });
    catalogue = await insertStaffMember(t.db, 'catalogue');
    clerk = await insertStaffMember(t.db, 'orders');
  });
  afterAll(async () => {
    await t.destroy();
    fs.rmSync(imagesDir, { recursive: true, force: true });
  });

  const upload = (
    bytes: Buffer,
    opts: Parameters<typeof multipartFile>[1] = {},
    who: TestStaff | null = catalogue,
    lang = 'en',
  ) => {
    const body = multipartFile(bytes, opts);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...body.headers, 'accept-language': lang, ...(who ? who.auth : {}) },
      payload: body.payload,
    });
  };
  const uploadedFiles = () =>
    fs.existsSync(path.join(imagesDir, 'uploads')) ? fs.readdirSync(path.join(imagesDir, 'uploads')).sort() : [];
  const auditRows = () =>
    t.db.selectFrom('audit_log').selectAll().where('action', '=', 'image.uploaded').orderBy('id').execute();

  it('turns a JPEG with EXIF and GPS into upright WebP renditions of 320, 640 and 1280 pixels, metadata gone', async () => {
    // 2000 × 1500 stored sideways: orientation 6 means "turn 90° clockwise to view", so it is 1500 × 2000 upright
    const jpeg = await photo(2000, 1500)
      .withExif({
        IFD0: { Artist: 'Salem the photographer', Copyright: 'Secret Studio' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '32/1 53/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '13/1 11/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.toString('latin1')).toContain('Secret Studio');
    expect(before.orientation).toBe(6);

    const res = await upload(jpeg, { filename: 'IMG_2041.JPG', contentType: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const hash = hashOf(jpeg);
    expect(res.json()).toEqual({ path: `uploads/${hash}.webp`, width: 1280, height: 1707 });

    for (const [name, width, height] of [
      [`${hash}-320.webp`, 320, 427],
      [`${hash}-640.webp`, 640, 853],
      [`${hash}.webp`, 1280, 1707],
    ] as const) {
      const file = fs.readFileSync(path.join(imagesDir, 'uploads', name));
      const meta = await sharp(file).metadata();
      expect({ name, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        name,
        format: 'webp',
        width,
        height,
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.toString('latin1')).not.toContain('Secret Studio');
      expect(file.toString('latin1')).not.toContain('GPS');
    }

    const rows = await auditRows();
    expect(rows.map((r) => [r.staff_id, r.entity, r.entity_id])).toEqual([[catalogue.id, 'image', hash]]);
    expect(JSON.parse(rows[0]!.after!)).toEqual({
      path: `uploads/${hash}.webp`,
      width: 1280,
      height: 1707,
      format: 'jpeg',
      bytes: jpeg.length,
    });
  });

  it('serves the renditions under /images/uploads with a year-long immutable cache', async () => {
    const png = await photo(500, 300).png().toBuffer();
    const res = await upload(png, { filename: 'logo.png', contentType: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const hash = hashOf(png);
    // never enlarged: a 500-pixel picture stays 500 wide in the "1280" rendition
    expect(res.json()).toEqual({ path: `uploads/${hash}.webp`, width: 500, height: 300 });
    const narrow = await sharp(fs.readFileSync(path.join(imagesDir, 'uploads', `${hash}-320.webp`))).metadata();
    expect([narrow.width, narrow.height]).toEqual([320, 192]);

    const served = await t.app.inject({ method: 'GET', url: `/images/uploads/${hash}-640.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(fs.readFileSync(path.join(imagesDir, 'uploads', `${hash}-640.webp`)))).toBe(true);

    const missing = await t.app.inject({ method: 'GET', url: `/images/uploads/${'0'.repeat(32)}.webp` });
    expect(missing.statusCode).toBe(404);
    const sneaky = await t.app.inject({ method: 'GET', url: '/images/uploads/..%2F..%2Fpackage.json' });
    expect(sneaky.statusCode).toBe(404);
  });

  it.each([
    ['WebP', (s: Sharp) => s.webp(), 'image/webp'],
    ['AVIF', (s: Sharp) => s.avif(), 'image/avif'],
  ])('takes a %s picture', async (_name, encode, contentType) => {
    const bytes = await encode(photo(800, 600)).toBuffer();
    const res = await upload(bytes, { filename: 'x.img', contentType });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ path: `uploads/${hashOf(bytes)}.webp`, width: 800, height: 600 });
    expect(uploadedFiles()).toContain(`${hashOf(bytes)}-640.webp`);
  });

  it.each([
    ['a text file named .png', Buffer.from('hello, this is not a picture\n'), 'notes.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'menu.pdf', 'application/pdf'],
  ])('refuses %s with a clear 422 in the staff language, storing nothing', async (_name, bytes, filename, type) => {
    const filesBefore = uploadedFiles();
    const auditsBefore = (await auditRows()).length;
    const en = await upload(bytes, { filename, contentType: type });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'This file is not an accepted image: upload a JPEG, PNG, WebP or AVIF picture.',
      errors: { file: ['This file is not an accepted image: upload a JPEG, PNG, WebP or AVIF picture.'] },
    });
    const ar = await upload(bytes, { filename, contentType: type }, catalogue, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json<{ message: string }>().message).toBe(
      'هذا الملف ليس صورة مقبولة: ارفع صورة بصيغة JPEG أو PNG أو WebP أو AVIF.',
    );
    expect(uploadedFiles()).toEqual(filesBefore);
    expect((await auditRows()).length).toBe(auditsBefore);
  });

  it('refuses a GIF, even a real one', async () => {
    const gif = await photo(40, 40).gif().toBuffer();
    const res = await upload(gif, { filename: 'anim.gif', contentType: 'image/gif' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('file');
  });

  it('refuses a file over 10 MB (413) and a request without a file (422)', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    const res = await upload(big, { filename: 'huge.jpg' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The image is larger than 10 MB; choose a smaller one.',
      errors: { file: ['The image is larger than 10 MB; choose a smaller one.'] },
    });

    const wrongField = await upload(Buffer.from('x'), { field: 'picture' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { file: ['Choose an image file to upload.'] },
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { 'accept-language': 'ar', ...catalogue.auth },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({ message: 'البيانات المدخلة غير صحيحة.', errors: { file: ['اختر ملف صورة لرفعه.'] } });
  });

  it('lets only staff whose role edits the catalogue upload', async () => {
    const png = await photo(64, 64).png().toBuffer();
    const anonymous = await upload(png, {}, null);
    expect(anonymous.statusCode).toBe(401);
    const orders = await upload(png, {}, clerk);
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toEqual({ message: 'You are not allowed to do this.' });
    expect(uploadedFiles()).not.toContain(`${hashOf(png)}.webp`);
    const owner = await insertStaffMember(t.db, 'owner');
    expect((await upload(png, {}, owner)).statusCode).toBe(201);
  });
});
