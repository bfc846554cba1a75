import { deflateSync } from 'node:zlib';
import {
  APPOINTMENT_KINDS,
  APPOINTMENT_LABELS,
  type Appointment,
  GENDER_LABELS,
  GENDERS,
  type Gender,
  HOPE_LABELS,
  HOPES,
  type Hope,
  kindsValidInServiceYear,
} from '@congregacao/shared/appointments';
import { lateReportRemark } from '@congregacao/shared/branch-cycle-messages';
import { formatCalendarDate } from '@congregacao/shared/i18n/format';
import { currentLocale, t } from '@congregacao/shared/i18n/translate';
import { PIONEER_YEAR_MESSAGES } from '@congregacao/shared/pioneer-year-messages';
import { canReportHours } from '@congregacao/shared/report-rules';
import { monthName, monthsOfServiceYear } from '@congregacao/shared/service-year';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { ContentStream, FONT_BOLD, FONT_REGULAR, type FontMetrics, fontMetrics } from './content-stream';

export interface S21Month {
  month: number;
  year: number;
  participatedInMinistry: boolean | null;
  /** null: not given (the box stays empty) */
  studies: number | null;
  auxiliaryPioneer: boolean;
  regularPioneer: boolean;
  specialPioneer: boolean;
  fieldMissionary: boolean;
  hours: number | null;
  /** credit hours (ADR 040): printed in the remarks, never in the hours column */
  creditHours?: number | null;
  observations: string;
  /** answered after the month's S-1 was sent, and the month whose S-1 counts it (ADR 037) */
  late?: boolean;
  countedIn?: { month: number; year: number } | null;
}

export interface S21Publisher {
  id: number;
  name: string;
  /** not printed (the card has no group): names the zip's folder */
  groupNumber: number | null;
  birthDate: string | null;
  baptismDate: string | null;
  gender: Gender | null;
  hope: Hope | null;
  appointments: Appointment[];
}

export interface S21CardData {
  serviceYear: number;
  publisher: S21Publisher;
  reports: S21Month[];
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const BOTTOM = 48;
const WIDTH = A4[0] - 2 * MARGIN;
const TOP = A4[1] - 50;
const TABLE_TOP = A4[1] - 190;
const ROW = 24;
const HEADER_ROW = 32;
const TEXT = 10;
const SMALL = 8;
const REMARK_LINE = 9.5;
const BOX = 9;
const RIGHT_COLUMN = MARGIN + 250;
/** Table columns: month, participated, studies, auxiliary pioneer, hours, remarks (the rest). */
const WIDTHS = [92, 72, 56, 56, 64, WIDTH - 340] as const;
/** Left edges of the columns, plus the right edge of the table. */
const XS = offsets(MARGIN, WIDTHS);
/** The columns' headings, in the card's language (ADR 043: each language's edition of the form). */
const headers = () => ['', t('pdf.s21.participated'), t('pdf.s21.studies'), t('pdf.s21.auxiliary'), t('pdf.s21.hours')];
/** The card's boxes, as printed: gender and hope beside the dates, the appointments on a line of their own. */
export const boxRows = () => [
  { y: TOP - 50, x: RIGHT_COLUMN, labels: GENDERS.map((g) => GENDER_LABELS[g]) },
  { y: TOP - 68, x: RIGHT_COLUMN, labels: HOPES.map((h) => HOPE_LABELS[h]) },
  { y: TOP - 92, x: MARGIN, labels: APPOINTMENT_KINDS.map((k) => APPOINTMENT_LABELS[k]) },
];

/** Running sums: start, start + w0, start + w0 + w1, … */
function offsets(start: number, widths: readonly number[]): number[] {
  const out = [start];
  for (const w of widths) out.push(out[out.length - 1]! + w);
  return out;
}

/** yyyy-mm-dd in the card's language's order (dd/mm/yyyy in pt-PT, mm/dd/yyyy in en), '' for none. */
const cardDate = (date: string | null): string => (date ? formatCalendarDate(date) : '');

/** The Total row, as the printed card: the hours of the months that report them, nothing else. */
export function s21TotalHours(reports: S21Month[]): number {
  return reports.reduce((sum, r) => sum + (canReportHours(r) ? (r.hours ?? 0) : 0), 0);
}

/** x of each box of a row: a box, its label, then a gap (and the row's right end, last). */
export function boxXs(pen: ContentStream, x: number, labels: readonly string[]): number[] {
  return offsets(
    x,
    labels.map((label) => 14 + pen.width(label, TEXT) + 16),
  );
}

const fieldLabels = (): [string, number, number][] => [
  [t('pdf.s21.name'), MARGIN, TOP - 32],
  [t('pdf.s21.birthDate'), MARGIN, TOP - 50],
  [t('pdf.s21.baptismDate'), MARGIN, TOP - 68],
];

/** A box, with an X inside when checked (the X reads back as text). */
function box(pen: ContentStream, x: number, baseline: number, checked: boolean): void {
  pen.rect(x, baseline - 1.5, BOX, BOX, 0.8);
  if (checked) pen.text('X', x + 1.8, baseline, 8.5, true);
}

/** What every card shares (title, labels, box labels): drawn once, reused. */
function drawStaticLayout(pen: ContentStream): void {
  pen.stroke(0.35);
  const title = t('pdf.s21.title');
  pen.text(title, MARGIN + (WIDTH - pen.width(title, 13, true)) / 2, TOP, 13, true);
  for (const [label, x, y] of fieldLabels()) pen.text(label, x, y, TEXT, true);
  for (const row of boxRows()) {
    const xs = boxXs(pen, row.x, row.labels);
    row.labels.forEach((label, i) => {
      pen.rect(xs[i]!, row.y - 1.5, BOX, BOX, 0.8);
      pen.text(label, xs[i]! + 14, row.y, TEXT);
    });
  }
  pen.text(t('pdf.s21.formCode'), MARGIN, 30, SMALL);
}

function drawPublisher(pen: ContentStream, data: S21CardData): void {
  const { publisher } = data;
  const value = (label: string, text: string, x: number, y: number) =>
    pen.text(text, x + pen.width(label, TEXT, true) + 4, y, TEXT);
  value(t('pdf.s21.name'), publisher.name, MARGIN, TOP - 32);
  value(t('pdf.s21.birthDate'), cardDate(publisher.birthDate), MARGIN, TOP - 50);
  value(t('pdf.s21.baptismDate'), cardDate(publisher.baptismDate), MARGIN, TOP - 68);
  const kinds = kindsValidInServiceYear(publisher.appointments, data.serviceYear);
  const marks = [
    GENDERS.map((g) => publisher.gender === g),
    HOPES.map((h) => publisher.hope === h),
    APPOINTMENT_KINDS.map((k) => kinds.has(k)),
  ];
  boxRows().forEach((row, r) => {
    const xs = boxXs(pen, row.x, row.labels);
    marks[r]!.forEach((checked, i) => {
      if (checked) pen.text('X', xs[i]! + 1.8, row.y, 8.5, true);
    });
  });
}

/** The table's header (repeated on a continuation page); returns the y under it. */
function drawTableHeader(pen: ContentStream, top: number, serviceYear: number): number {
  pen.line(MARGIN, top, MARGIN + WIDTH, top, 1);
  headers().forEach((header, i) => {
    const lines = header.split('\n');
    lines.forEach((line, j) => {
      const y = top - HEADER_ROW / 2 + (lines.length - 1) * 4.5 - j * 9 - 3;
      pen.centred(line, XS[i]!, WIDTHS[i]!, y, SMALL, true);
    });
  });
  pen.centred(t('pdf.s21.remarks'), XS[5]!, WIDTHS[5], top - HEADER_ROW / 2 - 3, SMALL, true);
  pen.text(t('pdf.s21.serviceYear'), XS[0]! + 5, top - HEADER_ROW / 2 + 1.5, SMALL, true);
  pen.text(String(serviceYear), XS[0]! + 5, top - HEADER_ROW / 2 - 7.5, SMALL, true);
  for (const x of XS) pen.line(x, top, x, top - HEADER_ROW, 0.6);
  pen.line(MARGIN, top - HEADER_ROW, MARGIN + WIDTH, top - HEADER_ROW, 1);
  return top - HEADER_ROW;
}

interface TableRow {
  label: string;
  report?: S21Month;
  totalHours?: number;
  remarks: string[];
}

/** One row: its cells, its remarks over as many lines as they need, and its frame. Returns its height. */
function drawRow(pen: ContentStream, top: number, row: TableRow): number {
  const height = Math.max(ROW, row.remarks.length * REMARK_LINE + 8);
  const y = top - Math.min(height, ROW) / 2 - 3.5;
  pen.text(row.label, XS[0]! + 5, y, TEXT, row.totalHours !== undefined);
  const r = row.report;
  const centredBox = (column: number, checked: boolean) =>
    box(pen, XS[column]! + (WIDTHS[column]! - BOX) / 2, y, checked);
  if (r) {
    centredBox(1, r.participatedInMinistry === true);
    if (r.studies !== null) pen.centred(String(r.studies), XS[2]!, WIDTHS[2]!, y, TEXT);
    centredBox(3, r.auxiliaryPioneer);
    if (canReportHours(r)) pen.centred(String(r.hours ?? 0), XS[4]!, WIDTHS[4]!, y, TEXT);
  }
  if (row.totalHours !== undefined) pen.centred(String(row.totalHours), XS[4]!, WIDTHS[4]!, y, TEXT, true);
  // one line sits on the row's baseline; more start at the top of the row
  const first = row.remarks.length <= 1 ? y : top - 11;
  row.remarks.forEach((line, i) => {
    pen.text(line, XS[5]! + 4, first - i * REMARK_LINE, SMALL);
  });
  for (const x of XS) pen.line(x, top, x, top - height, 0.6);
  pen.line(MARGIN, top - height, MARGIN + WIDTH, top - height, row.totalHours !== undefined ? 1 : 0.6);
  return height;
}

/**
 * The months September → August and the Total row, on as many pages as the remarks need (a row is never split);
 * returns one content stream per page.
 */
function drawMonths(fonts: FontMetrics, first: ContentStream, data: S21CardData): ContentStream[] {
  const byMonth = new Map(data.reports.map((r) => [`${r.month}/${r.year}`, r]));
  const rows: TableRow[] = monthsOfServiceYear(data.serviceYear).map(({ month, year }) => {
    const report = byMonth.get(`${month}/${year}`);
    const text = [
      report?.late ? lateReportRemark(report.countedIn ?? null) : '',
      report?.creditHours ? PIONEER_YEAR_MESSAGES.s21Credit(report.creditHours) : '',
      report?.observations.trim() ?? '',
    ]
      .filter(Boolean)
      .join('\n');
    const remarks = text ? first.wrap(text, WIDTHS[5] - 8, SMALL) : [];
    return { label: monthName(month), report, remarks };
  });
  rows.push({ label: t('pdf.s21.total'), totalHours: s21TotalHours(data.reports), remarks: [] });
  const pages = [first];
  let pen = first;
  let y = drawTableHeader(pen, TABLE_TOP, data.serviceYear);
  for (const row of rows) {
    const height = Math.max(ROW, row.remarks.length * REMARK_LINE + 8);
    if (y - height < BOTTOM) {
      pen = new ContentStream(fonts);
      pen.stroke(0.35);
      pages.push(pen);
      y = drawTableHeader(pen, TOP, data.serviceYear);
    }
    y -= drawRow(pen, y, row);
  }
  return pages;
}

/** The shared layout's content, compressed once per language; each card adds a second, small stream with its data. */
const staticLayouts = new Map<string, Uint8Array>();

// Node's zlib (native): 3-5 times faster than fflate's deflate on a card's few kilobytes, itself several times
// faster than pdf-lib's own (pako); ADR 034
const deflate = (content: string, level: 1 | 6) => deflateSync(Buffer.from(content, 'latin1'), { level });

/** One A4 page: the publisher's record card for a service year (architecture.md "S-21 card"). */
export function renderS21Card(data: S21CardData): Promise<Uint8Array> {
  return renderS21Cards([data]);
}

/** Several record cards in one document, each on its page(s) (the S-21 totals cards, ADR 037). */
export async function renderS21Cards(cards: readonly S21CardData[]): Promise<Uint8Array> {
  const fonts: FontMetrics = await fontMetrics();
  const locale = currentLocale();
  let staticLayout = staticLayouts.get(locale);
  if (staticLayout === undefined) {
    const layout = new ContentStream(fonts);
    drawStaticLayout(layout);
    staticLayout = deflate(layout.toString(), 6);
    staticLayouts.set(locale, staticLayout);
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`S-21 ${cards[0]?.serviceYear ?? ''}`);
  doc.setProducer('Congregação');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const stream = (bytes: Uint8Array) => doc.context.register(doc.context.stream(bytes, { Filter: 'FlateDecode' }));
  const shared = stream(staticLayout);
  for (const data of cards) {
    const pen = new ContentStream(fonts);
    pen.stroke(0.35);
    drawPublisher(pen, data);
    drawMonths(fonts, pen, data).forEach((content, i) => {
      const page = doc.addPage(A4);
      page.node.setFontDictionary(PDFName.of(FONT_REGULAR), regular.ref);
      page.node.setFontDictionary(PDFName.of(FONT_BOLD), bold.ref);
      // the header is the first page's only
      const own = stream(deflate(content.toString(), 1));
      page.node.set(PDFName.of('Contents'), doc.context.obj(i === 0 ? [shared, own] : [own]));
    });
  }
  return doc.save({ useObjectStreams: false });
}
