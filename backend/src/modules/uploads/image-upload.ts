// Multipart parsing for product images: memory storage (files are checked before anything is written),
// at most four files, each under the size limit (a larger one is a 413).
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { multipartBody } from '@store/server-kit/http';
import type { IncomingImage } from './uploads.service';

export const MAX_PRODUCT_IMAGES = 4;

/** image1…image4 (one file each) as the admin form sends them, or a repeated `images` field. */
const imageFields = [
  ...Array.from({ length: MAX_PRODUCT_IMAGES }, (_, index) => ({ name: `image${index + 1}`, maxCount: 1 })),
  { name: 'images', maxCount: MAX_PRODUCT_IMAGES },
];

export function productImagesUpload(maxBytes: number): RequestHandler {
  return multipartBody(
    multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: maxBytes, files: MAX_PRODUCT_IMAGES, fields: 30, fieldSize: 64 * 1024, parts: 40 },
    }).fields(imageFields),
  );
}

/** The uploaded images in field order (image1 first). */
export function uploadedImages(req: Request): IncomingImage[] {
  const files = req.files;
  if (!files || Array.isArray(files)) return [];
  return imageFields.flatMap(({ name }) =>
    (files[name] ?? []).map((file) => ({ field: name, buffer: file.buffer })),
  );
}
