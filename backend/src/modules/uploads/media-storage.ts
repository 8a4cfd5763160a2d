// Where uploaded images go: Cloudinary when CLOUDINARY_URL is set, else DATA_DIR/uploads on this machine
// (served under /media/uploads). Files are named by their content hash, so a URL never changes meaning and
// can be cached for a year.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageExtensions, type ImageType } from './image-type';

export interface StoredImageInput {
  buffer: Buffer;
  type: ImageType;
}

export interface MediaStorage {
  readonly kind: 'local' | 'cloudinary';
  /** Stores the image and returns the URL the catalogue will show. */
  save(image: StoredImageInput): Promise<string>;
}

export const LOCAL_UPLOADS_URL = '/media/uploads';

const contentName = (image: StoredImageInput) =>
  createHash('sha256').update(image.buffer).digest('hex').slice(0, 40);

export function createLocalStorage(directory: string): MediaStorage {
  return {
    kind: 'local',
    async save(image) {
      await mkdir(directory, { recursive: true });
      const file = `${contentName(image)}.${imageExtensions[image.type]}`;
      try {
        await writeFile(path.join(directory, file), image.buffer, { flag: 'wx' });
      } catch (error) {
        // The same bytes were uploaded before: the file is already there under this name.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return `${LOCAL_UPLOADS_URL}/${file}`;
    },
  };
}

/** CLOUDINARY_URL is cloudinary://<api key>:<api secret>@<cloud name>. */
export function parseCloudinaryUrl(url: string) {
  const parsed = new URL(url);
  return {
    cloud_name: parsed.hostname,
    api_key: decodeURIComponent(parsed.username),
    api_secret: decodeURIComponent(parsed.password),
  };
}

export function createCloudinaryStorage(url: string, folder = 'storefront/products'): MediaStorage {
  const credentials = parseCloudinaryUrl(url);
  // Loaded on first upload only, so a store without Cloudinary never loads the SDK.
  const sdk = import('cloudinary').then(({ v2 }) => {
    v2.config({ ...credentials, secure: true });
    return v2;
  });
  return {
    kind: 'cloudinary',
    async save(image) {
      const cloudinary = await sdk;
      return new Promise<string>((resolve, reject) => {
        const upload = cloudinary.uploader.upload_stream(
          { folder, public_id: contentName(image), resource_type: 'image', overwrite: false },
          (error, result) => {
            if (error || !result?.secure_url) {
              reject(new Error(`Cloudinary upload failed: ${error?.message ?? 'no URL returned'}`));
              return;
            }
            resolve(result.secure_url);
          },
        );
        upload.end(image.buffer);
      });
    },
  };
}
