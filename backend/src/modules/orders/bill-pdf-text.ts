// Sets the bill's text in a tagged pdfkit document: lines broken at spaces by measured (shaped) widths, each
// run in the font of its script on one shared baseline, and each Sinhala or Tamil run (and English in a
// Sinhala or Tamil bill) in a Span that tells its language and carries its letters as ActualText: shaping
// puts vowel signs before their consonant, so without it copied text and screen readers would get them in
// the wrong order.
import path from 'node:path';
import type { Language } from '@store/contracts/languages';
import { runLanguage, scriptRuns, type Script, type TextRun } from './bill-text-runs';

/** backend/assets/fonts, from the sources (tsx) and from a bundle (scripts/build-servers.mjs keeps the path). */
export const BILL_FONTS_DIR = path.join(import.meta.dirname, '..', '..', '..', 'assets', 'fonts');

const fontFiles: Record<Script, { regular: string; bold: string }> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  sinhala: { regular: 'NotoSansSinhala-Regular.ttf', bold: 'NotoSansSinhala-Bold.ttf' },
  tamil: { regular: 'NotoSansTamil-Regular.ttf', bold: 'NotoSansTamil-Bold.ttf' },
};

/** Every font file the bill may embed (pdfkit embeds only the glyphs it sets). */
export const billFontFiles: readonly string[] = Object.values(fontFiles).flatMap(({ regular, bold }) => [
  regular,
  bold,
]);

/** The font pdfkit starts with, so that it never loads a standard (unembedded) font. */
export const defaultBillFont = path.join(BILL_FONTS_DIR, fontFiles.latin.regular);

/**
 * The font of a run, named by its path: pdfkit keeps each font it opened under the name it was asked by, so
 * the path (the default font's name too) opens each file once per document.
 */
const fontOf = (script: Script, bold: boolean | undefined) =>
  path.join(BILL_FONTS_DIR, bold ? fontFiles[script].bold : fontFiles[script].regular);

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export interface Line {
  runs: TextRun[];
  width: number;
}

/** Line height and baseline (from the line's top) in ems: room for Sinhala signs above and below. */
const LINE_HEIGHT = 1.5;
const BASELINE = 1.1;

export class TextSetter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly language: Language,
  ) {}

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  private runWidth(run: TextRun, style: TextStyle): number {
    return this.doc.font(fontOf(run.script, style.bold)).fontSize(style.size).widthOfString(run.text);
  }

  /** The width of the text on one line, shaped. */
  width(text: string, style: TextStyle): number {
    return scriptRuns(text).reduce((sum, run) => sum + this.runWidth(run, style), 0);
  }

  private line(text: string, style: TextStyle): Line {
    const runs = scriptRuns(text);
    return { runs, width: runs.reduce((sum, run) => sum + this.runWidth(run, style), 0) };
  }

  /** A word wider than the line (an e-mail address, an order id) is broken between letters. */
  private breakWord(word: string, width: number, style: TextStyle): string[] {
    const pieces: string[] = [];
    let piece = '';
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) {
      if (piece && this.width(piece + segment, style) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += segment;
    }
    if (piece) pieces.push(piece);
    return pieces;
  }

  /** The text broken into lines no wider than `width`, at spaces. */
  lines(text: string, width: number, style: TextStyle): Line[] {
    const texts: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/u).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (this.width(candidate, style) <= width) {
        current = candidate;
        continue;
      }
      if (current) texts.push(current);
      const pieces = this.width(word, style) <= width ? [word] : this.breakWord(word, width, style);
      current = pieces.pop() ?? '';
      texts.push(...pieces);
    }
    if (current) texts.push(current);
    return texts.map((line) => this.line(line, style));
  }

  height(text: string, width: number, style: TextStyle): number {
    return this.lines(text, width, style).length * this.lineHeight(style);
  }

  /**
   * Draws the lines from (x, y), each aligned in `width`; returns the y under the last line. Tagged, each
   * run is content of `element`, or a Span in it with its language and letters (ActualText) when it is
   * Sinhala, Tamil or in a language other than the document's; untagged (a repeated table header inside an
   * artifact) it is drawn bare.
   */
  draw(
    lines: readonly Line[],
    box: { x: number; y: number; width: number; align?: 'left' | 'right' },
    style: TextStyle,
    element?: PDFKit.PDFStructureElement,
  ): number {
    const { doc } = this;
    let y = box.y;
    for (const line of lines) {
      let x = box.align === 'right' ? box.x + box.width - line.width : box.x;
      for (const run of line.runs) {
        const at = { x, y: y + style.size * BASELINE };
        const drawRun = () => {
          doc
            .fillColor(style.color ?? '#111111')
            .font(fontOf(run.script, style.bold))
            .fontSize(style.size)
            .text(run.text, at.x, at.y, { lineBreak: false, baseline: 'alphabetic' });
        };
        const language = runLanguage(run);
        const foreign = language !== undefined && language !== this.language;
        if (!element) drawRun();
        else if (run.script === 'latin' && !foreign) element.add(drawRun);
        else {
          // The Span's language and letters on its structure element (what screen readers walk) and on its
          // marked content (what text extraction and copying read).
          const attributes = { ...(foreign ? { lang: language } : {}), actual: run.text };
          const span = doc.struct('Span', attributes);
          element.add(span);
          const content = doc.markStructureContent('Span', attributes);
          drawRun();
          doc.endMarkedContent();
          span.add(content);
          span.end();
        }
        x += this.runWidth(run, style);
      }
      y += this.lineHeight(style);
    }
    return y;
  }
}
