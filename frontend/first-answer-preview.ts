// The collection's first page and a product, drawn by the page's own script from the catalogue answer it asked
// for as the page was read (issue 23: on a slow phone the app's 120 KB of scripts arrive a second or more after
// that answer). Under the brand and "Opening the shop…", the page shows the product (its pictures, name, price
// and description) or the page's products (each a plain link to its page, with its picture, name and price),
// in the app's own classes, so they are as large as the app's and its copy of them is no later, larger paint.
// What needs the app (sizes, Add to Cart, the filters) is not there; the app's first render replaces it all.
// Only the answer's text is written, as text (textContent, attributes): nothing from it is read as HTML.
// Above and between the products goes the room the app's taskbar, header, title, filters, count, sort,
// voice-over button and rating take (preview-rooms.ts: in the page in each language, shown with
// `<html data-boot="preview">`), so the products are where the app draws them and do not move when it does.

import { COUNT_STAND_INS } from './preview-rooms';

export interface PreviewSettings {
  /** What a price is shown in (the contracts' CURRENCY: formatLkr's "LKR 1,990.00"). */
  currency: string;
  /** The leading cards whose pictures load at once (the collection's first screenful). */
  eagerCards: number;
}

/**
 * The source of `showPreview(page, answer)`, a function for the page's script (ES5, as the rest of it): it adds
 * the preview of a product answer (`{ product }`) or a list answer (`{ products }`) to `page` and answers
 * whether it drew one.
 */
export function previewFunction(settings: PreviewSettings): string {
  return `function showPreview(page, answer) {
  function text(value) {
    return typeof value === 'string' ? value : '';
  }
  function element(tag, className, content, language) {
    var made = document.createElement(tag);
    if (className) made.className = className;
    if (content !== undefined) made.textContent = content;
    if (language) made.setAttribute('lang', language);
    return made;
  }
  // formatLkr's rule, without Intl (whose first NumberFormat costs a phone 20-35 ms): two decimals rounded
  // half up on the number as written, a comma every thousand.
  function price(value) {
    if (typeof value !== 'number' || !(Math.abs(value) < 1e13)) return '';
    var written = String(Math.abs(value));
    var cents = 0;
    if (written.indexOf('e') < 0) {
      var whole = written.split('.')[0];
      var fraction = written.split('.')[1] || '';
      cents = Number(whole + (fraction + '00').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0);
    }
    var sign = value < 0 || 1 / value < 0 ? '-' : '';
    return ${JSON.stringify(settings.currency)} + ' ' + sign + grouped(Math.floor(cents / 100)) + '.' + ('0' + (cents % 100)).slice(-2);
  }
  // A whole number with a comma every thousand.
  function grouped(number) {
    var digits = String(number);
    var written = digits.slice(0, ((digits.length - 1) % 3) + 1);
    for (var at = written.length; at < digits.length; at += 3) written += ',' + digits.slice(at, at + 3);
    return written;
  }
  // The count's room (preview-rooms.ts) in the app's words for this page: only the total, or the total and
  // the products shown when there are more than a page.
  function count(room, total, shown, limit) {
    if (!room || typeof total !== 'number' || typeof limit !== 'number') return;
    var words = total > limit ? room.getAttribute('data-showing') : room.getAttribute('data-found');
    room.textContent = (words || '')
      .replace(${JSON.stringify(String(COUNT_STAND_INS.total))}, grouped(total))
      .replace(${JSON.stringify(String(COUNT_STAND_INS.last))}, String(shown));
  }
  function picture(source, alt, language) {
    var image = element('img');
    image.setAttribute('src', source);
    image.setAttribute('alt', alt || '');
    if (alt && language) image.setAttribute('lang', language);
    image.setAttribute('width', '480');
    image.setAttribute('height', '420');
    return image;
  }
  function pictures(product) {
    return (Array.isArray(product.image) ? product.image : []).filter(function (source) {
      return typeof source === 'string' && source !== '';
    });
  }
  var languages = function (product) {
    return product.languages || { imageAlt: [] };
  };
  // The page's language's parts (preview-rooms.ts), copied into the preview where the app has them.
  var parts = page.querySelector('.boot__parts[data-boot-language="' + document.documentElement.lang + '"]');
  function part(selector, into) {
    var found = parts && parts.querySelector(selector);
    if (found) into.appendChild(found.cloneNode(true));
  }
  var preview = element('div', 'page container boot__preview');
  var product = answer && answer.product;
  var products = answer && answer.products;
  if (product && typeof product === 'object') {
    var sources = pictures(product);
    var alts = Array.isArray(product.imageAlt) ? product.imageAlt : [];
    var gallery = element('div', 'gallery');
    if (sources.length > 1) {
      var thumbs = element('div', 'gallery__thumbs');
      thumbs.setAttribute('aria-hidden', 'true');
      sources.forEach(function (source) {
        thumbs.appendChild(element('span', 'gallery__thumb')).appendChild(picture(source, ''));
      });
      gallery.appendChild(thumbs);
    }
    if (sources.length > 0) {
      var shown = picture(sources[0], text(alts[0]), (languages(product).imageAlt || [])[0]);
      shown.setAttribute('fetchpriority', 'high');
      gallery.appendChild(element('div', 'gallery__main')).appendChild(shown);
    }
    var info = element('div', 'product__info');
    if (text(product.name)) {
      info.appendChild(element('h1', 'product__name', text(product.name), languages(product).name));
    }
    part('.product__voice', info);
    part('.rating', info);
    info.appendChild(element('p', 'product__price', price(product.price)));
    var description = text(product.description);
    info.appendChild(element('p', 'product__description', description, languages(product).description));
    var whole = preview.appendChild(element('div', 'product'));
    whole.appendChild(gallery);
    whole.appendChild(info);
    // The description and reviews' tabs, across the whole row below: in the app they give its grid its
    // columns, so the picture and the words are as wide here as there.
    var tabs = whole.appendChild(element('div', 'product__tabs boot__room'));
    tabs.setAttribute('aria-hidden', 'true');
  } else if (Array.isArray(products) && products.length > 0) {
    preview.className += ' collection';
    part('.section-title', preview);
    var layout = preview.appendChild(element('div', 'collection__layout'));
    var filters = parts && parts.querySelector('.filters');
    layout.appendChild(filters ? filters.cloneNode(true) : element('div', 'filters'));
    var results = layout.appendChild(element('div', 'collection__results'));
    part('.collection__bar', results);
    var grid = results.appendChild(element('ul', 'product-grid'));
    products.forEach(function (item, index) {
      // A card without a name would be a link without one.
      if (!item || typeof item !== 'object' || typeof item._id !== 'string' || !text(item.name)) return;
      var card = grid.appendChild(element('li', 'product-card'));
      var link = card.appendChild(element('a', 'product-card__link'));
      link.setAttribute('href', '/product/' + encodeURIComponent(item._id));
      var frame = link.appendChild(element('span', 'product-card__frame'));
      var cover = pictures(item)[0];
      if (cover) {
        var image = frame.appendChild(picture(cover, ''));
        image.setAttribute('loading', index < ${settings.eagerCards} ? 'eager' : 'lazy');
        image.setAttribute('decoding', 'async');
      }
      link.appendChild(element('span', 'product-card__name', text(item.name), languages(item).name));
      card.appendChild(element('p', 'product-card__price', price(item.price)));
    });
    count(results.querySelector('.collection__count'), answer.total, grid.children.length, answer.limit);
  } else {
    return false;
  }
  page.appendChild(preview);
  if (parts) document.documentElement.setAttribute('data-boot', 'preview');
  return true;
}`;
}
