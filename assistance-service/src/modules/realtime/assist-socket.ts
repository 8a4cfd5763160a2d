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
  type SocketAck,
  type SyncAck,
  sendMessageBodySchema,
  syncPayloadSchema,
} from '@store/contracts/assistance';
import type { AuthUser, TokenService } from '@store/server-kit/auth';
import { AppError } from '@store/server-kit/errors';
import { parseInput } from '@store/server-kit/validate';
import type { MessagesService } from '../messages/messages.service';
import type { RequestsService } from '../requests/requests.service';
import type { AssistEvents } from './assist-events';

export const HELPERS_ROOM = 'helpers';
export const conversationRoom = (shopperId: string) => `conversation:${shopperId}`;
export const helperRoom = (helperId: string) => `helper:${helperId}`;

interface SocketData {
  user: AuthUser;
  /** Conversations a helper serves at connection time. */
  served: string[];
}

const dataOf = (socket: Socket) => socket.data as SocketData;

function handshakeToken(socket: Socket): string | undefined {
  const auth: unknown = socket.handshake.auth;
  if (auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string')
    return auth.token;
  return undefined;
}

/**
 * Refuses connections without a valid shopper or helper token. The rooms a helper must be in are looked up
 * here, before the connection completes, so no event sent right after "connect" can miss them.
 */
export function requireSocketToken(io: Server, tokens: TokenService, requests: RequestsService) {
  io.use((socket, next) => {
    const token = handshakeToken(socket);
    const user = token ? tokens.verify(token) : undefined;
    if (!user) return next(new Error('unauthorized'));
    if (user.role !== 'shopper' && user.role !== 'helper') return next(new Error('forbidden'));
    const data = dataOf(socket);
    data.user = user;
    data.served = [];
    if (user.role === 'shopper') return next();
    requests.servedUserIds(user.id).then(
      (served) => {
        data.served = served;
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error('unavailable')),
    );
  });
}

export function attachAssistSocket(
  io: Server,
  deps: { events: AssistEvents; messages: MessagesService; logger: Logger },
): () => void {
  const { events, messages, logger } = deps;

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

  /** Runs a client request and answers through its acknowledgement, never throwing into socket.io. */
  const answer = async <T extends object>(
    socket: Socket,
    ack: unknown,
    work: () => Promise<SocketAck<T>>,
  ): Promise<void> => {
    const reply = typeof ack === 'function' ? (ack as (response: SocketAck<T>) => void) : () => undefined;
    try {
      reply(await work());
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        reply({ success: false, message: error.message, status: error.status });
        return;
      }
      logger.error({ err: error, socket: socket.id }, 'socket request failed');
      reply({ success: false, message: 'Something went wrong on our side. Please try again.', status: 500 });
    }
  };

  io.on('connection', (socket) => {
    const { user, served } = dataOf(socket);
    if (user.role === 'shopper') {
      void socket.join(conversationRoom(user.id));
    } else {
      void socket.join([HELPERS_ROOM, helperRoom(user.id), ...served.map(conversationRoom)]);
    }

    socket.on(ASSIST_CLIENT_EVENTS.sendMessage, (payload: unknown, ack: unknown) =>
      answer<Extract<SendMessageAck, { success: true }>>(socket, ack, async () => {
        const body = parseInput(sendMessageBodySchema, payload);
        const result = await messages.send(user, body);
        return { success: true, ...result };
      }),
    );

    socket.on(ASSIST_CLIENT_EVENTS.sync, (payload: unknown, ack: unknown) =>
      answer<Extract<SyncAck, { success: true }>>(socket, ack, async () => {
        const { userId, after } = parseInput(syncPayloadSchema, payload);
        return { success: true, messages: await messages.list(user, userId, { after, limit: 1000 }) };
      }),
    );
  });

  return unsubscribe;
}
