import {
  APPOINTMENT_KINDS,
  APPOINTMENT_LABELS,
  GENDER_LABELS,
  GENDERS,
  HOPE_LABELS,
  HOPES,
  kindsValidInServiceYear,
} from '@congregacao/shared/appointments';
import { currentLocale, t } from '@congregacao/shared/i18n/translate';
import { canReportHours } from '@congregacao/shared/report-rules';
import { monthName, monthsOfServiceYear } from '@congregacao/shared/service-year';
import { ParseSpeeds, PDFBool, PDFDocument, type PDFFont, PDFName, type PDFPage, StandardFonts } from 'pdf-lib';
import type { S21CardData } from './s21-card';
import { APPOINTMENT_BOXES, GENDER_BOXES, HOPE_BOXES, monthFields, S21_FIELDS } from './s21-form-fields';
import { createWinAnsiSanitizer } from './win-ansi';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 36;
const TOP = A4[1] - 50;
const TABLE_TOP = TOP - 140;
const BOX = 10;
const ROW = 26;
/** Columns of the month table: label, participated, studies, auxiliary, hours, remarks. */
const COLUMNS = [LEFT, 130, 200, 260, 320, 390, 559] as const;

/** dd/mm/yyyy, as the branch's form is filled by hand. */
const writtenDate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/** The value of each field of a card: text for a text field, ticked or not for a check box. */
export function formValues(data: S21CardData): Map<string, string | boolean> {
  const { publisher } = data;
  const values = new Map<string, string | boolean>([
    [S21_FIELDS.name, publisher.name],
    [S21_FIELDS.birthDate, writtenDate(publisher.birthDate)],
    [S21_FIELDS.baptismDate, writtenDate(publisher.baptismDate)],
    [S21_FIELDS.serviceYear, String(data.serviceYear)],
  ]);
  for (const g of GENDERS) values.set(GENDER_BOXES[g], publisher.gender === g);
  for (const h of HOPES) values.set(HOPE_BOXES[h], publisher.hope === h);
  const kinds = kindsValidInServiceYear(publisher.appointments, data.serviceYear);
  for (const k of APPOINTMENT_KINDS) values.set(APPOINTMENT_BOXES[k], kinds.has(k));
  const byMonth = new Map(data.reports.map((r) => [`${r.month}/${r.year}`, r]));
  monthsOfServiceYear(data.serviceYear).forEach(({ month, year }, i) => {
    const r = byMonth.get(`${month}/${year}`);
    const f = monthFields(i);
    values.set(f.participated, r?.participatedInMinistry === true);
    values.set(f.studies, r?.studies == null ? '' : String(r.studies));
    values.set(f.auxiliary, r?.auxiliaryPioneer === true);
    values.set(f.hours, r && canReportHours(r) && r.hours !== null ? String(r.hours) : '');
    values.set(f.remarks, r?.observations.trim() ?? '');
  });
  return values;
}

interface Pen {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  safe: (text: string) => string;
}

function label(pen: Pen, text: string, x: number, y: number, size = 9, isBold = false) {
  pen.page.drawText(pen.safe(text), { x, y, size, font: isBold ? pen.bold : pen.font });
}

/** The empty form in the language of the moment: its labels and every field, drawn once per language (ADR 034). */
async function blankForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setProducer('Congregação');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const pen: Pen = { page, font, bold, safe: createWinAnsiSanitizer(font.getCharacterSet()) };
  const form = doc.getForm();
  const textField = (name: string, x: number, y: number, width: number) => {
    const field = form.createTextField(name);
    field.addToPage(page, { x, y: y - 4, width, height: 14, borderWidth: 0.5, font });
    field.setFontSize(8);
  };
  const checkBox = (name: string, x: number, y: number) =>
    form.createCheckBox(name).addToPage(page, { x, y: y - 1, width: BOX, height: BOX, borderWidth: 0.8 });
  label(pen, t('pdf.s21.title'), LEFT + 80, TOP, 13, true);
  const personRows: [string, string][] = [
    [t('pdf.s21.name'), S21_FIELDS.name],
    [t('pdf.s21.birthDate'), S21_FIELDS.birthDate],
    [t('pdf.s21.baptismDate'), S21_FIELDS.baptismDate],
  ];
  personRows.forEach(([text, name], i) => {
    const y = TOP - 32 - i * 20;
    label(pen, text, LEFT, y, 10, true);
    textField(name, LEFT + 110, y, i === 0 ? 400 : 120);
  });
  const boxes: [string, string][][] = [
    GENDERS.map((g) => [GENDER_LABELS[g], GENDER_BOXES[g]]),
    HOPES.map((h) => [HOPE_LABELS[h], HOPE_BOXES[h]]),
    APPOINTMENT_KINDS.map((k) => [APPOINTMENT_LABELS[k], APPOINTMENT_BOXES[k]]),
  ];
  boxes.forEach((row, r) => {
    let x = r < 2 ? LEFT + 300 : LEFT;
    const y = r < 2 ? TOP - 52 - r * 20 : TOP - 100;
    for (const [text, name] of row) {
      checkBox(name, x, y);
      label(pen, text, x + 14, y);
      x += 14 + font.widthOfTextAtSize(pen.safe(text), 9) + 14;
    }
  });
  label(pen, t('pdf.s21.serviceYear'), LEFT, TABLE_TOP + 4, 8, true);
  textField(S21_FIELDS.serviceYear, LEFT + 60, TABLE_TOP + 4, 40);
  const headers = [t('pdf.s21.participated'), t('pdf.s21.studies'), t('pdf.s21.auxiliary'), t('pdf.s21.hours')];
  headers.forEach((text, i) => {
    text.split('\n').forEach((line, j) => {
      label(pen, line, COLUMNS[i + 1]! + 2, TABLE_TOP - 10 - j * 8, 7, true);
    });
  });
  label(pen, t('pdf.s21.remarks'), COLUMNS[5] + 2, TABLE_TOP - 10, 7, true);
  for (let i = 0; i < 12; i++) {
    const y = TABLE_TOP - 44 - i * ROW;
    const f = monthFields(i);
    label(pen, monthName((8 + i) % 12), LEFT, y);
    checkBox(f.participated, COLUMNS[1] + 20, y);
    textField(f.studies, COLUMNS[2] + 4, y, 44);
    checkBox(f.auxiliary, COLUMNS[3] + 20, y);
    textField(f.hours, COLUMNS[4] + 4, y, 56);
    textField(f.remarks, COLUMNS[5] + 4, y, COLUMNS[6] - COLUMNS[5] - 8);
    page.drawLine({ start: { x: LEFT, y: y - 9 }, end: { x: COLUMNS[6], y: y - 9 }, thickness: 0.4 });
  }
  label(pen, t('pdf.s21.formCode'), LEFT, 30, 8);
  return doc.save();
}

const blankForms = new Map<string, Promise<Uint8Array>>();

/**
 * The card as the branch's fillable S-21: the same data as `renderS21Card`, in form fields named as the branch names
 * them (s21-form-fields.ts), so another congregation, or a peer that reads the form, takes it in (issue 37). The
 * empty form is made once per language; each card fills a copy.
 */
export async function renderFillableS21(data: S21CardData): Promise<Uint8Array> {
  const locale = currentLocale();
  let blank = blankForms.get(locale);
  if (blank === undefined) {
    blank = blankForm();
    blankForms.set(locale, blank);
  }
  const doc = await PDFDocument.load(await blank, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
  doc.setTitle(`S-21 ${data.serviceYear}`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const form = doc.getForm();
  for (const [name, value] of formValues(data)) {
    if (value === true) form.getCheckBox(name).check();
    if (typeof value !== 'string' || value === '') continue;
    const field = form.getTextField(name);
    field.setText(value);
    // Helvetica draws only WinAnsi: a value it cannot draw keeps its text, and the viewer draws it (NeedAppearances)
    try {
      field.updateAppearances(font);
    } catch {
      form.acroForm.dict.set(PDFName.of('NeedAppearances'), PDFBool.True);
    }
  }
  return doc.save({ updateFieldAppearances: false });
}
