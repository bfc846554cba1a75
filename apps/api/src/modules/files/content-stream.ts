import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { createWinAnsiSanitizer } from './win-ansi';

/** Resource names the card's pages give their two standard fonts. */
export const FONT_REGULAR = 'F1';
export const FONT_BOLD = 'F2';

/** A standard font measured once: glyph widths (per 1000 units) and WinAnsi codes, by code point. */
export interface FontTable {
  widths: Map<number, number>;
  /** two hex digits of the character's WinAnsi code */
  codes: Map<number, string>;
}

export interface FontMetrics {
  regular: FontTable;
  bold: FontTable;
  /** Makes text drawable by the standard fonts (WinAnsi only). */
  safe: (text: string) => string;
}

function tableOf(font: PDFFont): FontTable {
  const widths = new Map<number, number>();
  const codes = new Map<number, string>();
  for (const codePoint of font.getCharacterSet()) {
    const char = String.fromCodePoint(codePoint);
    widths.set(codePoint, font.widthOfTextAtSize(char, 1000));
    codes.set(codePoint, font.encodeText(char).toString().slice(1, -1));
  }
  return { widths, codes };
}

let metrics: Promise<FontMetrics> | undefined;

/**
 * Helvetica's metrics and WinAnsi encoder, loaded once: pdf-lib's fonts measure and encode text the same in
 * any document, so one pair serves every card (the cards embed their own standard-font references).
 */
export function fontMetrics(): Promise<FontMetrics> {
  metrics ??= (async () => {
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return {
      regular: tableOf(regular),
      bold: tableOf(bold),
      safe: createWinAnsiSanitizer(regular.getCharacterSet()),
    };
  })();
  return metrics;
}

/** Width in points; the cards draw without kerning, so plain glyph widths are exact. */
function widthOf(font: FontTable, text: string, size: number): number {
  let units = 0;
  for (const char of text) units += font.widths.get(char.codePointAt(0) ?? 0) ?? 0;
  return (units * size) / 1000;
}

const n = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/**
 * Writes PDF content-stream operators directly. pdf-lib's drawText validates options and formats every number
 * through slow generic paths (500 cards took ~5 s); writing the few operators a card needs is ~20x faster,
 * and pdf-lib still builds the document, fonts and cross-reference table.
 */
export class ContentStream {
  private readonly parts: string[] = [];

  constructor(private readonly fonts: FontMetrics) {}

  private font(bold: boolean) {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  width(text: string, size: number, bold = false): number {
    return widthOf(this.font(bold), this.fonts.safe(text), size);
  }

  /** Draws text at (x, y) baseline; returns the safe text drawn. */
  text(text: string, x: number, y: number, size: number, bold = false): string {
    const safe = this.fonts.safe(text);
    if (!safe) return safe;
    const { codes } = this.font(bold);
    let hex = '';
    for (const char of safe) hex += codes.get(char.codePointAt(0) ?? 0) ?? '3F';
    this.parts.push(`BT /${bold ? FONT_BOLD : FONT_REGULAR} ${n(size)} Tf ${n(x)} ${n(y)} Td <${hex}> Tj ET`);
    return safe;
  }

  /** Text centred in [x, x + width]. */
  centred(text: string, x: number, width: number, y: number, size: number, bold = false): void {
    const w = this.width(text, size, bold);
    this.text(text, x + (width - w) / 2, y, size, bold);
  }

  /** Text broken into lines that fit the width (at spaces; a word longer than a line is broken anywhere). */
  wrap(text: string, width: number, size: number): string[] {
    const font = this.fonts.regular;
    const fits = (line: string) => widthOf(font, line, size) <= width;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of this.fonts.safe(paragraph).split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = '';
        for (const char of word) {
          if (!fits(line + char)) {
            lines.push(line);
            line = '';
          }
          line += char;
        }
      }
      if (line) lines.push(line);
    }
    return lines;
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number): void {
    this.parts.push(`${n(thickness)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }

  rect(x: number, y: number, width: number, height: number, thickness: number): void {
    this.parts.push(`${n(thickness)} w ${n(x)} ${n(y)} ${n(width)} ${n(height)} re S`);
  }

  /** Stroke colour (grey level 0-1). */
  stroke(grey: number): void {
    this.parts.push(`${n(grey)} G`);
  }

  append(other: string): void {
    this.parts.push(other);
  }

  toString(): string {
    return this.parts.join('\n');
  }
}
