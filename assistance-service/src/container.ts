// Wires repositories and services for one database; the app and the socket layer share them.
import type { Logger } from 'pino';
import { createTokenService, type TokenService } from '@store/server-kit/auth';
import { createTokenBuckets } from '@store/server-kit/rate-limit';
import { createServiceMetrics } from '@store/server-kit/metrics';
import { createSessions } from '@store/server-kit/sessions';
import { createBackendSessionLookup } from './modules/sessions/backend-session.lookup';
import type { AssistanceConfig } from './config/env';
import type { AssistanceDatabase } from './db/client';
import { createBackendCartClient } from './modules/cart/backend-cart.client';
import { createBackendGrantRevoker } from './modules/cart/backend-grant-revoker.client';
import { createCartGrants } from '@store/server-kit/cart-grant';
import { cloudinaryAudioStorage, localAudioStorage, type AudioStorage } from './modules/media/audio-storage';
import { createMessagesRepository } from './modules/messages/messages.repository';
import { createMessagesService } from './modules/messages/messages.service';
import { createAssistEvents } from './modules/realtime/assist-events';
import { createPresenceRepository } from './modules/presence/presence.repository';
import { createPresenceService } from './modules/presence/presence.service';
import { createQuickRepliesRepository } from './modules/quick-replies/quick-replies.repository';
import { createRequestsRepository } from './modules/requests/requests.repository';
import { createRequestsService } from './modules/requests/requests.service';
import { registerQueueMetrics } from './modules/requests/queue.metrics';
import { createHelpSessionNotices } from '@store/server-kit/help-session-notice';
import { createSessionMailQueue } from './modules/session-mail/session-mail.queue';
import { createSessionMailRelay } from './modules/session-mail/session-mail.relay';
import { createHelpTranscriptNotices } from '@store/server-kit/help-transcript-notice';
import { createTranscriptMailer } from './modules/transcript-mail/transcript-mail.service';

export function createContainer(
  config: AssistanceConfig,
  database: AssistanceDatabase,
  jwtSecret: string,
  logger?: Logger,
) {
  const tokens: TokenService = createTokenService(jwtSecret);
  const sessions = createSessions(tokens, createBackendSessionLookup(config.backendUrl, { logger }));
  const events = createAssistEvents();
  const audioStorage: AudioStorage = config.cloudinary
    ? cloudinaryAudioStorage(config.cloudinary)
    : localAudioStorage(config.uploadsDir, config.publicUrl);
  const cartGrants = createCartGrants(jwtSecret);
  const sessionMailQueue = createSessionMailQueue(database);
  const requestsRepository = createRequestsRepository(database.db, sessionMailQueue);
  const metrics = createServiceMetrics('assistance');
  metrics.trackPool(database.kind, () => database.poolStats());
  registerQueueMetrics(metrics.registry, requestsRepository);
  const requests = createRequestsService(
    requestsRepository,
    events,
    undefined,
    createBackendGrantRevoker(config.backendUrl, cartGrants, { logger }),
  );
  const messagesRepository = createMessagesRepository(database.db);
  const messages = createMessagesService(
    messagesRepository,
    requests,
    audioStorage,
    events,
    createTokenBuckets({
      perSecond: config.MESSAGE_RATE_PER_SECOND,
      burst: config.MESSAGE_RATE_BURST,
      message: 'You are sending messages too quickly. Please wait a moment and send again.',
    }),
  );
  return {
    config,
    database,
    metrics,
    tokens,
    sessions,
    events,
    audioStorage,
    requests,
    messages,
    presence: createPresenceService(createPresenceRepository(database.db), {
      awayAfterSeconds: config.HELPER_AWAY_AFTER_SECONDS,
    }),
    quickReplies: createQuickRepliesRepository(database.db),
    cartGrants,
    /** pg-boss's tables and the help-session mail queue; installed at start-up, before the first booking. */
    sessionMailQueue,
    sessionMailRelay: createSessionMailRelay({
      queue: sessionMailQueue,
      notices: createHelpSessionNotices(jwtSecret),
      backendUrl: config.backendUrl,
      pollSeconds: config.MAIL_POLL_SECONDS,
    }),
    backendCart: createBackendCartClient(config.backendUrl),
    transcriptMailer: createTranscriptMailer({
      requests: requestsRepository,
      messages: messagesRepository,
      notices: createHelpTranscriptNotices(jwtSecret),
      backendUrl: config.backendUrl,
      logger,
      // Three at once, then one every ten minutes (per instance).
      limit: createTokenBuckets({
        perSecond: 1 / 600,
        burst: 3,
        message:
          'You asked for your conversation by mail several times just now. Please wait a few minutes and ask again.',
      }),
    }),
  };
}

export type Container = ReturnType<typeof createContainer>;
