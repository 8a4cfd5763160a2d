// The text of a PDF made by jspdf: its content streams are not compressed, so the strings shown with Tj
// are read straight from the file (escaped parentheses and backslashes undone), one per line.
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    lines.push((match[1] ?? '').replace(/\\([()\\])/g, '$1'));
  }
  return lines.join('\n');
}
