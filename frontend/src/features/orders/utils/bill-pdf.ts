// The bill as a PDF file, made by the server in the shopper's language (tagged for screen readers, names
// and addresses in Sinhala or Tamil printed shaped): a placed order's from GET /api/order/:id/bill.pdf, a
// quote of the cart from POST /api/order/quote.pdf, which prices the lines itself.
import type { Language } from '@store/contracts/languages';
import type { QuoteBody } from '@store/contracts/orders';
import { currentLanguage } from '../../../i18n/i18n';
import { apiClient } from '../../../lib/api-client';
import { billFileName, type Bill } from './bill';

const PDF_TIMEOUT_MS = 30_000;

/** GET /api/order/:id/bill.pdf: the bill of one of the shopper's orders, in `lang`. */
export async function fetchBillPdf(orderId: string, lang: Language = 'en'): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(
    `/api/order/${encodeURIComponent(orderId)}/bill.pdf?lang=${lang}`,
    { responseType: 'blob', timeout: PDF_TIMEOUT_MS },
  );
  return data;
}

/**
 * POST /api/order/quote.pdf: a quote of the cart in `lang`, priced by the server; with the file name its
 * Content-Disposition gives, when the browser lets it be read.
 */
export async function fetchQuotePdf(
  quote: QuoteBody,
  lang: Language = 'en',
): Promise<{ pdf: Blob; name: string | undefined }> {
  const { data, headers } = await apiClient.post<Blob>(`/api/order/quote.pdf?lang=${lang}`, quote, {
    responseType: 'blob',
    timeout: PDF_TIMEOUT_MS,
  });
  const disposition = headers.get('content-disposition');
  const name = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return { pdf: data, name };
}

/** The name the server gives an order's bill (its Content-Disposition): "bill-6b0c1c8e.pdf". */
export const orderBillFileName = (orderId: string) => `bill-${orderId.slice(0, 8)}.pdf`;

/** Saves a file the browser holds, as a download named `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns; it is let go once they have.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the bill from the server in `lang` (the language on screen unless said) and resolves to the
 * file's name: a placed order's bill, or a quote of the cart it was built from. Rejects when it cannot be
 * made (the caller says so).
 */
export async function downloadBillPdf(bill: Bill, lang: Language = currentLanguage()): Promise<string> {
  if (bill.kind === 'invoice') {
    const name = orderBillFileName(bill.number);
    saveFile(await fetchBillPdf(bill.number, lang), name);
    return name;
  }
  if (!bill.quote) throw new Error('This quote does not hold the cart it was made from.');
  const { pdf, name = billFileName(bill) } = await fetchQuotePdf(bill.quote, lang);
  saveFile(pdf, name);
  return name;
}
