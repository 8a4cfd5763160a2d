// /api/messages: a conversation's messages (text and voice) for the shopper and the helper serving them.
import { Router } from 'express';
import multer from 'multer';
import {
  AUDIO_FIELD,
  AUDIO_MIME_TYPES,
  MAX_AUDIO_BYTES,
  audioMessageFieldsSchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  userIdParamsSchema,
} from '@store/contracts/assistance';
import { currentUser, requireUser } from '@store/server-kit/auth';
import { AppError, badRequest } from '@store/server-kit/errors';
import { multipartBody } from '@store/server-kit/http';
import { parseInput } from '@store/server-kit/validate';
import { baseMimeType, sniffAudio } from '../media/audio-sniff';
import type { MessagesService, SendResult } from './messages.service';

const acceptedTypes = new Set<string>(AUDIO_MIME_TYPES);

const unsupportedAudio = (what: string) =>
  new AppError(
    415,
    `${AUDIO_FIELD}: ${what} Please send a voice recording (WebM, Ogg, MP4/M4A, MP3, AAC, WAV or FLAC).`,
  );

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 10, fieldSize: 8 * 1024, parts: 12 },
  fileFilter: (_req, file, accept) => {
    if (file.fieldname !== AUDIO_FIELD) {
      accept(
        badRequest(`Unexpected file field "${file.fieldname}"; send the recording as "${AUDIO_FIELD}".`),
      );
      return;
    }
    if (!acceptedTypes.has(baseMimeType(file.mimetype))) {
      accept(unsupportedAudio(`"${file.mimetype}" is not an audio type we accept.`));
      return;
    }
    accept(null, true);
  },
});

const respond = (result: SendResult) => ({
  success: true,
  message: result.duplicate ? 'Message already received.' : 'Message sent.',
  chatMessage: result.chatMessage,
  duplicate: result.duplicate,
});

export function messagesRouter(messages: MessagesService): Router {
  const router = Router();
  router.use(requireUser('shopper', 'helper'));

  router.post('/', async (req, res) => {
    const body = parseInput(sendMessageBodySchema, req.body);
    const result = await messages.send(currentUser(req), body);
    res.status(result.duplicate ? 200 : 201).json(respond(result));
  });

  router.post('/audio', multipartBody(upload.single(AUDIO_FIELD)), async (req, res) => {
    const fields = parseInput(audioMessageFieldsSchema, req.body ?? {});
    if (!req.file)
      throw badRequest(`${AUDIO_FIELD}: attach the voice recording as the "${AUDIO_FIELD}" file.`);
    const sniffed = await sniffAudio(req.file.buffer);
    if (!sniffed) throw unsupportedAudio('the file is not a recording in a format we recognise.');
    const result = await messages.send(currentUser(req), {
      ...fields,
      recording: { data: req.file.buffer, ext: sniffed.ext, duration: fields.duration },
    });
    res.status(result.duplicate ? 200 : 201).json(respond(result));
  });

  router.get('/:userId', async (req, res) => {
    const { userId } = parseInput(userIdParamsSchema, req.params, 'path');
    const query = parseInput(messagesQuerySchema, req.query, 'query');
    res.json({ success: true, messages: await messages.list(currentUser(req), userId, query) });
  });

  return router;
}
