// Chat between a shopper and the helper serving them: who may read and write a conversation, storing
// text and voice messages (idempotent by client message id), and incremental reads for polling/catch-up.
import { idSchema } from '@store/contracts/common';
import type {
  ChatMessage,
  MessageAttachment,
  MessageSender,
  messagesQuerySchema,
} from '@store/contracts/assistance';
import type { Language } from '@store/contracts/languages';
import type { RateLimiter } from '@store/server-kit/rate-limit';
import type { AuthUser } from '@store/server-kit/auth';
import { badRequest, conflict, forbidden, notFound } from '@store/server-kit/errors';
import type { z } from 'zod';
import type { AudioStorage } from '../media/audio-storage';
import type { AssistEvents } from '../realtime/assist-events';
import type { RequestsService } from '../requests/requests.service';
import type { MessageRow, MessagesCursor, MessagesRepository } from './messages.repository';

type MessagesQueryInput = z.output<typeof messagesQuerySchema>;

/** A voice message's recording: its bytes, file extension and length in seconds. */
export interface Recording {
  data: Buffer;
  ext: string;
  duration: number;
}

/** A message as a client sends it (text over REST or the socket; voice over multipart). */
export interface NewMessage {
  userId: string;
  from: MessageSender;
  content: string;
  clientMessageId?: string;
  recording?: Recording;
  /** The sender's storefront language (the contract makes it English when the client did not say). */
  lang: Language;
  /** Helpers only: a product card or page suggestion. */
  attachment?: MessageAttachment;
}

export interface SendResult {
  chatMessage: ChatMessage;
  /** True when the client message id was already used: nothing new was stored or announced. */
  duplicate: boolean;
}

const senderFor: Record<AuthUser['role'], MessageSender | undefined> = {
  shopper: 'user',
  helper: 'assistant',
  admin: undefined,
};

const noConversation = () => notFound('No conversation with this shopper.');

export function createMessagesService(
  messages: MessagesRepository,
  requests: RequestsService,
  storage: AudioStorage,
  events: AssistEvents,
  /** Messages per user per second (REST, voice and socket alike); unlimited when omitted. */
  sendLimit: RateLimiter = { take: () => undefined },
) {
  const toChatMessage = (row: MessageRow): ChatMessage => ({
    _id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    from: row.from,
    content: row.content,
    audio: row.audioUrl ? storage.publicUrl(row.audioUrl) : null,
    duration: row.audioDuration,
    createdAt: row.createdAt.toISOString(),
    clientMessageId: row.clientMessageId,
    lang: row.language,
    attachment: row.attachment ?? null,
  });

  /**
   * A shopper reaches only their own conversation; a helper only the conversation of a shopper whose open
   * request they accepted. Anyone else gets 404, so conversations cannot be probed. Returns the shopper's
   * email, which every message of the conversation carries.
   */
  const openConversation = async (user: AuthUser, shopperId: string): Promise<{ userEmail: string }> => {
    if (user.role === 'shopper') {
      if (user.id !== shopperId) throw noConversation();
      return { userEmail: user.email };
    }
    if (user.role === 'helper') {
      const served = await requests.served(user.id, shopperId);
      if (!served) throw noConversation();
      return { userEmail: served.email };
    }
    throw forbidden('Only shoppers and helpers take part in conversations.');
  };

  const checkSender = (user: AuthUser, from: MessageSender) => {
    const expected = senderFor[user.role];
    if (!expected) throw forbidden('Only shoppers and helpers take part in conversations.');
    if (from !== expected) {
      throw forbidden(`from: a ${user.role}'s messages are from '${expected}'.`);
    }
  };

  /** An earlier message with this client id, or a conflict if the id was used in another conversation. */
  const previous = async (user: AuthUser, userId: string, clientMessageId: string | undefined) => {
    if (!clientMessageId) return undefined;
    const row = await messages.findByClientId(user.id, clientMessageId);
    if (row && row.userId !== userId) {
      throw conflict('clientMessageId: this id was already used for a message in another conversation.');
    }
    return row;
  };

  const store = async (row: Parameters<MessagesRepository['insert']>[0]): Promise<SendResult | undefined> => {
    const inserted = await messages.insert(row);
    if (!inserted) return undefined;
    const chatMessage = toChatMessage(inserted);
    events.publish({ type: 'message', message: chatMessage });
    return { chatMessage, duplicate: false };
  };

  const afterDuplicate = async (
    user: AuthUser,
    userId: string,
    clientMessageId: string | null | undefined,
  ) => {
    // The insert found the client id taken: a concurrent retry won the race.
    const row = clientMessageId ? await previous(user, userId, clientMessageId) : undefined;
    if (!row) throw conflict('The message could not be stored. Please try again.');
    return { chatMessage: toChatMessage(row), duplicate: true };
  };

  return {
    openConversation,

    async list(user: AuthUser, shopperId: string, query: MessagesQueryInput): Promise<ChatMessage[]> {
      await openConversation(user, shopperId);
      let cursor: MessagesCursor = { kind: 'latest' };
      if (query.after !== undefined) {
        if (idSchema.safeParse(query.after).success) {
          const seq = await messages.seqOf(shopperId, query.after);
          if (seq === undefined) throw badRequest('after: no message with this id in this conversation.');
          cursor = { kind: 'id', seq };
        } else {
          const millis = /^\d+$/.test(query.after) ? Number(query.after) : Date.parse(query.after);
          if (Number.isNaN(millis)) {
            throw badRequest('after: give a message id, an ISO time or milliseconds since 1970.');
          }
          cursor = { kind: 'time', after: new Date(millis) };
        }
      }
      return (await messages.list(shopperId, cursor, query.limit)).map(toChatMessage);
    },

    /**
     * Stores a text or voice message and announces it. A retry with the same client message id returns
     * the first message; a recording is saved only for a new message, and discarded when a concurrent retry
     * stored the message first.
     */
    async send(user: AuthUser, input: NewMessage): Promise<SendResult> {
      sendLimit.take(user.id);
      checkSender(user, input.from);
      if (input.attachment && user.role !== 'helper') {
        throw forbidden('attachment: only a helper sends products and pages.');
      }
      const { userEmail } = await openConversation(user, input.userId);
      const earlier = await previous(user, input.userId, input.clientMessageId);
      if (earlier) return { chatMessage: toChatMessage(earlier), duplicate: true };
      const { recording } = input;
      const audioUrl = recording ? await storage.save(recording.data, recording.ext) : null;
      const stored = await store({
        userId: input.userId,
        userEmail,
        senderId: user.id,
        from: input.from,
        content: input.content,
        audioUrl,
        audioDuration: recording?.duration ?? null,
        clientMessageId: input.clientMessageId ?? null,
        language: input.lang,
        attachment: input.attachment ?? null,
      });
      if (stored) return stored;
      if (audioUrl) await storage.discard(audioUrl);
      return afterDuplicate(user, input.userId, input.clientMessageId);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
