import { CURRENCY } from '@store/contracts/constants';
import { formatLkr } from '@store/contracts/money';
import type { Product } from '@store/contracts/products';
import { languageLocales, languages, type Language } from '@store/contracts/languages';
import { afterEach, describe, expect, it } from 'vitest';
import englishMessages from 'virtual:messages/en';
import sinhalaMessages from 'virtual:messages/si';
import tamilMessages from 'virtual:messages/ta';
import { previewFunction } from './first-answer-preview';
import { bootShell } from './icu-messages-plugin';
import { pageResultText } from './src/app/routes/collection';
import { sortOptions } from './src/features/catalog/components/sort-select';
import { activateCatalogue, t } from './src/i18n/i18n';

const compiled = { en: englishMessages, si: sinhalaMessages, ta: tamilMessages } as const;

type ShowPreview = (page: HTMLElement, answer: unknown) => boolean;
const showPreview = new Function(
  `${previewFunction({ eagerCards: 2, currency: CURRENCY })}\nreturn showPreview;`,
)() as ShowPreview;

const productOf = (id: string, more: Partial<Product> = {}): Product => ({
  _id: id,
  name: `Tee ${id}`,
  description: 'A soft cotton tee.',
  price: 1990,
  image: [`/media/${id}/front.svg`, `/media/${id}/back.svg`],
  imageAlt: ['A navy tee, front', 'A navy tee, back'],
  category: 'Men',
  subCategory: 'Topwear',
  sizes: ['M'],
  bestseller: false,
  date: 0,
  stock: { M: 3 },
  rating: { average: 0, count: 0 },
  ...more,
});

/** The page's <main> before its scripts, with what showPreview drew into it and its answer. */
function drawn(answer: unknown) {
  const page = document.createElement('main');
  page.className = 'boot';
  document.body.append(page);
  return { page, drew: showPreview(page, answer) };
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-boot');
  document.documentElement.lang = 'en';
});

describe("the page's products drawn before the app's scripts arrive", () => {
  it("a product page: its pictures, name, price and description, in the app's classes and the texts' languages", () => {
    const sinhala = productOf('p1', {
      name: 'නිල් ටී ෂර්ට්',
      price: 12345.5,
      languages: { name: 'si', description: 'en', alt: 'en', imageAlt: ['en', 'en'] },
    });
    const { page, drew } = drawn({ success: true, language: 'si', product: sinhala });
    expect(drew).toBe(true);
    const info = page.querySelector('.boot__preview .product > .product__info');
    expect(info?.querySelector('h1.product__name')?.textContent).toBe('නිල් ටී ෂර්ට්');
    expect(info?.querySelector('h1.product__name')?.getAttribute('lang')).toBe('si');
    expect(info?.querySelector('.product__price')?.textContent).toBe(formatLkr(12345.5));
    expect(info?.querySelector('.product__price')?.textContent).toBe('LKR 12,345.50');
    expect(info?.querySelector('.product__description')?.textContent).toBe('A soft cotton tee.');
    expect(info?.querySelector('.product__description')?.getAttribute('lang')).toBe('en');
    const shown = page.querySelector('.gallery > .gallery__main > img');
    expect(shown?.getAttribute('src')).toBe('/media/p1/front.svg');
    expect(shown?.getAttribute('alt')).toBe('A navy tee, front');
    expect(shown?.getAttribute('fetchpriority')).toBe('high');
    // The thumbnails are the app's buttons' room: pictures only, hidden from screen readers.
    const thumbs = page.querySelector('.gallery > .gallery__thumbs');
    expect(thumbs?.getAttribute('aria-hidden')).toBe('true');
    expect([...(thumbs?.querySelectorAll('img') ?? [])].map((image) => image.getAttribute('src'))).toEqual([
      '/media/p1/front.svg',
      '/media/p1/back.svg',
    ]);
  });

  it("shows every price as the app's formatLkr does, without Intl", () => {
    const prices = [
      0.01, 0.015, 1.005, 2.675, 99.995, 999.99, 1000, 1990, 12_345.5, 1_234_567.89, 100_000_000,
    ];
    for (const price of prices) {
      document.body.replaceChildren();
      const { page } = drawn({ success: true, language: 'en', product: productOf('p1', { price }) });
      expect(page.querySelector('.product__price')?.textContent, String(price)).toBe(formatLkr(price));
    }
  });

  it('one picture, no thumbnails; no picture, no gallery picture', () => {
    const one = drawn({ product: productOf('p2', { image: ['/media/p2.svg'], imageAlt: [''] }) }).page;
    expect(one.querySelector('.gallery__thumbs')).toBeNull();
    expect(one.querySelector('.gallery__main img')?.getAttribute('alt')).toBe('');
    const none = drawn({ product: productOf('p3', { image: [], imageAlt: [] }) }).page;
    expect(none.querySelector('img')).toBeNull();
    expect(none.querySelector('.product__name')?.textContent).toBe('Tee p3');
  });

  it('the collection: each product a link to its page, with its picture, name and price; the first screenful at once', () => {
    const products = [productOf('a'), productOf('b/c', { price: 500 }), productOf('d')];
    const { page, drew } = drawn({ success: true, products, total: 3, page: 1, limit: 20 });
    expect(drew).toBe(true);
    const cards = [...page.querySelectorAll('.collection__results > ul.product-grid > li.product-card')];
    expect(
      cards.map((card) => ({
        href: card.querySelector('a.product-card__link')?.getAttribute('href'),
        name: card.querySelector('a .product-card__name')?.textContent,
        price: card.querySelector('.product-card__price')?.textContent,
        picture: card.querySelector('a .product-card__frame img')?.getAttribute('src'),
        loading: card.querySelector('img')?.getAttribute('loading'),
      })),
    ).toEqual([
      {
        href: '/product/a',
        name: 'Tee a',
        price: 'LKR 1,990.00',
        picture: '/media/a/front.svg',
        loading: 'eager',
      },
      {
        href: '/product/b%2Fc',
        name: 'Tee b/c',
        price: 'LKR 500.00',
        picture: '/media/b/c/front.svg',
        loading: 'eager',
      },
      {
        href: '/product/d',
        name: 'Tee d',
        price: 'LKR 1,990.00',
        picture: '/media/d/front.svg',
        loading: 'lazy',
      },
    ]);
    // The link is named by the product's name alone, as the app's card is.
    expect(page.querySelector('.product-card__frame img')?.getAttribute('alt')).toBe('');
    // The filters' room, so the results are as wide as the app's; without the page's rooms, nothing in it.
    expect(page.querySelector('.collection__layout > .filters')?.childElementCount).toBe(0);
    expect(document.documentElement.hasAttribute('data-boot')).toBe(false);
  });

  it('leaves out a heading or a link that would have no name', () => {
    const product = drawn({ product: { ...productOf('p4'), name: '' } }).page;
    expect(product.querySelector('h1')).toBeNull();
    expect(product.querySelector('.product__description')?.textContent).toBe('A soft cotton tee.');
    const list = drawn({ products: [{ ...productOf('p5'), name: '' }, productOf('p6')] }).page;
    expect([...list.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Tee p6']);
  });

  it('writes what the answer holds as text, never as markup', () => {
    const hostile = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    const { page } = drawn({
      products: [productOf('x', { name: hostile, image: ['javascript:alert(1)'] })],
    });
    expect(page.querySelector('.product-card__name')?.textContent).toBe(hostile);
    expect(page.querySelectorAll('img')).toHaveLength(1);
    expect(page.querySelector('b')).toBeNull();
    const drawnProduct = drawn({ product: productOf('y', { description: hostile }) }).page;
    expect(drawnProduct.querySelector('.product__description')?.textContent).toBe(hostile);
    expect(drawnProduct.querySelector('b')).toBeNull();
  });

  it('draws nothing for an empty page, an error or an answer of another shape', () => {
    for (const answer of [
      { success: true, products: [], total: 0, page: 1, limit: 20 },
      { success: false, message: 'Product not found' },
      null,
      'text',
    ]) {
      const { page, drew } = drawn(answer);
      expect(drew).toBe(false);
      expect(page.childElementCount).toBe(0);
    }
  });
});

describe("the room the app's parts take around the preview (preview-rooms.ts)", () => {
  const shell = new DOMParser().parseFromString(bootShell(languageLocales), 'text/html');
  /** The page's <main> as the built page has it, in `language`, with what showPreview drew into it. */
  function drawnInPage(language: Language, answer: unknown) {
    document.documentElement.lang = language;
    activateCatalogue(language, compiled[language]);
    const page = document.importNode(shell.querySelector('main.boot') as HTMLElement, true);
    document.body.append(page);
    return { page, drew: showPreview(page, answer), preview: page.querySelector('.boot__preview') };
  }
  afterEach(() => activateCatalogue('en', compiled.en));
  const listAnswer = (total: number, shown: number) => ({
    success: true,
    products: Array.from({ length: shown }, (_, index) => productOf(`p${index}`)),
    total,
    page: 1,
    limit: 20,
  });

  it.each(languages)(
    'the collection in %s: its title heard and seen, its filters, count and sort as room, in the app’s words',
    (language) => {
      const { drew, preview } = drawnInPage(language, listAnswer(54, 20));
      expect(drew).toBe(true);
      expect(document.documentElement.getAttribute('data-boot')).toBe('preview');
      const title = preview?.querySelector('.section-title > h1.section-title__heading');
      expect(title?.textContent).toBe(`${t('collection.title.text1')} ${t('collection.title.text2')}`);
      expect(title?.closest('[aria-hidden="true"]')).toBeNull();
      const filters = preview?.querySelector('.collection__layout > .filters.boot__room');
      expect(filters?.getAttribute('aria-hidden')).toBe('true');
      expect([...(filters?.querySelectorAll('legend') ?? [])].map((legend) => legend.textContent)).toEqual([
        t('collection.categories'),
        t('collection.type'),
      ]);
      expect(filters?.querySelectorAll('input[type="checkbox"][tabindex="-1"]')).toHaveLength(6);
      const bar = preview?.querySelector('.collection__results > .collection__bar.boot__room');
      expect(bar?.nextElementSibling?.matches('ul.product-grid')).toBe(true);
      expect(bar?.querySelector('.collection__count')?.textContent).toBe(pageResultText(54, '', 1, 20));
      expect([...(bar?.querySelectorAll('select option') ?? [])].map((option) => option.textContent)).toEqual(
        sortOptions.map((option) => t(option.label)),
      );
    },
  );

  it.each(languages)(
    'the count in %s says what the app will: a total of one page, of more, of thousands',
    (language) => {
      for (const [total, shown] of [
        [3, 3],
        [20, 20],
        [21, 20],
        [1234, 20],
      ] as const) {
        document.body.replaceChildren();
        const { preview } = drawnInPage(language, listAnswer(total, shown));
        expect(preview?.querySelector('.collection__count')?.textContent, `${total}`).toBe(
          pageResultText(total, '', 1, shown),
        );
      }
    },
  );

  it.each(languages)(
    'a product page in %s: the voice-over button’s and the rating’s room between its name and price',
    (language) => {
      const { preview } = drawnInPage(language, { success: true, product: productOf('p1') });
      const info = preview?.querySelector('.product__info');
      expect([...(info?.children ?? [])].map((child) => child.className)).toEqual([
        'product__name',
        'button button--small product__voice boot__room',
        'rating boot__room',
        'product__price',
        'product__description',
      ]);
      expect(info?.querySelector('.product__voice')?.textContent).toBe(t('common.voiceOver'));
      expect(info?.querySelector('.rating')?.textContent).toBe(t('rating.none'));
      expect(preview?.querySelector('.product > .product__tabs.boot__room')).not.toBeNull();
    },
  );
});
