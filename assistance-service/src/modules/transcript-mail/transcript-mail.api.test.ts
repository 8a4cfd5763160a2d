// A live help conversation mailed at the shopper's request, end to end: this service sends the conversation of
// the shopper's latest request as a signed notice to the real main API, which mails it to the shopper's own
// address through a real SMTP server, in the language they asked in.
import { describe, expect, it } from 'vitest';
import { AUDIO_FIELD } from '@store/contracts/assistance';
import { MAX_MESSAGE_LENGTH } from '@store/contracts/constants';
import { HELP_TRANSCRIPT_MAX_CHARACTERS, HELP_TRANSCRIPT_MAX_MESSAGES } from '@store/contracts/mail';
import type { TestBackend } from '@store/backend/testing/test-backend';
import { mailingStackForTests } from '../../testing/mailing-stack';
import { fakeWebm } from '../../testing/test-assistance';
import { createMessagesRepository } from '../messages/messages.repository';

const stack = mailingStackForTests();

type Shopper = Awaited<ReturnType<TestBackend['newShopper']>>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));
const mailsTo = (shopper: Shopper, count: number) =>
  stack.inbox.waitFor(count, (mail) => stack.inbox.to(shopper.email).includes(mail));
const mailTranscript = (token: string, language?: string) =>
  stack.assist
    .api()
    .post('/api/assist/transcript-mail')
    .set('token', token)
    .send(language ? { language } : {});

async function askAndAccept(shopper: Shopper) {
  const helper = await stack.backend.loginAs('helper');
  const asked = await stack.assist.api().post('/api/assist').set('token', shopper.token).send({}).expect(201);
  const requestId = asked.body.assist._id as string;
  const accepted = await stack.assist
    .api()
    .put(`/api/assist/${requestId}`)
    .set('token', helper.token)
    .send({ accept: true })
    .expect(200);
  return { helper, requestId, helperName: accepted.body.assist.helperName as string };
}

const say = (token: string, shopperId: string, from: 'user' | 'assistant', content: string, extra = {}) =>
  stack.assist
    .api()
    .post('/api/messages')
    .set('token', token)
    .send({ userId: shopperId, from, content, ...extra })
    .expect(201);

describe('the conversation by mail', () => {
  it('mails the latest session to the shopper, in their language, once for the same messages', async () => {
    const shopper = await stack.backend.newShopper('Nimali Perera');
    // An earlier session's words are not this conversation's.
    const earlier = await askAndAccept(shopper);
    await say(shopper.token, shopper.id, 'user', 'Words of an earlier session');
    await stack.assist
      .api()
      .delete(`/api/assist/${earlier.requestId}`)
      .set('token', shopper.token)
      .expect(200);

    const { helper, helperName } = await askAndAccept(shopper);
    await say(shopper.token, shopper.id, 'user', 'Do you have a blue shirt in size M?');
    await say(helper.token, shopper.id, 'assistant', 'Yes: <b>Linen Shirt</b> & more', { lang: 'si' });
    const [product] = (await stack.backend.api().get('/api/product/list?limit=1').expect(200)).body
      .products as {
      _id: string;
      name: string;
    }[];
    await say(helper.token, shopper.id, 'assistant', product?.name ?? '', {
      attachment: { kind: 'product', productId: product?._id },
    });
    await stack.assist
      .api()
      .post('/api/messages/audio')
      .set('token', helper.token)
      .field('userId', shopper.id)
      .field('from', 'assistant')
      .field('duration', '75')
      .attach(AUDIO_FIELD, fakeWebm(), { filename: 'voice.webm', contentType: 'audio/webm' })
      .expect(201);

    const answer = await mailTranscript(shopper.token, 'si').expect(202);
    expect(answer.body).toMatchObject({ success: true, messages: 4, omitted: 0 });
    const [mail] = await mailsTo(shopper, 1);
    if (!mail) throw new Error('no mail');
    expect(mail.headers.get('content-language')).toBe('si');
    expect(mail.subject).toMatch(/^ඔබේ .* සජීවී සහාය සංවාදය$/);
    const text = mail.text ?? '';
    expect(text).toContain(`සමඟ ඔබ කළ සංවාදය`);
    expect(text).toMatch(/\d\d[.:]\d\d ඔබ: Do you have a blue shirt in size M\?/);
    expect(text).toContain(`${helperName} (සහායක): Yes: <b>Linen Shirt</b> & more`);
    expect(text).toContain(`${helperName} (සහායක): (භාණ්ඩය) ${product?.name}`);
    expect(text).toContain(`${helperName} (සහායක): හඬ පණිවිඩය, 1:15`);
    expect(text).not.toContain('earlier session');
    // The shopper's and helper's words are text in the HTML, never markup.
    expect(mail.html).toContain('Yes: &#60;b&#62;Linen Shirt&#60;/b&#62; &#38; more');
    expect(mail.html).toContain('<html lang="si">');

    // Asked again with nothing new: still one mail. After a new message (and the session's end): a second.
    await mailTranscript(shopper.token, 'si').expect(202);
    await settle();
    expect(stack.inbox.to(shopper.email)).toHaveLength(1);
    await say(shopper.token, shopper.id, 'user', 'Thank you!');
    const mine = await stack.assist.api().get('/api/assist/mine').set('token', shopper.token).expect(200);
    await stack.assist
      .api()
      .delete(`/api/assist/${mine.body.assist._id as string}`)
      .set('token', shopper.token)
      .expect(200);
    await mailTranscript(shopper.token, 'en').expect(202);
    const both = await mailsTo(shopper, 2);
    const second = both.find((each) => each.headers.get('content-language') === 'en');
    expect(second?.subject).toMatch(/^Your live help conversation of /);
    expect(second?.text).toMatch(/\d\d:\d\d You: Thank you!/);
    expect(second?.text).toContain(`${helperName} (helper): Voice message, 1:15`);
  });

  const store = async (shopper: Shopper, contents: string[]) => {
    const repository = createMessagesRepository(stack.assist.container.database.db);
    for (const content of contents) {
      await repository.insert({
        userId: shopper.id,
        userEmail: shopper.email,
        senderId: shopper.id,
        from: 'user',
        content,
        audioUrl: null,
        audioDuration: null,
        clientMessageId: null,
        language: 'en',
        attachment: null,
      });
    }
  };

  it('keeps within its bounds: the latest messages, and says how many earlier ones it leaves out', async () => {
    const shopper = await stack.backend.newShopper();
    await askAndAccept(shopper);
    const total = HELP_TRANSCRIPT_MAX_MESSAGES + 5;
    await store(
      shopper,
      Array.from({ length: total }, (_, index) => `Message number ${index + 1}.`),
    );
    const answer = await mailTranscript(shopper.token, 'ta').expect(202);
    expect(answer.body).toMatchObject({ messages: HELP_TRANSCRIPT_MAX_MESSAGES, omitted: 5 });
    const [mail] = await mailsTo(shopper, 1);
    expect(mail?.text).toContain('முந்தைய 5 செய்திகள் இந்த மின்னஞ்சலில் இல்லை.');
    expect(mail?.text).toContain(`Message number ${total}.`);
    expect(mail?.text).toContain('Message number 6.');
    expect(mail?.text).not.toContain('Message number 5.');
  });

  it('keeps within its characters: the longest messages in Sinhala still pass the main API’s body limit', async () => {
    const shopper = await stack.backend.newShopper();
    await askAndAccept(shopper);
    const long = (index: number) => `${index} ${'සිංහල '.repeat(400)}`.slice(0, MAX_MESSAGE_LENGTH);
    await store(
      shopper,
      Array.from({ length: 10 }, (_, index) => long(index + 1)),
    );
    const answer = await mailTranscript(shopper.token, 'si').expect(202);
    const kept = HELP_TRANSCRIPT_MAX_CHARACTERS / MAX_MESSAGE_LENGTH;
    expect(answer.body).toMatchObject({ messages: kept, omitted: 10 - kept });
    const [mail] = await mailsTo(shopper, 1);
    expect(mail?.text).toContain(long(10));
    expect(mail?.text).not.toContain(long(2));
  });

  it('answers clearly when there is nothing to mail, or the asker is not a shopper', async () => {
    const newcomer = await stack.backend.newShopper();
    const none = await mailTranscript(newcomer.token).expect(404);
    expect(none.body.message).toMatch(/no conversation to mail/);
    await stack.assist.api().post('/api/assist').set('token', newcomer.token).send({}).expect(201);
    const empty = await mailTranscript(newcomer.token).expect(409);
    expect(empty.body.message).toMatch(/no messages yet/);
    const helper = await stack.backend.loginAs('helper');
    await mailTranscript(helper.token).expect(403);
    const wrong = await mailTranscript(newcomer.token, 'fr').expect(400);
    expect(wrong.body.message).toMatch(/^language/);

    // The address was never confirmed: three asks at once, then the shopper is asked to wait.
    const keen = await stack.backend.newShopper();
    await stack.assist.api().post('/api/assist').set('token', keen.token).send({}).expect(201);
    for (const words of ['One', 'Two', 'Three']) {
      await say(keen.token, keen.id, 'user', words);
      await mailTranscript(keen.token).expect(202);
    }
    await say(keen.token, keen.id, 'user', 'Four');
    const tooSoon = await mailTranscript(keen.token).expect(429);
    expect(tooSoon.body.message).toMatch(/Please wait a few minutes/);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    await mailsTo(keen, 3);
    await settle();
    expect(stack.inbox.to(keen.email)).toHaveLength(3);
  });

  it('while the main API is down, says to try again (503) and mails nothing later', async () => {
    const shopper = await stack.backend.newShopper();
    await askAndAccept(shopper);
    await say(shopper.token, shopper.id, 'user', 'Hello?');
    await stack.gate.shut();
    try {
      const answer = await mailTranscript(shopper.token).expect(503);
      expect(answer.body.message).toMatch(/try again in a moment/);
    } finally {
      await stack.gate.open();
    }
    await settle();
    expect(stack.inbox.to(shopper.email)).toEqual([]);
    await mailTranscript(shopper.token).expect(202);
    await mailsTo(shopper, 1);
  });
});
