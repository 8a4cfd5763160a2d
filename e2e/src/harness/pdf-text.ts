// The text of a PDF the server made, as Poppler's pdftotext reads it, blank lines left out. The server's
// bills and quotes are compressed and set in embedded, shaped fonts (Sinhala and Tamil carry their letters
// as ActualText), so only a real PDF reader gets their text back.
import { spawnSync } from 'node:child_process';
import { requireSystemTool } from '../../../scripts/system-tools.mjs';

export function pdfText(pdf: Buffer): string {
  // The path of pdftotext, or the message `npm test` gives when Poppler is missing.
  const pdftotext = requireSystemTool('poppler');
  const result = spawnSync(pdftotext, ['-', '-'], { input: pdf, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pdftotext could not read the PDF: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .join('\n');
}
