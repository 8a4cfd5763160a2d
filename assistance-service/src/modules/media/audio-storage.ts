// Where voice messages are kept: Cloudinary when CLOUDINARY_URL is configured, otherwise DATA_DIR/uploads
// on this machine (served by this service under /uploads with long cache headers).
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { v2 as cloudinary } from 'cloudinary';
import type { CloudinaryCredentials } from '../../config/env';

export interface AudioStorage {
  kind: 'local' | 'cloudinary';
  /** Stores the recording and returns how to find it again (a path for local files, a URL for Cloudinary). */
  save(data: Buffer, ext: string): Promise<string>;
  /** Removes a recording that ended up unused (a lost race on a retried send). */
  discard(stored: string): Promise<void>;
  /** The URL clients play. */
  publicUrl(stored: string): string;
}

export const LOCAL_AUDIO_PREFIX = '/uploads/audio/';
/** Names this service gives stored recordings; anything else under /uploads/audio is not ours. */
export const LOCAL_AUDIO_FILE = /^[0-9a-f-]{36}\.(webm|ogg|wav|flac|m4a|mp3|aac)$/;

export function localAudioStorage(uploadsDir: string, publicBaseUrl: string): AudioStorage {
  const folder = path.join(uploadsDir, 'audio');
  return {
    kind: 'local',
    async save(data, ext) {
      await mkdir(folder, { recursive: true });
      const file = `${randomUUID()}.${ext}`;
      await writeFile(path.join(folder, file), data, { flag: 'wx' });
      return `${LOCAL_AUDIO_PREFIX}${file}`;
    },
    async discard(stored) {
      const file = stored.slice(LOCAL_AUDIO_PREFIX.length);
      if (stored.startsWith(LOCAL_AUDIO_PREFIX) && LOCAL_AUDIO_FILE.test(file)) {
        await rm(path.join(folder, file), { force: true });
      }
    },
    publicUrl: (stored) => (stored.startsWith('/') ? `${publicBaseUrl}${stored}` : stored),
  };
}

const CLOUDINARY_FOLDER = 'store/voice-messages';

export function cloudinaryAudioStorage(credentials: CloudinaryCredentials): AudioStorage {
  cloudinary.config({
    cloud_name: credentials.cloudName,
    api_key: credentials.apiKey,
    api_secret: credentials.apiSecret,
    secure: true,
  });
  return {
    kind: 'cloudinary',
    save: (data) =>
      new Promise<string>((resolve, reject) => {
        // Cloudinary files audio under the "video" resource type.
        const upload = cloudinary.uploader.upload_stream(
          { resource_type: 'video', folder: CLOUDINARY_FOLDER, public_id: randomUUID() },
          (error, result) => {
            if (error || !result) reject(error ?? new Error('Cloudinary returned no result'));
            else resolve(result.secure_url);
          },
        );
        upload.end(data);
      }),
    async discard(stored) {
      const publicId = /\/upload\/(?:v\d+\/)?(.+)\.\w+$/.exec(stored)?.[1];
      if (publicId) await cloudinary.uploader.destroy(publicId, { resource_type: 'video' });
    },
    publicUrl: (stored) => stored,
  };
}
