// Checks uploaded images by their content and hands them to the configured storage.
import { AppError } from '@store/server-kit/errors';
import { detectImageType } from './image-type';
import type { MediaStorage } from './media-storage';

export interface IncomingImage {
  /** The form field it came in, named in error messages. */
  field: string;
  buffer: Buffer;
}

export function createUploadsService(storage: MediaStorage) {
  return {
    storage: storage.kind,

    /** All images are checked before any is stored, so a bad one leaves nothing behind. */
    async storeImages(images: IncomingImage[]): Promise<string[]> {
      const typed = images.map((image) => {
        const type = detectImageType(image.buffer);
        if (!type) {
          throw new AppError(
            415,
            `${image.field}: only JPEG, PNG or WebP images are accepted, and this file is none of them.`,
            'unsupported_media_type',
          );
        }
        return { buffer: image.buffer, type };
      });
      const urls: string[] = [];
      for (const image of typed) urls.push(await storage.save(image));
      return urls;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
