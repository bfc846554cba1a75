import { MEETING_KIND_LABELS, MEETING_KINDS, yearAverage } from '@congregacao/shared/attendance-rules';
import type { AttendanceYear } from '@congregacao/shared/contracts/attendance';
import { t } from '@congregacao/shared/i18n/translate';
import { monthName } from '@congregacao/shared/service-year';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { ContentStream, FONT_BOLD, FONT_REGULAR, fontMetrics } from './content-stream';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const GAP = 13;
const TABLE_WIDTH = (A4[0] - 2 * MARGIN - GAP) / 2;
/** Columns: month, meetings, total, average (the rest). */
const WIDTHS = [72, 52, 62, TABLE_WIDTH - 186] as const;
/** The columns' headings, in the card's language (each language's edition of the form, ADR 043). */
const headers = () => [t('pdf.s88.month'), t('pdf.s88.meetings'), t('pdf.s88.total'), t('pdf.s88.average')];
const HEADER_ROW = 36;
const ROW = 17;
const TEXT = 9;
const SMALL = 7.5;
const SECTION_TOP = [A4[1] - 100, A4[1] - 100 - 330];

function drawTable(
  pen: ContentStream,
  x: number,
  top: number,
  year: AttendanceYear,
  kind: (typeof MEETING_KINDS)[number],
) {
  const xs = [x];
  for (const w of WIDTHS) xs.push(xs[xs.length - 1]! + w);
  pen.text(t('pdf.serviceYear', { serviceYear: year.serviceYear }), x, top + 6, TEXT, true);
  headers().forEach((header, i) => {
    const lines = header.split('\n');
    lines.forEach((line, j) => {
      const y = top - HEADER_ROW / 2 + (lines.length - 1) * 4.2 - j * 8.4 - 2.5;
      pen.centred(line, xs[i]!, WIDTHS[i]!, y, SMALL, true);
    });
  });
  const rows = year.months.length + 1;
  const bottom = top - HEADER_ROW - rows * ROW;
  for (let i = 0; i <= rows; i++)
    pen.line(x, top - HEADER_ROW - i * ROW, x + TABLE_WIDTH, top - HEADER_ROW - i * ROW, 0.6);
  pen.line(x, top, x + TABLE_WIDTH, top, 1);
  for (const edge of xs) pen.line(edge, top, edge, bottom, 0.6);
  const baseline = (row: number) => top - HEADER_ROW - row * ROW - ROW / 2 - 3;
  year.months.forEach((m, row) => {
    const summary = m[kind];
    pen.text(monthName(m.month), x + 4, baseline(row), TEXT);
    if (summary.meetings === 0) return;
    [summary.meetings, summary.total, summary.average].forEach((value, i) => {
      pen.centred(String(value), xs[i + 1]!, WIDTHS[i + 1]!, baseline(row), TEXT);
    });
  });
  const last = baseline(year.months.length);
  pen.text(t('pdf.s88.monthlyAverage'), x + 4, last, SMALL, true);
  pen.centred(String(yearAverage(year.months.map((m) => m[kind]))), xs[3]!, WIDTHS[3]!, last, TEXT, true);
}

/** One A4 page: both meetings, the service year asked for (right) and the one before (left), as on the S-88. */
export async function renderS88Card(years: [AttendanceYear, AttendanceYear]): Promise<Uint8Array> {
  const pen = new ContentStream(await fontMetrics());
  pen.stroke(0.35);
  const title = t('pdf.s88.title');
  pen.text(title, MARGIN + (A4[0] - 2 * MARGIN - pen.width(title, 12, true)) / 2, A4[1] - 50, 12, true);
  MEETING_KINDS.forEach((kind, section) => {
    const top = SECTION_TOP[section]!;
    pen.text(MEETING_KIND_LABELS[kind], MARGIN, top + 26, 11, true);
    years.forEach((year, column) => {
      drawTable(pen, MARGIN + column * (TABLE_WIDTH + GAP), top, year, kind);
    });
  });
  pen.text('S-88', MARGIN, 30, SMALL);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`S-88 ${years[1].serviceYear}`);
  doc.setProducer('Congregação');
  const page = doc.addPage(A4);
  page.node.setFontDictionary(PDFName.of(FONT_REGULAR), (await doc.embedFont(StandardFonts.Helvetica)).ref);
  page.node.setFontDictionary(PDFName.of(FONT_BOLD), (await doc.embedFont(StandardFonts.HelveticaBold)).ref);
  const stream = doc.context.register(doc.context.flateStream(pen.toString()));
  page.node.set(PDFName.of('Contents'), stream);
  return doc.save({ useObjectStreams: false });
}
