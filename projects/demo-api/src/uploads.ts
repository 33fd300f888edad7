import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { badRequest, HttpError, notFound } from './errors.ts';

export const UPLOAD_FIELD = 'file';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.csv': 'text/csv; charset=utf-8',
  '.gif': 'image/gif',
  // Served as text so that an uploaded page cannot run scripts on this origin.
  '.htm': 'text/plain; charset=utf-8',
  '.html': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.ogg': 'audio/ogg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wav': 'audio/wav',
  '.webm': 'video/webm',
  '.webp': 'image/webp',
  '.zip': 'application/zip',
};

const SAFE_EXTENSION = /^\.[a-z0-9]{1,10}$/;
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,10})?$/;

/** Keeps the original extension when it is plain letters and digits; drops it otherwise. */
export function safeExtension(originalName: string): string {
  const extension = extname(originalName).toLowerCase();
  return SAFE_EXTENSION.test(extension) ? extension : '';
}

export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * `POST /upload` stores one file under a generated name; `GET /uploads/:name` serves it to
 * anyone (names are random, and an `<img>` cannot send a Bearer token). `guard` runs before
 * an upload is read.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  uploadsDir: string,
  maxBytes: number,
  guard?: onRequestHookHandler,
): void {
  mkdirSync(uploadsDir, { recursive: true });

  app.post('/upload', { onRequest: guard ? [guard] : [] }, async (request) => {
    if (!request.isMultipart()) {
      throw badRequest(`Expected a multipart/form-data body with a "${UPLOAD_FIELD}" field`);
    }
    const upload = await request.file();
    if (!upload) throw badRequest(`No file found in the "${UPLOAD_FIELD}" field`);
    if (upload.fieldname !== UPLOAD_FIELD) {
      upload.file.resume();
      throw badRequest(
        `Expected the file in the "${UPLOAD_FIELD}" field, got "${upload.fieldname}"`,
      );
    }
    const filename = `${randomUUID()}${safeExtension(upload.filename)}`;
    const target = join(uploadsDir, filename);
    try {
      await pipeline(upload.file, createWriteStream(target, { flags: 'wx' }));
      // The stream ends quietly at the size limit; only this flag tells a cut-off file apart.
      if (upload.file.truncated) {
        throw new HttpError(413, `The file is larger than ${maxBytes} bytes`);
      }
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return { filename };
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    // Only names this server generates, so no path can escape the uploads folder.
    if (!STORED_NAME.test(name)) throw notFound(`No uploaded file named "${name}"`);
    const path = join(uploadsDir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) throw notFound(`No uploaded file named "${name}"`);
    return reply
      .header('Content-Type', contentTypeFor(name))
      .header('Content-Length', info.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(createReadStream(path));
  });
}
