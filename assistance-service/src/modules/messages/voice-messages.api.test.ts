// Voice messages: upload, storage on disk, serving, and what is refused.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AUDIO_BYTES, type ChatMessage } from '@store/contracts/assistance';
import {
  fakeWebm,
  startTestAssistance,
  TEST_PUBLIC_URL,
  type TestAssistance,
  type TestUser,
} from '../../testing/test-assistance';

let assist: TestAssistance;

beforeAll(async () => {
  assist = await startTestAssistance();
});
afterAll(async () => {
  await assist.close();
});

const read = (user: TestUser, shopperId: string, query = '') =>
  assist.api().get(`/api/messages/${shopperId}${query}`).set('token', user.token);

/** Recordings stored on local disk. */
const audioFiles = () => {
  const folder = path.join(assist.config.uploadsDir, 'audio');
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('POST /api/messages/audio', () => {
  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\nfoo'],
    [
      'truncated',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="duration"\r\n\r\n3',
    ],
  ])('refuses a multipart body %s with a 400 JSON message', async (_what, type, body) => {
    const shopper = assist.user('shopper');
    const res = await assist
      .api()
      .post('/api/messages/audio')
      .set('token', shopper.token)
      .set('Content-Type', type)
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringMatching(/upload could not be read/),
    });
  });

  const upload = (
    user: TestUser,
    fields: Record<string, string>,
    file?: { data: Buffer; type: string; name?: string },
  ) => {
    const call = assist.api().post('/api/messages/audio').set('token', user.token);
    for (const [name, value] of Object.entries(fields)) void call.field(name, value);
    if (file)
      void call.attach('audio', file.data, { filename: file.name ?? 'voice.webm', contentType: file.type });
    return call;
  };

  it('stores a voice message on disk and serves it with long cache headers to another origin', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const data = fakeWebm(2048);
    const res = await upload(
      shopper,
      { userId: shopper.id, from: 'user', duration: '4.5' },
      { data, type: 'audio/webm;codecs=opus' },
    ).expect(201);
    const message = res.body.chatMessage as ChatMessage;
    expect(message).toMatchObject({ from: 'user', content: '', duration: 4.5, userEmail: shopper.email });
    expect(message.audio).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/uploads/audio/[0-9a-f-]{36}\\.webm$`));

    const file = await assist
      .api()
      .get(new URL(message.audio ?? '').pathname)
      .expect(200);
    expect(file.headers['content-type']).toBe('audio/webm');
    expect(file.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(file.headers['cache-control']).toMatch(/immutable/);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(file.body as Buffer, data)).toBe(0);

    const seen = (await read(helper, shopper.id).expect(200)).body.messages as ChatMessage[];
    expect(seen.map((entry) => entry.audio)).toEqual([message.audio]);
  });

  it('lets a helper send a voice message with a caption, once per client message id', async () => {
    const helper = assist.user('helper');
    const { shopper } = await assist.servedShopper(helper);
    const fields = {
      userId: shopper.id,
      from: 'assistant',
      duration: '2',
      content: '  Listen to this  ',
      clientMessageId: randomUUID(),
    };
    const first = await upload(helper, fields, { data: fakeWebm(), type: 'audio/webm' }).expect(201);
    expect(first.body.chatMessage.content).toBe('Listen to this');
    const again = await upload(helper, fields, { data: fakeWebm(), type: 'audio/webm' }).expect(200);
    expect(again.body.chatMessage._id).toBe(first.body.chatMessage._id);
    expect((await read(shopper, shopper.id).expect(200)).body.messages).toHaveLength(1);
  });

  it("keeps a voice message's language (English when the client sends none)", async () => {
    const { shopper } = await assist.servedShopper(assist.user('helper'));
    const fields = { userId: shopper.id, from: 'user', duration: '2' };
    const tamil = await upload(shopper, { ...fields, lang: 'ta' }, { data: fakeWebm(), type: 'audio/webm' });
    expect(tamil.status).toBe(201);
    expect(tamil.body.chatMessage.lang).toBe('ta');
    const unsaid = await upload(shopper, fields, { data: fakeWebm(), type: 'audio/webm' }).expect(201);
    expect(unsaid.body.chatMessage.lang).toBe('en');
    const stored = (await read(shopper, shopper.id).expect(200)).body.messages as ChatMessage[];
    expect(stored.map((message) => message.lang)).toEqual(['ta', 'en']);
  });

  it('keeps one recording on disk when a voice message is retried concurrently', async () => {
    const { shopper } = await assist.servedShopper(assist.user('helper'));
    const fields = { userId: shopper.id, from: 'user', duration: '3', clientMessageId: randomUUID() };
    const before = new Set(audioFiles());
    const results = await Promise.all(
      Array.from({ length: 4 }, () => upload(shopper, fields, { data: fakeWebm(), type: 'audio/webm' })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(results.map((res) => res.body.chatMessage.audio)).size).toBe(1);
    const added = audioFiles().filter((name) => !before.has(name));
    expect(added).toEqual([path.basename(new URL(results[0]?.body.chatMessage.audio ?? '').pathname)]);
  });

  it('refuses a file that only claims to be audio (415)', async () => {
    const shopper = assist.user('shopper');
    const res = await upload(
      shopper,
      { userId: shopper.id, from: 'user', duration: '3' },
      { data: Buffer.from('<html><script>alert(1)</script></html>'.repeat(5)), type: 'audio/webm' },
    ).expect(415);
    expect(res.body.message).toMatch(/audio/);
  });

  it('refuses a file declared as something other than audio (415)', async () => {
    const shopper = assist.user('shopper');
    await upload(
      shopper,
      { userId: shopper.id, from: 'user', duration: '3' },
      { data: fakeWebm(), type: 'image/png', name: 'x.png' },
    ).expect(415);
  });

  it('refuses a recording over the size limit (413)', async () => {
    const shopper = assist.user('shopper');
    const res = await upload(
      shopper,
      { userId: shopper.id, from: 'user', duration: '30' },
      { data: fakeWebm(MAX_AUDIO_BYTES + 1), type: 'audio/webm' },
    ).expect(413);
    expect(res.body.success).toBe(false);
  });

  it.each([
    ['no file', { duration: '3' }, false, /audio/],
    ['no duration', {}, true, /duration/],
    ['a zero duration', { duration: '0' }, true, /duration/],
    ['a duration over five minutes', { duration: '301' }, true, /duration/],
  ])('refuses an upload with %s (400)', async (_label, extra, withFile, message) => {
    const shopper = assist.user('shopper');
    const res = await upload(
      shopper,
      { userId: shopper.id, from: 'user', ...extra },
      withFile ? { data: fakeWebm(), type: 'audio/webm' } : undefined,
    ).expect(400);
    expect(res.body.message).toMatch(message);
    expect((await read(shopper, shopper.id).expect(200)).body.messages).toEqual([]);
  });

  it('does not serve files it did not store', async () => {
    await assist.api().get('/uploads/audio/../../jwt-secret').expect(404);
    await assist.api().get('/uploads/audio/8a1f0000-0000-4000-8000-000000000000.webm').expect(404);
    await assist.api().get('/uploads/audio/notes.txt').expect(404);
  });
});
