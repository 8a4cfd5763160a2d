// The frame every mail shares: a heading, sections, an optional data table and link, the shop's contact, and
// why the shopper gets it; written once as plain text and once as accessible HTML (its language, real
// headings, sizes in em, no images, links underlined), so both parts say the same.
import type { Language } from '@store/contracts/languages';
import { billShop } from '../orders/bill-labels';
import { mailWords } from './mail-words';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const [shopEmail = '', shopPhone = ''] = [billShop.contact[3], billShop.contact[2]];

interface Section {
  heading?: string;
  paragraphs: string[];
}

/** One mail from its parts: the same words in the text and the HTML. */
export function compose(
  language: Language,
  subject: string,
  heading: string,
  sections: Section[],
  extra: {
    tableHtml?: string;
    tableText?: string;
    link?: { text: string; url: string };
    /** Why the shopper gets it: an order (the default), their account, or words of its own. */
    about?: 'order' | 'account' | { why: string };
  } = {},
): RenderedMail {
  const words = mailWords[language];
  const why =
    typeof extra.about === 'object'
      ? extra.about.why
      : extra.about === 'account'
        ? words.whyAccount
        : words.why;
  const contact = words.contact({ email: shopEmail, phone: shopPhone });
  const textParts = [heading, ''];
  const htmlParts = [`<h1 style="font-size:1.5em;margin:0 0 0.75em">${escapeHtml(heading)}</h1>`];
  sections.forEach((section, index) => {
    if (section.heading) {
      textParts.push(section.heading);
      htmlParts.push(`<h2 style="font-size:1.2em;margin:1.25em 0 0.5em">${escapeHtml(section.heading)}</h2>`);
    }
    for (const paragraph of section.paragraphs) {
      textParts.push(paragraph);
      htmlParts.push(`<p style="margin:0 0 0.75em">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
    }
    textParts.push('');
    if (index === 0 && extra.tableHtml && extra.tableText) {
      htmlParts.push(extra.tableHtml);
      textParts.push(extra.tableText, '');
    }
  });
  if (extra.link) {
    textParts.push(`${extra.link.text}: ${extra.link.url}`, '');
    htmlParts.push(
      `<p style="margin:1.25em 0"><a href="${escapeHtml(extra.link.url)}" style="color:#0b57d0;text-decoration:underline">${escapeHtml(extra.link.text)}</a></p>`,
    );
  }
  textParts.push(words.questions, contact, '', billShop.name, ...billShop.contact, '', why);
  htmlParts.push(
    `<h2 style="font-size:1.2em;margin:1.25em 0 0.5em">${escapeHtml(words.questions)}</h2>`,
    `<p style="margin:0 0 0.75em">${escapeHtml(contact)}</p>`,
    `<footer style="margin-top:2em;border-top:1px solid #767676;padding-top:1em"><p style="margin:0 0 0.5em">${[billShop.name, ...billShop.contact].map(escapeHtml).join('<br>')}</p><p style="margin:0">${escapeHtml(why)}</p></footer>`,
  );
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:1em;background:#ffffff;color:#1a1a1a;font-family:'Noto Sans','Noto Sans Sinhala','Noto Sans Tamil',Arial,sans-serif;font-size:1em;line-height:1.5">`,
    `<main style="max-width:40em;margin:0 auto">${htmlParts.join('\n')}</main>`,
    '</body></html>',
  ].join('\n');
  return { subject, text: `${textParts.join('\n').trim()}\n`, html };
}
