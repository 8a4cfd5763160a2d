// Serves a built site's files as the build compressed them: next to each file the build wrote a Brotli
// (`.br`, quality 11) and a gzip (`.gz`) copy, so a browser gets the smallest copy it accepts with no
// compression work per request, and more compressed than compressing on the fly could afford. Files without
// copies, and clients that accept neither, fall through to `express.static` (the caller's next handler).
import { readdirSync, statSync } from 'node:fs';
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
}

/** Sends `urlPath`'s compressed copy when the client accepts one; answers whether it did. */
export type PrecompressedSender = (
  urlPath: string,
  acceptEncoding: string | undefined,
  res: Response,
  options: PrecompressedOptions,
) => boolean;

export function precompressedFiles(root: string): {
  middleware: (options: PrecompressedOptions) => RequestHandler;
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
    // Relative to `root`: `send` refuses a path with a dot-directory in it, which must not count the
    // directories above the site (a checkout under ~/.cache would otherwise serve nothing).
    res.sendFile(`${urlPath.slice(1)}.${chosen === 'br' ? 'br' : 'gz'}`, {
      root,
      maxAge: options.maxAge,
      immutable: options.immutable,
    });
    return true;
  };
  return {
    send,
    middleware: (options) => (req, res, next) => {
      const readable = req.method === 'GET' || req.method === 'HEAD';
      if (!readable || !send(req.path, req.headers['accept-encoding'], res, options)) next();
    },
  };
}
