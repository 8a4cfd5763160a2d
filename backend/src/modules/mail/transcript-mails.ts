// A shopper's live help conversation, mailed at their request: who wrote what and when (Sri Lanka time), a
// voice message by its length (the recording stays in the chat), a product or page the helper sent by name.
// The words are the chat's own (the downloaded file says the same), in the shopper's language.
import type { Language } from '@store/contracts/languages';
import type { TranscriptLine } from '@store/contracts/mail';
import { SESSION_TIME_ZONE } from './calendar-invite';
import { compose, type RenderedMail } from './mail-layout';
import { fill, type Fill } from './mail-words';

interface TranscriptWords {
  subject: Fill;
  heading: string;
  intro: Fill;
  /** How the helper is named when the request never had one (nobody accepted it). */
  noHelper: string;
  helper: Fill;
  you: string;
  omitted: Fill;
  omittedOne: string;
  conversation: string;
  voice: Fill;
  product: Fill;
  page: Fill;
  button: string;
  why: string;
}

const transcriptWords: Record<Language, TranscriptWords> = {
  en: {
    subject: fill('Your live help conversation of {date}'),
    heading: 'Your live help conversation',
    intro: fill(
      'Here is your conversation with {helper} of {date}, as you asked. The times are Sri Lanka time.',
    ),
    noHelper: 'Ceylon Threads live help',
    helper: fill('{helper} (helper)'),
    you: 'You',
    omitted: fill(
      'The {count} earlier messages are not in this mail. To keep them all, download the conversation from the live chat.',
    ),
    omittedOne:
      'The one earlier message is not in this mail. To keep it, download the conversation from the live chat.',
    conversation: 'The conversation',
    voice: fill('Voice message, {duration}'),
    product: fill('(product) {name}'),
    page: fill('(page suggestion) {page}'),
    button: 'Open Ceylon Threads',
    why: 'You get this mail because you asked for your live help conversation at Ceylon Threads.',
  },
  si: {
    subject: fill('ඔබේ {date} සජීවී සහාය සංවාදය'),
    heading: 'ඔබේ සජීවී සහාය සංවාදය',
    intro: fill('ඔබ ඉල්ලූ පරිදි, {date} දින {helper} සමඟ ඔබ කළ සංවාදය මෙන්න. වේලාවන් ශ්‍රී ලංකා වේලාවෙනි.'),
    noHelper: 'Ceylon Threads සජීවී සහාය',
    helper: fill('{helper} (සහායක)'),
    you: 'ඔබ',
    omitted: fill('කලින් පණිවිඩ {count} මෙම ලිපියේ නැත. ඒවා සියල්ල තබා ගැනීමට, සජීවී කතාබසෙන් සංවාදය බාගන්න.'),
    omittedOne: 'කලින් පණිවිඩයක් මෙම ලිපියේ නැත. එය තබා ගැනීමට, සජීවී කතාබසෙන් සංවාදය බාගන්න.',
    conversation: 'සංවාදය',
    voice: fill('හඬ පණිවිඩය, {duration}'),
    product: fill('(භාණ්ඩය) {name}'),
    page: fill('(පිටු යෝජනාව) {page}'),
    button: 'Ceylon Threads විවෘත කරන්න',
    why: 'ඔබ Ceylon Threads හි ඔබේ සජීවී සහාය සංවාදය ඉල්ලූ නිසා ඔබට මෙම ලිපිය ලැබේ.',
  },
  ta: {
    subject: fill('உங்கள் {date} நேரலை உதவி உரையாடல்'),
    heading: 'உங்கள் நேரலை உதவி உரையாடல்',
    intro: fill('நீங்கள் கேட்டபடி, {date} அன்று {helper} உடன் நீங்கள் நடத்திய உரையாடல் இதோ. நேரங்கள் இலங்கை நேரத்தில் உள்ளன.'),
    noHelper: 'Ceylon Threads நேரலை உதவி',
    helper: fill('{helper} (உதவியாளர்)'),
    you: 'நீங்கள்',
    omitted: fill(
      'முந்தைய {count} செய்திகள் இந்த மின்னஞ்சலில் இல்லை. அனைத்தையும் வைத்திருக்க, நேரடி அரட்டையிலிருந்து உரையாடலைப் பதிவிறக்கவும்.',
    ),
    omittedOne:
      'முந்தைய ஒரு செய்தி இந்த மின்னஞ்சலில் இல்லை. அதை வைத்திருக்க, நேரடி அரட்டையிலிருந்து உரையாடலைப் பதிவிறக்கவும்.',
    conversation: 'உரையாடல்',
    voice: fill('குரல் செய்தி, {duration}'),
    product: fill('(பொருள்) {name}'),
    page: fill('(பக்கப் பரிந்துரை) {page}'),
    button: 'Ceylon Threads ஐத் திற',
    why: 'நீங்கள் Ceylon Threads இல் உங்கள் நேரலை உதவி உரையாடலைக் கேட்டதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
  },
};

const dateLocales: Record<Language, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };

export interface TranscriptMailInput {
  language: Language;
  helperName: string | null;
  startedAt: string;
  lines: readonly TranscriptLine[];
  omitted: number;
  publicUrl: string;
}

const duration = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export function helpTranscriptMail(input: TranscriptMailInput): RenderedMail {
  const words = transcriptWords[input.language];
  const locale = dateLocales[input.language];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SESSION_TIME_ZONE });
  // The conversation's day is its first message's (a scheduled session's request was made days before).
  const date = day.format(new Date(input.lines[0]?.at ?? input.startedAt));
  const clock = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SESSION_TIME_ZONE,
  });
  const helper = input.helperName ? words.helper({ helper: input.helperName }) : words.noHelper;
  // A conversation past midnight (Sri Lanka time) says the new day before its first line.
  let lastDay = date;
  const lines = input.lines.flatMap((line) => {
    const lineDay = day.format(new Date(line.at));
    const newDay = lineDay === lastDay ? [] : [lineDay];
    lastDay = lineDay;
    const author = line.from === 'user' ? words.you : helper;
    const what =
      line.kind === 'voice'
        ? [words.voice({ duration: duration(line.seconds ?? 0) }), line.text].filter(Boolean).join(': ')
        : line.kind === 'product'
          ? words.product({ name: line.text })
          : line.kind === 'page'
            ? words.page({ page: line.text })
            : line.text;
    return [...newDay, `${clock.format(new Date(line.at))} ${author}: ${what}`];
  });
  const intro = [words.intro({ helper: input.helperName ?? words.noHelper, date })];
  if (input.omitted === 1) intro.push(words.omittedOne);
  else if (input.omitted > 1) intro.push(words.omitted({ count: String(input.omitted) }));
  return compose(
    input.language,
    words.subject({ date }),
    words.heading,
    [{ paragraphs: intro }, { heading: words.conversation, paragraphs: lines }],
    { link: { text: words.button, url: input.publicUrl }, about: { why: words.why } },
  );
}
