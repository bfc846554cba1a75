import { formatCalendarDate } from '@congregacao/shared/i18n/format';
import { TRANSFER_MESSAGES as M } from '@congregacao/shared/transfer-messages';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { createWinAnsiSanitizer } from '../files/win-ansi';

/** Words on lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface Letter {
  name: string;
  to: string;
  date: string;
}

/** The letter of introduction to the receiving congregation's secretary: one A4 page. */
export async function renderLetter(letter: Letter): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setProducer('Congregação');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safe = createWinAnsiSanitizer(font.getCharacterSet());
  const page = doc.addPage([595.28, 841.89]);
  let y = 770;
  page.drawText(safe(M.letterTitle), { x: 56, y, size: 16, font: bold });
  y -= 40;
  const body = M.letterBody(letter.name, letter.to, formatCalendarDate(letter.date));
  for (const line of wrap(safe(body), font, 11, 480)) {
    page.drawText(line, { x: 56, y, size: 11, font });
    y -= 16;
  }
  page.drawText(safe(M.letterFooter), { x: 56, y: y - 40, size: 11, font });
  return doc.save();
}
