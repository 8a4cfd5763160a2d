import { Router, type Request, type Response } from 'express';
import {
  productIdParamsSchema,
  productInputSchema,
  productListQuerySchema,
  productReadQuerySchema,
  productStockBodySchema,
  productUpdateSchema,
} from '@store/contracts/products';
import { optionalUser, requireUser } from '@store/server-kit/auth';
import { badRequest, notFound } from '@store/server-kit/errors';
import { parseInput } from '@store/server-kit/validate';
import { productImagesUpload, uploadedImages } from '../uploads/image-upload';
import type { UploadsService } from '../uploads/uploads.service';
import { readLanguage } from './catalogue-language';
import type { ProductsService } from './products.service';

export interface ProductAdminOptions {
  uploads: UploadsService;
  maxUploadBytes: number;
}

/** A catalogue read's language (`lang`, then Accept-Language); its answer varies with the header. */
function answerLanguage(req: Request, res: Response, lang: Parameters<typeof readLanguage>[0]) {
  res.vary('Accept-Language');
  return readLanguage(lang, req.headers['accept-language']);
}

export function productsRouter(products: ProductsService, admin: ProductAdminOptions): Router {
  const router = Router();
  const adminOnly = requireUser('admin');

  // The role is checked before the upload is read, so a shopper's files are never parsed.
  router.post('/add', adminOnly, productImagesUpload(admin.maxUploadBytes), async (req, res) => {
    const input = parseInput(productInputSchema, req.body ?? {});
    const images = uploadedImages(req);
    if (images.length === 0) throw badRequest('image1: add at least one product image (JPEG, PNG or WebP).');
    const urls = await admin.uploads.storeImages(images);
    res
      .status(201)
      .json({ success: true, message: 'Product added', product: await products.add(input, urls) });
  });

  router.patch('/:id', adminOnly, async (req, res) => {
    const parsed = productIdParamsSchema.safeParse(req.params);
    if (!parsed.success) throw notFound('Product not found.');
    const body = parseInput(productUpdateSchema, req.body ?? {});
    const product = await products.update(parsed.data.id, body);
    res.json({ success: true, message: 'Product updated', product });
  });

  router.post('/stock', adminOnly, async (req, res) => {
    const body = parseInput(productStockBodySchema, req.body ?? {});
    const product = await products.setStock(body.productId, body.size, body.quantity);
    res.json({ success: true, message: 'Stock updated', product });
  });

  router.delete('/:id', adminOnly, async (req, res) => {
    const parsed = productIdParamsSchema.safeParse(req.params);
    if (!parsed.success) throw notFound('Product not found.');
    await products.remove(parsed.data.id);
    res.json({ success: true, message: 'Product removed' });
  });

  router.get('/list', async (req, res) => {
    const filter = parseInput(productListQuerySchema, req.query, 'query');
    const language = answerLanguage(req, res, filter.lang);
    res.json({ success: true, language, ...(await products.list(filter, language)) });
  });

  router.get('/:id', async (req, res) => {
    // A malformed id names no product, so it is a 404 like any unknown one.
    const parsed = productIdParamsSchema.safeParse(req.params);
    if (!parsed.success) throw notFound('Product not found.');
    const { lang } = parseInput(productReadQuerySchema, req.query, 'query');
    const language = answerLanguage(req, res, lang);
    // An admin's form edits the translations beside the English text (admins never reach the cache).
    const translations = optionalUser(req)?.role === 'admin';
    res.json({
      success: true,
      language,
      product: await products.get(parsed.data.id, language, { translations }),
    });
  });

  return router;
}
