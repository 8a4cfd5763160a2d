import type { Language } from '@store/contracts/languages';
import {
  PRODUCT_LIST_DEFAULT_LIMIT,
  translatedLanguages,
  type Product,
  type ProductInput,
  type ProductListFilter,
  type ProductListResponse,
  type ProductTranslations,
  type ProductTranslationsInput,
  type ProductUpdate,
} from '@store/contracts/products';
import { badRequest, notFound } from '@store/server-kit/errors';
import { fromCents, toCents } from '@store/contracts/money';
import { ratingOf } from '@store/contracts/reviews';
import type {
  LocalizedProductRow,
  ProductRow,
  ProductsRepository,
  TranslationRow,
  TranslationText,
} from './products.repository';
import type { StockEvents } from './stock-events';
import type { StockLevels, StockRepository } from './stock.repository';

/** The product in English, as stored (orders, carts and the admin's saves speak it). */
export function toProductDto(row: ProductRow, stock: StockLevels = {}): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: fromCents(row.priceCents),
    image: row.images.map((image) => image.url),
    imageAlt: row.images.map((image) => image.alt),
    category: row.category,
    subCategory: row.subCategory,
    sizes: row.sizes,
    bestseller: row.bestseller,
    date: row.createdAt.getTime(),
    stock: Object.fromEntries(row.sizes.map((size) => [size, stock[size] ?? 0])),
    rating: ratingOf(row.ratingTotal, row.ratingCount),
  };
}

/**
 * The product as a catalogue read in `language` shows it: each text in that language where the product has
 * it, else in English, and `languages` saying which is which.
 */
export function localizedProduct(
  product: Product,
  language: Language,
  translation: TranslationText | undefined,
): Product {
  const pick = (translated: string | null | undefined, english: string): [string, Language] =>
    language !== 'en' && translated ? [translated, language] : [english, 'en'];
  const [name, nameLanguage] = pick(translation?.name, product.name);
  const [description, descriptionLanguage] = pick(translation?.description, product.description);
  const alts = product.imageAlt.map((english, index) => pick(translation?.imageAlts[index], english));
  return {
    ...product,
    name,
    description,
    imageAlt: alts.map(([text]) => text),
    languages: {
      name: nameLanguage,
      description: descriptionLanguage,
      alt: alts[0]?.[1] ?? 'en',
      imageAlt: alts.map(([, altLanguage]) => altLanguage),
    },
  };
}

/** Stored translations as the admin reads them: the fields a language has, every alt by position. */
export function translationsDto(rows: TranslationRow[]): ProductTranslations {
  const translations: ProductTranslations = {};
  for (const row of rows) {
    translations[row.language] = {
      ...(row.name ? { name: row.name } : {}),
      ...(row.description ? { description: row.description } : {}),
      imageAlts: row.imageAlts,
    };
  }
  return translations;
}

/** Alt texts as stored: one per picture at most, no trailing empty ones. */
function altsFor(alts: readonly string[], pictures: number): string[] {
  const kept = alts.slice(0, pictures);
  while (kept.length > 0 && !kept[kept.length - 1]) kept.pop();
  return kept;
}

const isEmpty = (text: TranslationText) =>
  !text.name && !text.description && text.imageAlts.every((alt) => !alt);

export function createProductsService(
  repository: ProductsRepository,
  stock: StockRepository,
  stockEvents: StockEvents,
) {
  const withStock = async (rows: ProductRow[]): Promise<Product[]> => {
    const levels = await stock.levels(rows);
    return rows.map((row) => toProductDto(row, levels.get(row.id)));
  };

  const localized = async (rows: LocalizedProductRow[], language: Language): Promise<Product[]> => {
    const products = await withStock(rows);
    return products.map((product, index) => localizedProduct(product, language, rows[index]?.translation));
  };

  const withTranslations = async (product: Product): Promise<Product> => ({
    ...product,
    translations: translationsDto(await repository.translationsOf([product._id])),
  });

  /** Writes the translations given: each field left out keeps its text, an empty one is removed. */
  const saveTranslations = async (
    productId: string,
    pictures: number,
    given: ProductTranslationsInput,
    stored: TranslationRow[],
  ) => {
    const put: TranslationRow[] = [];
    const remove: TranslationRow[] = [];
    for (const language of translatedLanguages) {
      const input = given[language];
      if (!input) continue;
      const before = stored.find((row) => row.language === language);
      const row: TranslationRow = {
        productId,
        language,
        name: input.name === undefined ? (before?.name ?? null) : input.name || null,
        description:
          input.description === undefined ? (before?.description ?? null) : input.description || null,
        imageAlts: altsFor(input.imageAlts ?? before?.imageAlts ?? [], pictures),
      };
      if (!isEmpty(row)) put.push(row);
      else if (before) remove.push(row);
    }
    await repository.saveTranslations(put, remove);
  };

  const get = async (id: string, language: Language = 'en'): Promise<Product> => {
    const row = await repository.findActiveIn(id, language);
    if (!row) throw notFound('Product not found.');
    const [product] = await localized([row], language);
    if (!product) throw notFound('Product not found.');
    return product;
  };

  return {
    /**
     * One page of the catalogue in `language`. Without a `limit` a page holds PRODUCT_LIST_DEFAULT_LIMIT
     * products, or every product an `ids` lookup names (at most PRODUCT_LIST_MAX_IDS, the contract's bound).
     */
    async list(
      filter: ProductListFilter,
      language: Language = 'en',
    ): Promise<Omit<ProductListResponse, 'success' | 'language'>> {
      const { lang: _lang, ...query } = filter;
      const page = filter.page ?? 1;
      const limit = filter.limit ?? (filter.ids.length > 0 ? filter.ids.length : PRODUCT_LIST_DEFAULT_LIMIT);
      const { rows, total } = await repository.list({ ...query, page, limit, language });
      return { products: await localized(rows, language), total, page, limit };
    },

    /** One product in `language`; with every stored translation besides for an admin's form. */
    async get(id: string, language: Language = 'en', options: { translations?: boolean } = {}) {
      const product = await get(id, language);
      return options.translations ? withTranslations(product) : product;
    },

    /**
     * Admin: a new product with its already stored image URLs (first one the cover), its stock and any
     * translations. The answer is the product in English, with `translations` when some were given.
     */
    async add(input: ProductInput, imageUrls: string[]): Promise<Product> {
      const sizes = [...new Set(input.sizes)];
      const unknown = Object.keys(input.stock).find((size) => !sizes.includes(size));
      if (unknown)
        throw badRequest(`stock.${unknown}: ${unknown} is not one of the sizes (${sizes.join(', ')}).`);
      const [row] = await repository.insertMany([
        {
          name: input.name,
          description: input.description,
          priceCents: toCents(input.price),
          images: imageUrls.map((url, index) => ({
            url,
            alt: input.imageAlt[index] || `${input.name}, picture ${index + 1} of ${imageUrls.length}`,
          })),
          category: input.category,
          subCategory: input.subCategory,
          sizes,
          bestseller: input.bestseller,
        },
      ]);
      if (!row) throw new Error('product insert returned no row');
      await stock.set(sizes.map((size) => ({ productId: row.id, size, quantity: input.stock[size] ?? 0 })));
      stockEvents.changed([row.id]);
      const product = toProductDto(row, input.stock);
      if (!translatedLanguages.some((language) => input.translations[language])) return product;
      await saveTranslations(row.id, imageUrls.length, input.translations, []);
      return withTranslations(product);
    },

    /**
     * Admin: changes a product's words, English and translated; what is left out stays. Answers the product
     * in English with every stored translation.
     */
    async update(id: string, input: ProductUpdate): Promise<Product> {
      const current = await repository.findActive(id);
      if (!current) throw notFound('Product not found.');
      const words: Parameters<ProductsRepository['updateWords']>[1] = {};
      if (input.name !== undefined) words.name = input.name;
      if (input.description !== undefined) words.description = input.description;
      if (input.imageAlt) {
        const alts = input.imageAlt;
        words.images = current.images.map((image, index) => ({ ...image, alt: alts[index] || image.alt }));
      }
      const row = Object.keys(words).length > 0 ? await repository.updateWords(id, words) : current;
      if (!row) throw notFound('Product not found.');
      if (input.translations) {
        const stored = await repository.translationsOf([id]);
        await saveTranslations(id, row.images.length, input.translations, stored);
      }
      const [product] = await withStock([row]);
      if (!product) throw notFound('Product not found.');
      return withTranslations(product);
    },

    /**
     * Admin: sets how many of one size are available. Every stock change (this one, orders taking stock,
     * cancels and failed payments giving it back) is told to `stockEvents`.
     */
    async setStock(productId: string, size: string, quantity: number): Promise<Product> {
      const row = await repository.findActive(productId);
      if (!row) throw notFound('Product not found.');
      if (!row.sizes.includes(size)) {
        throw badRequest(`size: ${row.name} comes in ${row.sizes.join(', ')}, not ${size}.`);
      }
      await stock.set([{ productId, size, quantity }]);
      stockEvents.changed([productId]);
      const [product] = await withStock([row]);
      if (!product) throw notFound('Product not found.');
      return product;
    },

    /** Admin: soft delete; a product already removed or never known is a 404. */
    async remove(id: string): Promise<void> {
      if (!(await repository.softDelete(id))) throw notFound('Product not found.');
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
