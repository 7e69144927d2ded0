import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/harness.js';
import { multipartFile } from '../../test/multipart.js';
import { type TestStaff, insertStaffMember } from '../../test/staff.js';
import { parseS3Url } from './s3-storage.js';

interface StoredObject {
  body: Buffer;
  type: string | undefined;
  cacheControl: string | undefined;
}

/** A stand-in for an S3-compatible bucket on loopback: it wants a SigV4 authorization and keeps objects in memory. */
function fakeS3() {
  const objects = new Map<string, StoredObject>();
  const state = { failing: false, unsigned: 0 };
  const signed =
    /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (!signed.test(req.headers.authorization ?? '') || !req.headers['x-amz-content-sha256']) {
        state.unsigned += 1;
        res.writeHead(403).end();
        return;
      }
      if (state.failing) {
        res.writeHead(500).end();
        return;
      }
      const key = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        res.writeHead(200).end();
        return;
      }
      const found = objects.get(key);
      if (!found) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': found.type ?? '', 'content-length': String(found.body.length) });
      res.end(req.method === 'GET' ? found.body : undefined);
    });
  });
  return { server, objects, state };
}

describe('image uploads kept in an S3-compatible bucket', () => {
  const s3 = fakeS3();
  let t: TestApp;
  let editor: TestStaff;
  let imagesDir: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as AddressInfo;
    imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-s3-'));
    t = await createTestApp('sqlite', {
      RATE_LIMIT: false,
      IMAGES_DIR: imagesDir,
      IMAGE_STORAGE_URL: 's3://shop-images/dukkan',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'eu-test-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    editor = await insertStaffMember(t.db, 'catalogue');
  });
  afterAll(async () => {
    await t.destroy();
    await new Promise((resolve) => s3.server.close(resolve));
    fs.rmSync(imagesDir, { recursive: true, force: true });
  });

  const upload = (bytes: Buffer) => {
    const body = multipartFile(bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { ...body.headers, 'accept-language': 'en', ...editor.auth },
      payload: body.payload,
    });
  };

  it('reads the bucket and folder from the URL', () => {
    expect(parseS3Url('s3://shop-images')).toEqual({ bucket: 'shop-images', prefix: '' });
    expect(parseS3Url('s3://shop-images/dukkan/prod/')).toEqual({ bucket: 'shop-images', prefix: 'dukkan/prod/' });
  });

  it('writes every rendition to the bucket with signed requests, nothing to the local folder, and serves them', async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg);
    expect(res.statusCode, res.body).toBe(201);
    const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 32);
    expect(res.json()).toEqual({ path: `uploads/${hash}.webp`, width: 900, height: 600 });

    expect([...s3.objects.keys()].sort()).toEqual([
      `/shop-images/dukkan/uploads/${hash}-320.webp`,
      `/shop-images/dukkan/uploads/${hash}-640.webp`,
      `/shop-images/dukkan/uploads/${hash}.webp`,
    ]);
    const widest = s3.objects.get(`/shop-images/dukkan/uploads/${hash}.webp`)!;
    expect([widest.type, widest.cacheControl]).toEqual(['image/webp', 'public, max-age=31536000, immutable']);
    expect((await sharp(widest.body).metadata()).width).toBe(900);
    expect(fs.readdirSync(imagesDir)).toEqual([]);
    expect(s3.state.unsigned).toBe(0);

    const served = await t.app.inject({ method: 'GET', url: `/images/uploads/${hash}-320.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(s3.objects.get(`/shop-images/dukkan/uploads/${hash}-320.webp`)!.body)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/images/uploads/${'c'.repeat(32)}.webp` })).statusCode).toBe(404);

    // a category may point at the upload, and not at an image the bucket does not have
    const category = (img: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: { 'accept-language': 'en', ...editor.auth },
        payload: { name_ar: 'تمور', name_en: 'Dates', img },
      });
    expect((await category(`uploads/${hash}.webp`)).statusCode).toBe(201);
    const ghost = await category(`uploads/${'d'.repeat(32)}.webp`);
    expect(ghost.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      img: ['This image is not on the server; upload it again.'],
    });
  });

  it('answers a server error with a request id when the bucket fails, and records no upload', async () => {
    s3.state.failing = true;
    try {
      const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#f59e0b' } })
        .png()
        .toBuffer();
      const before = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'image.uploaded').execute();
      const res = await upload(png);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong on our side, please try again later.',
        request_id: expect.any(String),
      });
      const after = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'image.uploaded').execute();
      expect(after).toEqual(before);
    } finally {
      s3.state.failing = false;
    }
  });
});
