// Room, in the page before its scripts, for what the app draws around the products the page's script previews
// (first-answer-preview.ts) on the collection and a product page: the taskbar and the header above them, and on
// the collection its title, filters, count and sort, on a product page the voice-over button and the rating
// between its name and price. Without it the preview's products stood about 200 px higher than the app's and
// jumped down when the app arrived, which a shopper with a screen magnifier loses their place by. Each part has
// the app's classes and words in the page's language, so it wraps as the app's does in every taskbar setting;
// only the brand and the collection's title are seen (and the title heard), the rest is hidden room.

/** A catalogue message with its values, in one language, as plain text. */
export type FormatWords = (key: string, values?: Record<string, string | number>) => string;

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Room for something the app draws: the same element with the same words, unseen and unread. */
export const room = (classes: string, content: string, tag = 'span') =>
  `<${tag} class="${classes} boot__room" aria-hidden="true">${content}</${tag}>`;

/** An icon's room: an empty SVG of the app's icon's size (components/ui/icons.tsx), so its rules apply. */
const icon = (side: '1em' | '1.25em' | '1.5em') =>
  `<svg width="${side}" height="${side}" aria-hidden="true" focusable="false"></svg>`;

/** The app's header links (app/layout/nav-items.ts), in order. */
export const NAV_KEYS = ['nav.home', 'nav.collection', 'nav.about', 'nav.contact', 'nav.accessibility'];
/** The sort choices (features/catalog/components/sort-select.tsx), in order. */
export const SORT_KEYS = [
  'collection.sort.relevant',
  'collection.sort.lowHigh',
  'collection.sort.highLow',
  'collection.sort.rating',
];
/** The filters' choices (features/catalog/components/collection-filters.tsx, lib/catalogue-names.ts). */
export const CATEGORY_KEYS = ['common.category.men', 'common.category.women', 'common.category.kids'];
export const SUB_CATEGORY_KEYS = [
  'common.subCategory.topwear',
  'common.subCategory.bottomwear',
  'common.subCategory.winterwear',
];
/**
 * The count's room holds the app's two ways of saying it ("54 products found", "54 products found, showing
 * 1–20") with these numbers standing for the total and the last product shown, which the preview puts in
 * (as many products as the app counts in every language but one product in English and Tamil).
 */
export const COUNT_STAND_INS = { total: 987, last: 654 };

function countRoom(words: FormatWords): string {
  const found = words('collection.found', { count: COUNT_STAND_INS.total });
  const showing = words('collection.showing', { found, first: 1, last: COUNT_STAND_INS.last });
  for (const [text, standIn] of [
    [found, COUNT_STAND_INS.total],
    [showing, COUNT_STAND_INS.last],
  ] as const) {
    if (text.split(String(standIn)).length !== 2) throw new Error(`"${text}" must hold ${standIn} once`);
  }
  return `<p class="collection__count" data-found="${escapeHtml(found)}" data-showing="${escapeHtml(showing)}">${escapeHtml(showing)}</p>`;
}

/**
 * The taskbar and the header as the app draws them for a shopper who is not signed in (app/layout/header.tsx:
 * what a phone's row hides, the style sheet hides here too), the collection's search button included on the
 * collection only (`boot__search`, shown by the style sheet there).
 */
function frame(language: string, words: FormatWords): string {
  const text = (key: string) => escapeHtml(words(key));
  const taskbar =
    '<div class="taskbar"><div class="taskbar__bar container">' +
    room('button button--small taskbar__toggle', icon('1.25em') + text('taskbar.label')) +
    room('taskbar__hint', text('taskbar.shortcut')) +
    '</div></div>';
  // Anchors without an address, as the app's links are drawn: the links' rules apply, nothing to press.
  const links = NAV_KEYS.map((key) => `<li><a>${text(key)}</a></li>`).join('');
  const actions =
    room('icon-button boot__search', icon('1.5em')) +
    room('icon-button cart-link', icon('1.5em') + '<span class="cart-link__count">0</span>') +
    room('button button--small site-header__voice voice-button', icon('1.25em') + text('voice.button')) +
    `<div class="menu-button site-header__language">${room('button button--small language-picker', text(`language.${language}`))}</div>` +
    room('button button--small site-header__more', text('header.login')) +
    room('button button--small button--primary site-header__more', text('header.liveAssistance'));
  const header =
    '<div class="site-header"><div class="site-header__bar container">' +
    `<span class="logo">${text('brand.name')}<span class="logo__dot">.</span></span>` +
    room('main-nav', `<ul>${links}</ul>`, 'div') +
    `<div class="site-header__actions">${actions}</div>` +
    room('icon-button menu-toggle', icon('1.5em')) +
    '</div></div>';
  return `<div class="boot__frame" data-boot-language="${language}" lang="${language}" aria-hidden="true">${taskbar}${header}</div>`;
}

/**
 * The parts the preview takes into its own layout (cloned by first-answer-preview.ts): the collection's title
 * (its page heading, as the app's), its filters' heading, its count and sort, and a product's voice-over
 * button and "No reviews yet" line.
 */
function parts(language: string, words: FormatWords): string {
  const text = (key: string, values?: Record<string, string | number>) => escapeHtml(words(key, values));
  const title =
    '<div class="section-title"><h1 class="section-title__heading">' +
    `${text('collection.title.text1')} <span class="section-title__accent">${text('collection.title.text2')}</span>` +
    '</h1><span class="section-title__rule" aria-hidden="true"></span></div>';
  // The filters' panel shows beside the products on a wide screen, and above them when the taskbar's text
  // size wraps the layout: its groups are here as the app draws them, their boxes unchecked and disabled.
  const group = (legend: string, keys: readonly string[]) =>
    `<fieldset class="filters__group" disabled><legend>${text(legend)}</legend>` +
    keys
      .map(
        (key) => `<label class="filters__option"><input type="checkbox" tabindex="-1" />${text(key)}</label>`,
      )
      .join('') +
    '</fieldset>';
  const filters = room(
    'filters',
    '<h2 class="filters__title">' +
      `<span class="filters__toggle">${text('collection.filters')}${icon('1em')}</span>` +
      `<span class="filters__heading">${text('collection.filters')}</span></h2>` +
      '<div class="filters__panel" data-open="false">' +
      group('collection.categories', CATEGORY_KEYS) +
      group('collection.type', SUB_CATEGORY_KEYS) +
      '</div>',
    'div',
  );
  const choices = SORT_KEYS.map((key) => `<option>${text(key)}</option>`).join('');
  const bar = room(
    'collection__bar',
    countRoom(words) +
      `<div class="sort-select"><span>${text('collection.sortBy')}</span><select class="input" disabled tabindex="-1">${choices}</select></div>`,
    'div',
  );
  const productParts =
    room('button button--small product__voice', icon('1.25em') + text('common.voiceOver')) +
    room('rating', `<span class="rating__words">${text('rating.none')}</span>`, 'p');
  return `<div class="boot__parts" data-boot-language="${language}" lang="${language}" hidden>${title}${filters}${bar}${productParts}</div>`;
}

/** What bootShell adds for each language: the frame above a preview, and the parts taken into it. */
export function previewRooms(language: string, words: FormatWords): string {
  return frame(language, words) + parts(language, words);
}
