import { Router } from 'express';
import { isGarmentColour, isGarmentKind, isGarmentView, renderGarmentSvg } from './garment-image';

export function mediaRouter(): Router {
  const router = Router();
  router.get('/garments/:kind/:colour/:file', (req, res) => {
    const { kind, colour, file } = req.params;
    const view = file.replace(/\.svg$/, '');
    if (!isGarmentKind(kind) || !isGarmentColour(colour) || !isGarmentView(view) || !file.endsWith('.svg')) {
      res.status(404).json({ success: false, message: 'No such image.' });
      return;
    }
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .send(renderGarmentSvg(kind, colour, view));
  });
  // Anything else under /media (a missing segment, another method) is a JSON 404 like the API's, not
  // Express's HTML page.
  router.use((_req, res) => {
    res.status(404).json({ success: false, message: 'No such image.' });
  });
  return router;
}
