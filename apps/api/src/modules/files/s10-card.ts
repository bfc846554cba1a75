import { S10_LINES } from '@congregacao/shared/branch-cycle-messages';
import type { CongregationAnalysis } from '@congregacao/shared/contracts/branch-cycle';
import { t } from '@congregacao/shared/i18n/translate';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { ContentStream, FONT_BOLD, FONT_REGULAR, fontMetrics } from './content-stream';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const VALUE_WIDTH = 90;
const ROW = 26;
const TEXT = 11;

/** One A4 page: the service year's analysis (S-10), one line per figure with its value (ADR 037). */
export async function renderS10Card(analysis: CongregationAnalysis): Promise<Uint8Array> {
  const pen = new ContentStream(await fontMetrics());
  pen.stroke(0.35);
  const top = A4[1] - 70;
  const title = t('pdf.s10.title');
  pen.text(title, MARGIN + (WIDTH - pen.width(title, 14, true)) / 2, top, 14, true);
  const subtitle = t('pdf.serviceYear', { serviceYear: analysis.serviceYear });
  pen.text(subtitle, MARGIN + (WIDTH - pen.width(subtitle, TEXT)) / 2, top - 20, TEXT);
  const tableTop = top - 50;
  pen.line(MARGIN, tableTop, MARGIN + WIDTH, tableTop, 1);
  S10_LINES.forEach((line, i) => {
    const bottom = tableTop - (i + 1) * ROW;
    const baseline = bottom + ROW / 2 - 4;
    pen.text(line.label, MARGIN + 6, baseline, TEXT);
    pen.centred(String(analysis[line.key]), MARGIN + WIDTH - VALUE_WIDTH, VALUE_WIDTH, baseline, TEXT, true);
    pen.line(MARGIN, bottom, MARGIN + WIDTH, bottom, i === S10_LINES.length - 1 ? 1 : 0.6);
  });
  const bottom = tableTop - S10_LINES.length * ROW;
  for (const x of [MARGIN, MARGIN + WIDTH - VALUE_WIDTH, MARGIN + WIDTH]) pen.line(x, tableTop, x, bottom, 0.6);
  pen.text('S-10', MARGIN, 30, 7.5);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`S-10 ${analysis.serviceYear}`);
  doc.setProducer('Congregação');
  const page = doc.addPage(A4);
  page.node.setFontDictionary(PDFName.of(FONT_REGULAR), (await doc.embedFont(StandardFonts.Helvetica)).ref);
  page.node.setFontDictionary(PDFName.of(FONT_BOLD), (await doc.embedFont(StandardFonts.HelveticaBold)).ref);
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(pen.toString())));
  return doc.save({ useObjectStreams: false });
}
