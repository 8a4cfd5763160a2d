// Serves a built site's files as the build compressed them: next to each file the build wrote a Brotli
// (`.br`, quality 11) and a gzip (`.gz`) copy, so a browser gets the smallest copy it accepts with no
// compression work per request, and more compressed than compressing on the fly could afford. Files without
// copies, and clients that accept neither, fall through to `express.static` (the caller's next handler).
import { readdirSync, statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { chooseCoding, type Coding } from './prepared-answer';

/** Every file under `root` that has a compressed copy, by URL path ("/assets/index-abc.js"). */
function filesWithCopies(root: string): Map<string, Coding[]> {
  const found = new Map<string, Coding[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const coding: Coding | undefined = entry.name.endsWith('.br')
        ? 'br'
        : entry.name.endsWith('.gz')
          ? 'gzip'
          : undefined;
      if (!coding) continue;
      const original = full.slice(0, -'.br'.length);
      if (!statSync(original, { throwIfNoEntry: false })?.isFile()) continue;
      const urlPath = `/${path.relative(root, original).split(path.sep).join('/')}`;
      // Brotli first: it is the smaller, and chooseCoding takes the first the client accepts.
      found.set(urlPath, [...(found.get(urlPath) ?? []), coding].sort());
    }
  };
  walk(root);
  return found;
}

export interface PrecompressedOptions {
  /** Cache-Control's max-age in ms and `immutable`, as `express.static` takes them. */
  maxAge: number;
  immutable: boolean;
  /**
   * ETag, Last-Modified and Accept-Ranges (default true): a content-named file that never changes does
   * without them.
   */
  validators?: boolean;
}

/** Sends `urlPath`'s compressed copy when the client accepts one; answers whether it did. */
export type PrecompressedSender = (
  urlPath: string,
  acceptEncoding: string | undefined,
  res: Response,
  options: PrecompressedOptions,
) => boolean;

/** Sends a file whose headers are set, its length from the open file; a 404 when it is gone. */
async function sendCopy(file: string, res: Response): Promise<void> {
  let handle: FileHandle;
  let size: number;
  try {
    handle = await open(file);
    size = (await handle.stat()).size;
  } catch {
    // The build was replaced under the running server, so a copy named at start-up is gone.
    res.removeHeader('Content-Encoding');
    res.removeHeader('Cache-Control');
    res.status(404).type('text').send('Not found');
    return;
  }
  res.setHeader('Content-Length', size);
  if (res.req.method === 'HEAD') {
    await handle.close();
    res.end();
    return;
  }
  // pipeline closes the file and ends the answer, or destroys it when the client goes away or a read fails.
  pipeline(handle.createReadStream(), res, () => undefined);
}

export function precompressedFiles(root: string): {
  middleware: (options: PrecompressedOptions, mountedAt?: string) => RequestHandler;
  send: PrecompressedSender;
} {
  const copies = filesWithCopies(root);
  const send: PrecompressedSender = (urlPath, acceptEncoding, res, options) => {
    const available = copies.get(urlPath);
    if (!available) return false;
    const chosen = chooseCoding(acceptEncoding, available);
    if (!chosen) return false;
    res.vary('Accept-Encoding');
    // The type of the original file, not of its `.br`/`.gz` copy; already encoded, so compression leaves it.
    res.type(path.extname(urlPath));
    res.setHeader('Content-Encoding', chosen);
    const copy = `${urlPath}.${chosen === 'br' ? 'br' : 'gz'}`;
    if (options.validators === false) {
      // res.sendFile always adds an ETag (the app's setting), so a file without validators is sent here.
      res.setHeader(
        'Cache-Control',
        `public, max-age=${Math.floor(options.maxAge / 1000)}${options.immutable ? ', immutable' : ''}`,
      );
      void sendCopy(path.join(root, copy), res);
      return true;
    }
    // Relative to `root`: `send` refuses a path with a dot-directory in it, which must not count the
    // directories above the site (a checkout under ~/.cache would otherwise serve nothing).
    res.sendFile(copy.slice(1), { root, maxAge: options.maxAge, immutable: options.immutable });
    return true;
  };
  return {
    send,
    // `mountedAt`: where the caller mounted it (`app.use('/assets/', …)`), as req.path is then relative.
    middleware:
      (options, mountedAt = '/') =>
      (req, res, next) => {
        const readable = req.method === 'GET' || req.method === 'HEAD';
        // Joined as text: a `..` in the address must not be resolved into a file outside the mount.
        const urlPath = `${mountedAt.replace(/\/$/, '')}${req.path}`;
        if (!readable || !send(urlPath, req.headers['accept-encoding'], res, options)) next();
      },
  };
}
