// A shopper's live help conversation, mailed to their own address when they ask: this service holds the
// conversation, the main API the address and the mail queue. The conversation of the shopper's latest request
// (while it is open, or after it ended) goes as a signed notice to POST /api/mail/help-transcript, which queues
// the mail and answers 202. Asked while the main API cannot be reached, the shopper is told to try again (503):
// nothing is queued here, so nothing is mailed later that they no longer expect.
import type { Logger } from 'pino';
import type { AuthUser } from '@store/server-kit/auth';
import { AppError, conflict, notFound } from '@store/server-kit/errors';
import type { RateLimiter } from '@store/server-kit/rate-limit';
import type { HelpTranscriptNotices } from '@store/server-kit/help-transcript-notice';
import { requestIdHeader } from '@store/server-kit/http';
import type { Language } from '@store/contracts/languages';
import {
  HELP_TRANSCRIPT_MAX_CHARACTERS,
  HELP_TRANSCRIPT_MAX_MESSAGES,
  type TranscriptLine,
} from '@store/contracts/mail';
import type { MessageRow, MessagesRepository } from '../messages/messages.repository';
import type { RequestsRepository } from '../requests/requests.repository';

export interface TranscriptMailerOptions {
  requests: Pick<RequestsRepository, 'findLatestOfUser'>;
  messages: Pick<MessagesRepository, 'listOfRequest'>;
  /** How often one shopper may ask (the mail goes to their address, which the shop never confirmed). */
  limit: RateLimiter;
  notices: HelpTranscriptNotices;
  backendUrl: string;
  logger?: Logger;
  timeoutMs?: number;
}

const lineOf = (row: MessageRow): TranscriptLine => ({
  at: row.createdAt.toISOString(),
  from: row.from,
  kind: row.audioUrl ? 'voice' : (row.attachment?.kind ?? 'text'),
  text: row.content,
  seconds: row.audioUrl ? (row.audioDuration ?? 0) : null,
});

/** The latest messages that fit the mail's bounds (at least the last one, whatever its length). */
function latestThatFit(rows: readonly MessageRow[]): MessageRow[] {
  const kept: MessageRow[] = [];
  let characters = 0;
  for (const row of [...rows].reverse()) {
    characters += row.content.length;
    if (kept.length > 0 && characters > HELP_TRANSCRIPT_MAX_CHARACTERS) break;
    kept.unshift(row);
  }
  return kept;
}

export function createTranscriptMailer(options: TranscriptMailerOptions) {
  async function handOver(notice: string, requestId?: string): Promise<void> {
    let status: number;
    try {
      const response = await fetch(`${options.backendUrl}/api/mail/help-transcript`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...requestIdHeader(requestId) },
        body: JSON.stringify({ notice }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      status = response.status;
    } catch (error) {
      options.logger?.warn({ err: error }, 'transcript mail: the main API could not be reached');
      throw new AppError(
        503,
        'The conversation could not be mailed just now: the shop’s mail service did not answer. Please try again in a moment.',
      );
    }
    if (status !== 202) {
      options.logger?.error({ status }, 'transcript mail: the main API refused the notice');
      throw new AppError(502, 'The conversation could not be mailed: the shop’s mail service refused it.');
    }
  }

  return {
    /** Mails `shopper` the conversation of their latest request; how many messages went, and how many not. */
    async mail(
      shopper: AuthUser,
      language: Language,
      requestId?: string,
    ): Promise<{ messages: number; omitted: number }> {
      const request = await options.requests.findLatestOfUser(shopper.id);
      if (!request)
        throw notFound('You have not asked for live help yet, so there is no conversation to mail.');
      const { rows, total } = await options.messages.listOfRequest(
        request.id,
        shopper.id,
        HELP_TRANSCRIPT_MAX_MESSAGES,
      );
      const last = rows.at(-1);
      if (!last) throw conflict('Your conversation has no messages yet, so there is nothing to mail.');
      options.limit.take(shopper.id);
      const kept = latestThatFit(rows);
      const omitted = total - kept.length;
      const notice = options.notices.sign({
        requestId: request.id,
        userId: shopper.id,
        language,
        helperName: request.helperName,
        startedAt: request.createdAt.toISOString(),
        lines: kept.map(lineOf),
        omitted,
        lastMessageId: last.id,
      });
      await handOver(notice, requestId);
      return { messages: kept.length, omitted };
    },
  };
}

export type TranscriptMailer = ReturnType<typeof createTranscriptMailer>;
