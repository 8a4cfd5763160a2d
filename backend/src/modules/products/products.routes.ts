import { Router } from 'express';
import { productIdParamsSchema, productListQuerySchema } from '@store/contracts/products';
import { notFound } from '@store/server-kit/errors';
import { parseInput } from '@store/server-kit/validate';
import type { ProductsService } from './products.service';

export function productsRouter(products: ProductsService): Router {
  const router = Router();

  router.get('/list', async (req, res) => {
    const filter = parseInput(productListQuerySchema, req.query, 'query');
    res.json({ success: true, ...(await products.list(filter)) });
  });

  router.get('/:id', async (req, res) => {
    // A malformed id names no product, so it is a 404 like any unknown one.
    const parsed = productIdParamsSchema.safeParse(req.params);
    if (!parsed.success) throw notFound('Product not found.');
    res.json({ success: true, product: await products.get(parsed.data.id) });
  });

  return router;
}
