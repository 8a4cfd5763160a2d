// Live-help data for component tests: a shopper, their help request and their helper's messages as the
// assistance service sends them.
import type { AssistRequest, ChatMessage, MessageAttachment } from '@store/contracts/assistance';
import { auth } from './fixtures';

export const assistShopper = auth({ id: '11111111-1111-4111-8111-111111111111', name: 'Nimal Perera' });

export function assistRequest(overrides: Partial<AssistRequest> = {}): AssistRequest {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    userId: assistShopper.id,
    name: assistShopper.name,
    email: assistShopper.email,
    userEmail: assistShopper.email,
    type: 'Live Assistance',
    time: 'Recently',
    scheduledFor: null,
    accept: false,
    helperId: null,
    helperName: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

let sequence = 0;

/** A message from the shopper's helper, written after the request (this session's), with a card or none. */
export function helperMessage(content: string, attachment: MessageAttachment | null): ChatMessage {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: assistShopper.id,
    userEmail: assistShopper.email,
    from: 'assistant',
    content,
    audio: null,
    duration: null,
    createdAt: new Date(Date.now() + sequence * 1000).toISOString(),
    clientMessageId: null,
    lang: 'en',
    attachment,
  };
}
