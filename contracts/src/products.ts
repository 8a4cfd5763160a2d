import { z } from 'zod';
import { decimalNumber, idSchema, lkrAmount, readDecimal, text } from './common';
import { languages } from './languages';
import { productRatingSchema } from './reviews';

import {
  categories,
  PRODUCT_LIST_DEFAULT_LIMIT,
  PRODUCT_LIST_MAX_IDS,
  PRODUCT_LIST_MAX_LIMIT,
  sortKeys,
  subCategories,
} from './constants';

export {
  categories,
  PRODUCT_LIST_DEFAULT_LIMIT,
  PRODUCT_LIST_MAX_IDS,
  PRODUCT_LIST_MAX_LIMIT,
  sortKeys,
  subCategories,
};
export const sizeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,8}$/, { message: 'Size must be a short code such as S, M or XL.' });

export type Category = (typeof categories)[number];
export type SubCategory = (typeof subCategories)[number];
export type SortKey = (typeof sortKeys)[number];

/* ---------------------------------------------------------------- languages of the catalogue */

const languageSchema = z.enum(languages);

/** The languages a product's text may be translated into; English is the product itself. */
export const translatedLanguages = ['si', 'ta'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

/**
 * Which language each text of a catalogue answer is in: the language asked, or `en` where the product has
 * no translation of that field yet (each field falls back to English on its own).
 */
export const productTextLanguagesSchema = z.object({
  name: languageSchema,
  description: languageSchema,
  /** The cover picture's alt text (`imageAlt[0]`, what a product card shows). */
  alt: languageSchema,
  /** One per picture, in the order of `imageAlt`. */
  imageAlt: z.array(languageSchema),
});
export type ProductTextLanguages = z.infer<typeof productTextLanguagesSchema>;

/** One language's stored text of a product (admin reads); a field left out has no translation. */
export const productTranslationSchema = z.object({
  name: z.string().optional(),
  description: z.string().optional(),
  /** Alt text by picture position; an empty string is a picture without a translation. */
  imageAlts: z.array(z.string()).optional(),
});
export const productTranslationsSchema = z.object({
  si: productTranslationSchema.optional(),
  ta: productTranslationSchema.optional(),
});
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  price: lkrAmount,
  /** Image URLs, first one the cover. */
  image: z.array(z.string()),
  /** Alt text for each image, same order as `image`. */
  imageAlt: z.array(z.string()),
  category: z.enum(categories),
  subCategory: z.enum(subCategories),
  sizes: z.array(z.string()),
  bestseller: z.boolean(),
  /** Creation time, ms since epoch. */
  date: z.number(),
  /** How many of each size are available: every size in `sizes`, 0 when sold out. */
  stock: z.record(z.string(), z.number().int().min(0)),
  /** From the visible reviews of verified buyers; `count` 0 means no reviews yet (the average is then 0). */
  rating: productRatingSchema,
  /** Catalogue reads: the language of `name`, `description` and each `imageAlt`. */
  languages: productTextLanguagesSchema.optional(),
  /** Admin reads and saves: every stored translation, to edit beside the English text above. */
  translations: productTranslationsSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/** The most of one size the shop keeps count of. */
export const MAX_STOCK_QUANTITY = 100_000;

const stockQuantity = z
  .number({ message: 'quantity must be a number.' })
  .int({ message: 'quantity must be a whole number.' })
  .min(0, { message: 'quantity must be 0 or more.' })
  .max(MAX_STOCK_QUANTITY, { message: `quantity must be at most ${MAX_STOCK_QUANTITY}.` });

/** POST /api/product/stock (admin): sets how many of one size are available. Answers the product. */
export const productStockBodySchema = z.object({
  productId: idSchema,
  size: sizeSchema,
  quantity: stockQuantity,
});
export type ProductStockBody = z.infer<typeof productStockBodySchema>;

const repeatable = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : value.split(',')))
    .pipe(z.array(z.enum(values, { message: `${label} must be one of ${values.join(', ')}.` })));

/** A list of product ids, repeated (`ids=a&ids=b`) or comma-separated. */
const idList = (label: string, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      value === undefined ? [] : (Array.isArray(value) ? value : value.split(',')).filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ message: `${label} must hold product ids.` }))
        .max(max, { message: `${label} may name at most ${max} products.` }),
    );

/** `lang` of a catalogue read: the answer's language, before Accept-Language. */
const langParam = z.enum(languages, { message: `lang must be one of ${languages.join(', ')}.` }).optional();

/**
 * Query of GET /api/product/list: one page (`limit`, default PRODUCT_LIST_DEFAULT_LIMIT, at most
 * PRODUCT_LIST_MAX_LIMIT; more is a 400 naming `limit`), newest first unless sorted or searched. `ids` asks
 * for those products only (a cart, an order; the page then holds them all unless `limit` says less);
 * `exclude` leaves products out (related products leave out the one on screen).
 */
export const productListQuerySchema = z.object({
  category: repeatable(categories, 'category'),
  subCategory: repeatable(subCategories, 'subCategory'),
  search: z.string().trim().max(100, { message: 'search must be at most 100 characters.' }).optional(),
  sort: z.enum(sortKeys, { message: `sort must be one of ${sortKeys.join(', ')}.` }).optional(),
  bestseller: z
    .enum(['true', 'false'], { message: 'bestseller must be true or false.' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Admin: only products with some size at LOW_STOCK_THRESHOLD (3) or fewer left, sold out included. */
  lowStock: z
    .enum(['true', 'false'], { message: 'lowStock must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
  page: decimalNumber(z.number({ message: 'page must be a number.' }).int().min(1).max(10_000)).optional(),
  limit: decimalNumber(
    z
      .number({ message: 'limit must be a number.' })
      .int({ message: 'limit must be a whole number.' })
      .min(1, { message: 'limit must be at least 1.' })
      .max(PRODUCT_LIST_MAX_LIMIT, { message: `limit must be at most ${PRODUCT_LIST_MAX_LIMIT}.` }),
  ).optional(),
  ids: idList('ids', PRODUCT_LIST_MAX_IDS),
  exclude: idList('exclude', PRODUCT_LIST_MAX_IDS),
  lang: langParam,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilter = z.output<typeof productListQuerySchema>;

/** Query of GET /api/product/:id. */
export const productReadQuerySchema = z.object({ lang: langParam });
export type ProductReadQuery = z.input<typeof productReadQuerySchema>;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  /** The language asked (`lang`, else Accept-Language, else en); `languages` says what each text is in. */
  language: languageSchema.optional(),
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  /** The page size used (the default when the query named none). */
  limit: z.number().int(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productResponseSchema = z.object({
  success: z.literal(true),
  /** The language asked, on catalogue reads. */
  language: languageSchema.optional(),
  product: productSchema,
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** POST /api/product/add and /api/product/stock: the product as saved. */
export const productSavedResponseSchema = productResponseSchema.extend({ message: z.string() });

export const productIdParamsSchema = z.object({ id: idSchema });

const priceRule = z
  .number({ message: 'Price must be a number.' })
  .positive({ message: 'Price must be above 0.' })
  .pipe(lkrAmount);
const sizesRule = z.array(sizeSchema).min(1, { message: 'Choose at least one size.' }).max(12);

/** A translated text: trimmed, capped, composed (NFC) so that search matches however it was typed. */
const translatedText = (max: number, label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters.` })
    .refine((value) => !value.includes('\u0000'), { message: `${label} must not contain the NUL character.` })
    .transform((value) => value.normalize('NFC'));

/** Each translated language named in English, for the admin's messages. */
const translatedLanguageLabels: Record<TranslatedLanguage, string> = { si: 'Sinhala', ta: 'Tamil' };

const translationInput = (language: TranslatedLanguage) => {
  const label = translatedLanguageLabels[language];
  return z.object({
    name: translatedText(120, `${label} name`).optional(),
    description: translatedText(4000, `${label} description`).optional(),
    imageAlts: z
      .array(translatedText(300, `${label} alt text`), { message: `${label} imageAlts must be a list.` })
      .max(4, { message: `${label} imageAlts may hold at most 4 texts, one per picture.` })
      .optional(),
  });
};

/**
 * Sinhala and Tamil text of a product, saved with it: `name`, `description` and `imageAlts` (by picture
 * position). An empty string is no translation: that text falls back to English. Other keys are dropped.
 */
export const productTranslationsInputSchema = z.object({
  si: translationInput('si').optional(),
  ta: translationInput('ta').optional(),
});
export type ProductTranslationsInput = z.output<typeof productTranslationsInputSchema>;

/**
 * An object field of a multipart form: JSON text, or the object itself (bracketed fields such as
 * translations[si][name]); left out or empty is {}, anything else is reported with `message`.
 */
function multipartObject(message: string) {
  return z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return {};
      if (typeof value !== 'string') return value;
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
      } catch {
        // Reported below.
      }
      ctx.addIssue({ code: 'custom', message });
      return {};
    });
}

/** `translations` of a multipart form. */
const translationsField = multipartObject('translations must be an object such as {"si":{"name":"…"}}.').pipe(
  productTranslationsInputSchema,
);

/** Text fields of POST /api/product/add (multipart; images come as files). */
export const productInputSchema = z.object({
  name: text(120, 'Name'),
  description: text(4000, 'Description'),
  price: decimalNumber(priceRule),
  category: z.enum(categories, { message: `Category must be one of ${categories.join(', ')}.` }),
  subCategory: z.enum(subCategories, { message: `Sub-category must be one of ${subCategories.join(', ')}.` }),
  sizes: z
    .union([z.string(), z.array(z.string())])
    .transform((value, ctx) => {
      if (Array.isArray(value)) return value;
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        // A plain comma-separated list is accepted too.
      }
      const list = value
        .split(',')
        .map((size) => size.trim())
        .filter(Boolean);
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'Choose at least one size.' });
      return list;
    })
    .pipe(sizesRule),
  bestseller: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => value === true || value === 'true'),
  imageAlt: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().trim().max(300))),
  /** Size → number available, as a JSON object in the multipart body; a size left out starts at 0. */
  stock: multipartObject('stock must be an object of size to quantity.').pipe(
    z.record(sizeSchema, stockQuantity),
  ),
  translations: translationsField,
});
export type ProductInput = z.output<typeof productInputSchema>;

/**
 * PATCH /api/product/:id (admin, JSON): a product's words. Each field left out stays as it is; `imageAlt`
 * sets the English alt text by picture position (an empty one keeps its text); a translation's field set
 * to an empty string is removed, so that text falls back to English.
 */
export const productUpdateSchema = z.object({
  name: text(120, 'Name').optional(),
  description: text(4000, 'Description').optional(),
  imageAlt: z
    .array(z.string().trim().max(300, { message: 'imageAlt texts must be at most 300 characters.' }))
    .max(4, { message: 'imageAlt may hold at most 4 texts, one per picture.' })
    .optional(),
  translations: productTranslationsInputSchema.optional(),
});
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/* ---------------------------------------------------------------- the admin's forms */

/** What a stock box of the admin's forms says when its count is refused. */
export const stockCountMessage = (size: string, count: number) =>
  count > MAX_STOCK_QUANTITY
    ? `Stock of ${size} must be at most ${MAX_STOCK_QUANTITY}.`
    : `Stock of ${size} must be a whole number, 0 or more.`;

/** A stock box as typed: plain digits are their number, an empty box is `empty`, anything else is NaN. */
function typedCount(raw: string | undefined, empty: number): number {
  const typed = (raw ?? '').trim();
  if (typed === '') return empty;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/** Adds the box's message at `path` when stockQuantity refuses what was typed for `size`. */
function checkCount(ctx: z.RefinementCtx, path: PropertyKey[], size: string, count: number) {
  if (!stockQuantity.safeParse(count).success) {
    ctx.addIssue({ code: 'custom', path, message: stockCountMessage(size, count) });
  }
}

/**
 * The add-product form: productInputSchema's rules over what the form holds (the price as typed, the sizes
 * ticked, a stock box for every size, the Sinhala and Tamil name and description). Only the ticked sizes'
 * stock counts, an empty box is 0, and it comes out as numbers, as POST /api/product/add takes it. The
 * images, with their alt texts in each language, travel beside the form.
 */
export const productFormSchema = productInputSchema
  .omit({ imageAlt: true, translations: true })
  .extend({
    price: z.string().transform(readDecimal).pipe(priceRule),
    sizes: sizesRule,
    bestseller: z.boolean(),
    stock: z.record(z.string(), z.string()),
    /** The boxes as typed; an empty one is no translation (the shop shows the English there). */
    translations: productTranslationsInputSchema,
  })
  .superRefine(
    (form, ctx) => {
      for (const size of form.sizes) checkCount(ctx, ['stock', size], size, typedCount(form.stock[size], 0));
    },
    // Said together with the other fields' messages, not only once they are right.
    { when: ({ value }) => isStockForm(value) },
  )
  .transform(({ stock, ...form }) => ({
    ...form,
    stock: Object.fromEntries(form.sizes.map((size) => [size, typedCount(stock[size], 0)])),
  }));
export type ProductForm = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

function isStockForm(value: unknown): value is { sizes: string[]; stock: Record<string, string> } {
  if (typeof value !== 'object' || value === null) return false;
  const { sizes, stock } = value as { sizes?: unknown; stock?: unknown };
  return Array.isArray(sizes) && typeof stock === 'object' && stock !== null;
}

/**
 * The stock dialog: a box for each size of one product, every one filled. Each count comes out as a number
 * for POST /api/product/stock (productStockBodySchema).
 */
export const stockFormSchema = z.object({
  counts: z.array(
    z
      .object({ size: z.string(), quantity: z.string() })
      .superRefine((row, ctx) =>
        checkCount(ctx, ['quantity'], row.size, typedCount(row.quantity, Number.NaN)),
      )
      .transform((row) => ({ size: row.size, quantity: typedCount(row.quantity, Number.NaN) })),
  ),
});
export type StockForm = z.input<typeof stockFormSchema>;
export type StockFormOutput = z.output<typeof stockFormSchema>;
