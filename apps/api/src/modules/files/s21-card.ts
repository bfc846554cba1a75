import { PUBLISHER_ROLE_LABELS, type PublisherRole } from '@congregacao/shared/enums';
import { canReportHours } from '@congregacao/shared/report-rules';
import { monthName, monthsOfServiceYear } from '@congregacao/shared/service-year';
import { zlibSync } from 'fflate';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { ContentStream, FONT_BOLD, FONT_REGULAR, type FontMetrics, fontMetrics } from './content-stream';

export interface S21Month {
  month: number;
  year: number;
  participatedInMinistry: boolean | null;
  studies: number;
  auxiliaryPioneer: boolean;
  regularPioneer: boolean;
  specialPioneer: boolean;
  fieldMissionary: boolean;
  hours: number | null;
  observations: string;
}

export interface S21Publisher {
  id: number;
  name: string;
  role: PublisherRole;
  groupNumber: number | null;
  birthDate: string | null;
  baptismDate: string | null;
}

export interface S21CardData {
  serviceYear: number;
  publisher: S21Publisher;
  reports: S21Month[];
}

export const S21_TITLE = 'REGISTO DE PUBLICADOR DE CONGREGAÇÃO';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const WIDTH = A4[0] - 2 * MARGIN;
const TOP = A4[1] - 50;
const TABLE_TOP = A4[1] - 170;
const ROW = 26;
const HEADER_ROW = 32;
const TEXT = 10;
const SMALL = 8;
const RIGHT_COLUMN = MARGIN + 280;
const CHECKBOX_Y = TOP - 88;
/** Table columns: month, participated, studies, auxiliary pioneer, hours, observations (the rest). */
const WIDTHS = [92, 72, 56, 56, 64, WIDTH - 340] as const;
/** Left edges of the columns, plus the right edge of the table. */
const XS = offsets(MARGIN, WIDTHS);
const ROWS = 13; // twelve months and the totals
const HEADERS = ['', 'Participou no\nministério', 'Estudos\nbíblicos', 'Pioneiro\nauxiliar', 'Horas\n(pioneiros)'];
const CHECKBOXES = ['Ancião', 'Servo ministerial', 'Pioneiro regular'] as const;

/** Running sums: start, start + w0, start + w0 + w1, … */
function offsets(start: number, widths: readonly number[]): number[] {
  const out = [start];
  for (const w of widths) out.push(out[out.length - 1]! + w);
  return out;
}

/** yyyy-mm-dd -> dd/mm/yyyy (pt-PT), '' for none. */
export function formatDatePt(date: string | null): string {
  if (!date) return '';
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** The totals row: months participated, studies, auxiliary-pioneer months, hours of pioneer months. */
export function s21Totals(reports: S21Month[]) {
  return {
    participated: reports.filter((r) => r.participatedInMinistry === true).length,
    studies: reports.reduce((sum, r) => sum + r.studies, 0),
    auxiliary: reports.filter((r) => r.auxiliaryPioneer).length,
    hours: reports.reduce((sum, r) => sum + (canReportHours(r) ? (r.hours ?? 0) : 0), 0),
  };
}

/** x of each checkbox: a box, its label, then a gap. */
function checkboxXs(pen: ContentStream): number[] {
  return offsets(
    MARGIN,
    CHECKBOXES.map((label) => 15 + pen.width(label, TEXT) + 20),
  );
}

const LABELS: [string, number, number][] = [
  ['Nome:', MARGIN, TOP - 32],
  ['Data de nascimento:', MARGIN, TOP - 50],
  ['Data de batismo:', RIGHT_COLUMN, TOP - 50],
  ['Função:', MARGIN, TOP - 68],
  ['Grupo:', RIGHT_COLUMN, TOP - 68],
];

/** What every card shares (title, labels, box frames, table grid and headers): drawn once, reused. */
function drawStaticLayout(pen: ContentStream): void {
  pen.stroke(0.35);
  pen.text(S21_TITLE, MARGIN + (WIDTH - pen.width(S21_TITLE, 13, true)) / 2, TOP, 13, true);
  for (const [label, x, y] of LABELS) pen.text(label, x, y, TEXT, true);
  const boxes = checkboxXs(pen);
  CHECKBOXES.forEach((label, i) => {
    pen.rect(boxes[i]!, CHECKBOX_Y - 2, 10, 10, 0.8);
    pen.text(label, boxes[i]! + 15, CHECKBOX_Y, TEXT);
  });
  HEADERS.forEach((header, i) => {
    const lines = header.split('\n');
    lines.forEach((line, j) => {
      const y = TABLE_TOP - HEADER_ROW / 2 + (lines.length - 1) * 4.5 - j * 9 - 3;
      pen.centred(line, XS[i]!, WIDTHS[i]!, y, SMALL, true);
    });
  });
  pen.centred('Observações', XS[5]!, WIDTHS[5], TABLE_TOP - HEADER_ROW / 2 - 3, SMALL, true);
  const bottom = TABLE_TOP - HEADER_ROW - ROWS * ROW;
  pen.line(MARGIN, TABLE_TOP, MARGIN + WIDTH, TABLE_TOP, 1);
  for (let i = 0; i <= ROWS; i++) {
    const y = TABLE_TOP - HEADER_ROW - i * ROW;
    pen.line(MARGIN, y, MARGIN + WIDTH, y, i === 0 || i === ROWS - 1 || i === ROWS ? 1 : 0.6);
  }
  for (const x of XS) pen.line(x, TABLE_TOP, x, bottom, 0.6);
  pen.text('S-21', MARGIN, 30, SMALL);
  pen.text('Total', XS[0]! + 5, rowBaseline(ROWS - 1), TEXT, true);
}

const rowBaseline = (row: number) => TABLE_TOP - HEADER_ROW - row * ROW - ROW / 2 - 3.5;

function drawPublisher(pen: ContentStream, data: S21CardData): void {
  const { publisher, reports } = data;
  const value = (label: string, text: string, x: number, y: number) =>
    pen.text(text, x + pen.width(label, TEXT, true) + 4, y, TEXT);
  value('Nome:', publisher.name, MARGIN, TOP - 32);
  value('Data de nascimento:', formatDatePt(publisher.birthDate), MARGIN, TOP - 50);
  value('Data de batismo:', formatDatePt(publisher.baptismDate), RIGHT_COLUMN, TOP - 50);
  value('Função:', PUBLISHER_ROLE_LABELS[publisher.role] ?? publisher.role, MARGIN, TOP - 68);
  value('Grupo:', publisher.groupNumber == null ? '-' : String(publisher.groupNumber), RIGHT_COLUMN, TOP - 68);
  const marks = [publisher.role === 'Elder', publisher.role === 'MinServant', reports.some((r) => r.regularPioneer)];
  const boxes = checkboxXs(pen);
  marks.forEach((checked, i) => {
    if (checked) pen.text('X', boxes[i]! + 2, CHECKBOX_Y, 9, true);
  });
}

function drawMonths(pen: ContentStream, data: S21CardData): void {
  pen.text('Ano de serviço', XS[0]! + 5, TABLE_TOP - HEADER_ROW / 2 + 1.5, SMALL, true);
  pen.text(String(data.serviceYear), XS[0]! + 5, TABLE_TOP - HEADER_ROW / 2 - 7.5, SMALL, true);
  const byMonth = new Map(data.reports.map((r) => [`${r.month}/${r.year}`, r]));
  monthsOfServiceYear(data.serviceYear).forEach(({ month, year }, row) => {
    const y = rowBaseline(row);
    pen.text(monthName(month), XS[0]! + 5, y, TEXT);
    const r = byMonth.get(`${month}/${year}`);
    if (!r) return;
    const participated = r.participatedInMinistry == null ? '' : r.participatedInMinistry ? 'Sim' : 'Não';
    const cells = [
      participated,
      String(r.studies),
      r.auxiliaryPioneer ? 'Sim' : '',
      canReportHours(r) ? String(r.hours ?? 0) : '',
    ];
    cells.forEach((cell, i) => {
      if (cell) pen.centred(cell, XS[i + 1]!, WIDTHS[i + 1]!, y, TEXT);
    });
    if (r.observations.trim()) pen.text(pen.fit(r.observations, WIDTHS[5] - 8, SMALL), XS[5]! + 4, y, SMALL);
  });
  const totals = s21Totals(data.reports);
  const y = rowBaseline(ROWS - 1);
  [totals.participated, totals.studies, totals.auxiliary, totals.hours].forEach((total, i) => {
    pen.centred(String(total), XS[i + 1]!, WIDTHS[i + 1]!, y, TEXT, true);
  });
}

/** The shared layout's content, compressed once; each card adds a second, small stream with its data. */
let staticLayout: Uint8Array | undefined;

const deflate = (content: string, level: 1 | 6) => zlibSync(Buffer.from(content, 'latin1'), { level });

/** One A4 page: the publisher's record card for a service year (architecture.md "S-21 card"). */
export async function renderS21Card(data: S21CardData): Promise<Uint8Array> {
  const fonts: FontMetrics = await fontMetrics();
  if (staticLayout === undefined) {
    const layout = new ContentStream(fonts);
    drawStaticLayout(layout);
    staticLayout = deflate(layout.toString(), 6);
  }
  const pen = new ContentStream(fonts);
  drawPublisher(pen, data);
  drawMonths(pen, data);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`S-21 ${data.serviceYear}`);
  doc.setProducer('Congregação');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  page.node.setFontDictionary(PDFName.of(FONT_REGULAR), regular.ref);
  page.node.setFontDictionary(PDFName.of(FONT_BOLD), bold.ref);
  // fflate's deflate, several times faster than pdf-lib's own (pako)
  const streams = [staticLayout, deflate(pen.toString(), 1)].map((bytes) =>
    doc.context.register(doc.context.stream(bytes, { Filter: 'FlateDecode' })),
  );
  page.node.set(PDFName.of('Contents'), doc.context.obj(streams));
  return doc.save({ useObjectStreams: false });
}
