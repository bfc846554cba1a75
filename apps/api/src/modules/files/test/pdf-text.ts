import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';

const WIN_ANSI = new TextDecoder('windows-1252');

/**
 * Reads a PDF with pdf-lib (which must parse it) and returns its text as lines, top to bottom, the pieces of a
 * line joined by one space (`onlyPage`: that page's only, 0 first). Understands the operators our cards use:
 * `BT /F n Tf x y Td <hex> Tj ET`.
 */
export async function pdfLines(bytes: Uint8Array, onlyPage?: number): Promise<{ pages: number; lines: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const pieces: { x: number; y: number; text: string }[] = [];
  for (const page of onlyPage === undefined ? doc.getPages() : [doc.getPage(onlyPage)]) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) throw new Error('unexpected content stream');
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of source.matchAll(/([\d.-]+) ([\d.-]+) Td <([0-9A-Fa-f]*)> Tj/g)) {
        pieces.push({ x: Number(m[1]), y: Number(m[2]), text: WIN_ANSI.decode(Buffer.from(m[3]!, 'hex')) });
      }
    }
  }
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const piece of pieces) {
    const y = Math.round(piece.y);
    rows.set(y, [...(rows.get(y) ?? []), piece]);
  }
  const lines = [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((p) => p.text)
        .join(' '),
    );
  return { pages: doc.getPageCount(), lines };
}

/** pdftotext (Debian's poppler-utils) when installed: a second, independent reader. */
export function pdftotext(bytes: Uint8Array): string | null {
  const dir = mkdtempSync(join(tmpdir(), 's21-'));
  try {
    const file = join(dir, 'card.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The expected lines that are not whole lines of the PDF's text: `expect(missingLines(lines, [...])).toEqual([])`. */
export function missingLines(lines: string[], expected: string[]): string[] {
  return expected.filter((line) => !lines.includes(line));
}
