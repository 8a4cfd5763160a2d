// Serves voice messages stored on this machine. Names are random UUIDs, so a link is only known to the
// conversation it was posted in; files never change, so they are cached for a year.
import path from 'node:path';
import express, { Router } from 'express';
import { LOCAL_AUDIO_FILE } from './audio-storage';

const contentTypes: Record<string, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
};

export function uploadsRouter(uploadsDir: string): Router {
  const router = Router();
  router.use('/audio', (req, res, next) => {
    if (!LOCAL_AUDIO_FILE.test(req.path.slice(1))) {
      res.status(404).json({ success: false, message: 'No such recording.' });
      return;
    }
    // The SPA runs on another origin (the main API's port) and plays these in <audio>.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  router.use(
    '/audio',
    express.static(path.join(uploadsDir, 'audio'), {
      index: false,
      dotfiles: 'deny',
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, file) => {
        const type = contentTypes[path.extname(file).slice(1)];
        if (type) res.setHeader('Content-Type', type);
      },
    }),
  );
  router.use((_req, res) => {
    res.status(404).json({ success: false, message: 'No such recording.' });
  });
  return router;
}
