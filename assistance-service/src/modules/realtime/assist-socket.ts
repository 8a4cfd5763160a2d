// socket.io for live assistance: the token is checked in the handshake; shoppers join their conversation,
// helpers join the helpers room (the dashboard) and the conversations they serve. Domain events from the
// services are pushed to those rooms; clients may also send messages and catch up through the socket.
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import {
  ASSIST_CLIENT_EVENTS,
  ASSIST_SOCKET_EVENTS,
  type HelperJoinedPayload,
  type SendMessageAck,
  type ShareViewAck,
  type SyncAck,
  type WantViewAck,
  sendMessageBodySchema,
  syncPayloadSchema,
} from '@store/contracts/assistance';
import type { TokenVerifier } from '@store/server-kit/auth';
import { answerAck, requireSocketToken, socketUser } from '@store/server-kit/socket';
import { parseInput } from '@store/server-kit/validate';
import type { MessagesService } from '../messages/messages.service';
import type { PresenceService } from '../presence/presence.service';
import type { RequestsService } from '../requests/requests.service';
import type { AssistEvents } from './assist-events';
import { createSharedViewRelay, shareViewThrottle } from './shared-view';

export const HELPERS_ROOM = 'helpers';
export const conversationRoom = (shopperId: string) => `conversation:${shopperId}`;
export const helperRoom = (helperId: string) => `helper:${helperId}`;

/** The fields of an acknowledgement's success, without the `success` flag answerAck adds. */
type AckBody<A> = Omit<Extract<A, { success: true }>, 'success'>;

/** Conversations a helper serves at connection time, looked up before the connection completes. */
const servedAtConnect = new WeakMap<Socket, string[]>();

/**
 * Installs live assistance on a socket.io server. Only shoppers and helpers with a valid token connect; a
 * helper's conversations are looked up before the connection completes, so no event sent right after
 * "connect" can miss them.
 */
export function attachAssistSocket(
  io: Server,
  deps: {
    sessions: TokenVerifier;
    requests: RequestsService;
    events: AssistEvents;
    messages: MessagesService;
    presence: Pick<PresenceService, 'touch'>;
    /** A helper without a socket is away after this; their sockets are vouched for a third as often. */
    helperAwayAfterSeconds: number;
    logger: Logger;
    /** Open sockets one user may hold (server-kit's default when omitted). */
    maxSocketsPerUser?: number;
  },
): () => void {
  const { events, messages, logger } = deps;
  const sharedView = createSharedViewRelay(io, { helperRoom, conversationRoom }, deps.requests);
  requireSocketToken(io, deps.sessions, {
    roles: ['shopper', 'helper'],
    maxConnectionsPerUser: deps.maxSocketsPerUser,
    prepare: async (socket, user) => {
      if (user.role === 'helper') servedAtConnect.set(socket, await deps.requests.servedUserIds(user.id));
    },
  });

  // Presence is per helper across instances: each instance vouches for the helpers whose sockets it holds.
  const touchHelpers = (helperIds: readonly string[]) =>
    deps.presence.touch(helperIds).catch((error: unknown) => {
      logger.warn({ err: error }, 'helper presence not recorded');
    });
  const vouch = setInterval(
    () => {
      const helperIds = new Set<string>();
      for (const socket of io.of('/').sockets.values()) {
        const user = socketUser(socket);
        if (user.role === 'helper') helperIds.add(user.id);
      }
      void touchHelpers([...helperIds]);
    },
    Math.max(1000, (deps.helperAwayAfterSeconds * 1000) / 3),
  );
  vouch.unref();

  const unsubscribe = events.subscribe((event) => {
    switch (event.type) {
      case 'request_created':
        io.to(HELPERS_ROOM).emit(ASSIST_SOCKET_EVENTS.requestCreated, event.request);
        return;
      case 'request_accepted': {
        const { request } = event;
        // The accepting helper's open sockets join the conversation before anyone is told.
        io.in(helperRoom(request.helperId)).socketsJoin(conversationRoom(request.userId));
        io.to(HELPERS_ROOM).emit(ASSIST_SOCKET_EVENTS.requestUpdated, request);
        const joined: HelperJoinedPayload = {
          requestId: request._id,
          userId: request.userId,
          helperId: request.helperId,
          helperName: request.helperName,
        };
        io.to(conversationRoom(request.userId))
          .except(helperRoom(request.helperId))
          .emit(ASSIST_SOCKET_EVENTS.helperJoined, joined);
        return;
      }
      case 'request_removed': {
        const { removed, helperId } = event;
        io.to([HELPERS_ROOM, conversationRoom(removed.userId)]).emit(
          ASSIST_SOCKET_EVENTS.requestRemoved,
          removed,
        );
        if (helperId) io.in(helperRoom(helperId)).socketsLeave(conversationRoom(removed.userId));
        return;
      }
      case 'message':
        io.to(conversationRoom(event.message.userId)).emit(ASSIST_SOCKET_EVENTS.message, event.message);
        return;
      case 'queue_changed':
        // Each waiting shopper hears only their own place.
        for (const place of event.places) {
          io.to(conversationRoom(place.userId)).emit(ASSIST_SOCKET_EVENTS.queuePosition, place);
        }
        return;
    }
  });

  io.on('connection', (socket) => {
    const user = socketUser(socket);
    const served = servedAtConnect.get(socket) ?? [];
    if (user.role === 'shopper') {
      void socket.join(conversationRoom(user.id));
    } else {
      void socket.join([HELPERS_ROOM, helperRoom(user.id), ...served.map(conversationRoom)]);
      void touchHelpers([user.id]);
    }

    const context = { socket: socket.id, userId: user.id };
    socket.on(ASSIST_CLIENT_EVENTS.sendMessage, (payload: unknown, ack: unknown) =>
      answerAck(
        ack,
        async (): Promise<AckBody<SendMessageAck>> =>
          messages.send(user, parseInput(sendMessageBodySchema, payload)),
        { logger, context },
      ),
    );

    socket.on(ASSIST_CLIENT_EVENTS.sync, (payload: unknown, ack: unknown) =>
      answerAck(
        ack,
        async (): Promise<AckBody<SyncAck>> => {
          const { userId, after } = parseInput(syncPayloadSchema, payload);
          return { messages: await messages.list(user, userId, { after, limit: 1000 }) };
        },
        { logger, context },
      ),
    );

    const throttleShares = shareViewThrottle();
    socket.on(ASSIST_CLIENT_EVENTS.shareView, (payload: unknown, ack: unknown) =>
      answerAck(
        ack,
        async (): Promise<AckBody<ShareViewAck>> => {
          throttleShares();
          return sharedView.share(user, payload);
        },
        { logger, context },
      ),
    );

    socket.on(ASSIST_CLIENT_EVENTS.wantView, (payload: unknown, ack: unknown) =>
      answerAck(ack, async (): Promise<AckBody<WantViewAck>> => sharedView.want(user, payload), {
        logger,
        context,
      }),
    );
  });

  return () => {
    clearInterval(vouch);
    unsubscribe();
  };
}
