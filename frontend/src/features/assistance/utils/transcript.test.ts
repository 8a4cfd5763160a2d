import type { ChatMessage, MessageAttachment } from '@store/contracts/assistance';
import siMessages from 'virtual:messages/si';
import { afterEach, describe, expect, it, vi } from 'vitest';
import englishMessages from 'virtual:messages/en';
import { activateCatalogue, formatDate, t } from '../../../i18n/i18n';
import { downloadText, transcriptText } from './transcript';

const message = (
  from: ChatMessage['from'],
  content: string,
  extra: { audio?: string; duration?: number; attachment?: MessageAttachment; at?: number } = {},
): ChatMessage => ({
  _id: `00000000-0000-4000-8000-${String(extra.at ?? 1).padStart(12, '0')}`,
  userId: '11111111-1111-4111-8111-111111111111',
  userEmail: 'nimal@example.com',
  from,
  content,
  audio: extra.audio ?? null,
  duration: extra.duration ?? null,
  createdAt: new Date(Date.UTC(2026, 10, 27, 4, 30, extra.at ?? 1)).toISOString(),
  clientMessageId: null,
  lang: 'en',
  attachment: extra.attachment ?? null,
});

const conversation = [
  message('user', 'I need a warm top', { at: 1 }),
  message('assistant', 'Linen Shirt', {
    at: 2,
    attachment: { kind: 'product', productId: '0b0e8c0e-1c1f-4a4e-9d57-0f0a4b7f6b11' },
  }),
  message('assistant', 'Collection, Women, Winterwear', {
    at: 3,
    attachment: { kind: 'page', path: '/collection?category=Women&subCategory=Winterwear' },
  }),
  message('user', '', { at: 4, audio: '/uploads/a.webm', duration: 5 }),
];

afterEach(() => {
  activateCatalogue('en', englishMessages);
});

describe('the conversation as text', () => {
  const i18n = {
    t,
    date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      formatDate('en', value, options),
  };

  it('says who wrote what and when, cards and voice messages by name', () => {
    const text = transcriptText(i18n, conversation, 'Kamala');
    const lines = text.split('\n');
    expect(lines[0]).toBe('Live help conversation, 27 November 2026');
    expect(lines[2]).toMatch(/^\[27\/11\/2026, \d{2}:\d{2}\] You: I need a warm top$/);
    expect(lines[3]).toMatch(/\] Kamala \(helper\): \(product\) Linen Shirt$/);
    expect(lines[4]).toMatch(/\] Kamala \(helper\): \(page suggestion\) Collection, Women, Winterwear$/);
    expect(lines[5]).toMatch(/\] You: Voice message, 0:05$/);
  });

  it('is written in the shopper’s language', () => {
    activateCatalogue('si', siMessages);
    const text = transcriptText(
      { t, date: (value, options) => formatDate('si', value, options) },
      conversation,
      'Kamala',
    );
    expect(text.split('\n')[0]).toMatch(/[\u0D80-\u0DFF]/);
    expect(text).toContain(t('chat.you'));
  });

  it('is saved as a UTF-8 text file with a byte order mark', async () => {
    let saved: Blob | undefined;
    const urls = URL as unknown as Record<string, unknown>;
    const before = { create: urls.createObjectURL, revoke: urls.revokeObjectURL };
    urls.createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:transcript';
    };
    urls.revokeObjectURL = () => undefined;
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      downloadText('ආයුබෝවන්', 'live-help-2026-11-27.txt');
      expect(clicked).toHaveBeenCalledTimes(1);
      expect(saved?.type).toBe('text/plain;charset=utf-8');
      const buffer = await new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(saved as Blob);
      });
      const bytes = new Uint8Array(buffer);
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe('ආයුබෝවන්');
    } finally {
      urls.createObjectURL = before.create;
      urls.revokeObjectURL = before.revoke;
      clicked.mockRestore();
    }
  });
});
