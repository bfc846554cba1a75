import {
  APPOINTMENT_KINDS,
  APPOINTMENT_LABELS,
  GENDER_LABELS,
  GENDERS,
  HOPE_LABELS,
  HOPES,
  kindsValidInServiceYear,
} from '@congregacao/shared/appointments';
import { t } from '@congregacao/shared/i18n/translate';
import { canReportHours } from '@congregacao/shared/report-rules';
import { monthName, monthsOfServiceYear } from '@congregacao/shared/service-year';
import { PDFBool, PDFDocument, type PDFFont, PDFName, type PDFPage, type PDFTextField, StandardFonts } from 'pdf-lib';
import type { S21CardData } from './s21-card';
import { APPOINTMENT_BOXES, GENDER_BOXES, HOPE_BOXES, monthFields, S21_FIELDS } from './s21-form-fields';
import { createWinAnsiSanitizer } from './win-ansi';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 36;
const BOX = 10;
const ROW = 26;
/** Columns of the month table: label, participated, studies, auxiliary, hours, remarks. */
const COLUMNS = [LEFT, 130, 200, 260, 320, 390, 559] as const;

/** dd/mm/yyyy, as the branch's form is filled by hand. */
const writtenDate = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

interface Pen {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  safe: (text: string) => string;
}

function label(pen: Pen, text: string, x: number, y: number, size = 9, isBold = false) {
  pen.page.drawText(pen.safe(text), { x, y, size, font: isBold ? pen.bold : pen.font });
}

/**
 * The card as the branch's fillable S-21: the same data as `renderS21Card`, in form fields named as the branch names
 * them (s21-form-fields.ts), so another congregation, or a peer that reads the form, takes it in (issue 37).
 */
export async function renderFillableS21(data: S21CardData): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`S-21 ${data.serviceYear}`);
  doc.setProducer('Congregação');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const pen: Pen = { page, font, bold, safe: createWinAnsiSanitizer(font.getCharacterSet()) };
  const form = doc.getForm();
  const texts: PDFTextField[] = [];
  const textField = (name: string, value: string, x: number, y: number, width: number) => {
    const field = form.createTextField(name);
    field.setText(value);
    field.addToPage(page, { x, y: y - 4, width, height: 14, borderWidth: 0.5, font });
    field.setFontSize(8);
    texts.push(field);
  };
  const checkBox = (name: string, isChecked: boolean, x: number, y: number) => {
    const field = form.createCheckBox(name);
    field.addToPage(page, { x, y: y - 1, width: BOX, height: BOX, borderWidth: 0.8 });
    if (isChecked) field.check();
  };
  const { publisher } = data;
  const top = A4[1] - 50;
  label(pen, t('pdf.s21.title'), LEFT + 80, top, 13, true);
  const personRows: [string, string, string][] = [
    [t('pdf.s21.name'), S21_FIELDS.name, publisher.name],
    [t('pdf.s21.birthDate'), S21_FIELDS.birthDate, writtenDate(publisher.birthDate)],
    [t('pdf.s21.baptismDate'), S21_FIELDS.baptismDate, writtenDate(publisher.baptismDate)],
  ];
  personRows.forEach(([text, name, value], i) => {
    const y = top - 32 - i * 20;
    label(pen, text, LEFT, y, 10, true);
    textField(name, value, LEFT + 110, y, i === 0 ? 400 : 120);
  });
  const kinds = kindsValidInServiceYear(publisher.appointments, data.serviceYear);
  const boxes: [string, string, boolean][][] = [
    GENDERS.map((g) => [GENDER_LABELS[g], GENDER_BOXES[g], publisher.gender === g]),
    HOPES.map((h) => [HOPE_LABELS[h], HOPE_BOXES[h], publisher.hope === h]),
    APPOINTMENT_KINDS.map((k) => [APPOINTMENT_LABELS[k], APPOINTMENT_BOXES[k], kinds.has(k)]),
  ];
  boxes.forEach((row, r) => {
    let x = r < 2 ? LEFT + 300 : LEFT;
    const y = r < 2 ? top - 52 - r * 20 : top - 100;
    for (const [text, name, isChecked] of row) {
      checkBox(name, isChecked, x, y);
      label(pen, text, x + 14, y);
      x += 14 + font.widthOfTextAtSize(pen.safe(text), 9) + 14;
    }
  });
  const tableTop = top - 140;
  label(pen, t('pdf.s21.serviceYear'), LEFT, tableTop + 4, 8, true);
  textField(S21_FIELDS.serviceYear, String(data.serviceYear), LEFT + 60, tableTop + 4, 40);
  const headers = [t('pdf.s21.participated'), t('pdf.s21.studies'), t('pdf.s21.auxiliary'), t('pdf.s21.hours')];
  headers.forEach((text, i) => {
    text.split('\n').forEach((line, j) => {
      label(pen, line, COLUMNS[i + 1]! + 2, tableTop - 10 - j * 8, 7, true);
    });
  });
  label(pen, t('pdf.s21.remarks'), COLUMNS[5] + 2, tableTop - 10, 7, true);
  const byMonth = new Map(data.reports.map((r) => [`${r.month}/${r.year}`, r]));
  monthsOfServiceYear(data.serviceYear).forEach(({ month, year }, i) => {
    const y = tableTop - 44 - i * ROW;
    const r = byMonth.get(`${month}/${year}`);
    const f = monthFields(i);
    label(pen, monthName(month), LEFT, y);
    checkBox(f.participated, r?.participatedInMinistry === true, COLUMNS[1] + 20, y);
    textField(f.studies, r?.studies == null ? '' : String(r.studies), COLUMNS[2] + 4, y, 44);
    checkBox(f.auxiliary, r?.auxiliaryPioneer === true, COLUMNS[3] + 20, y);
    const hours = r && canReportHours(r) && r.hours !== null ? String(r.hours) : '';
    textField(f.hours, hours, COLUMNS[4] + 4, y, 56);
    textField(f.remarks, r?.observations.trim() ?? '', COLUMNS[5] + 4, y, COLUMNS[6] - COLUMNS[5] - 8);
    page.drawLine({ start: { x: LEFT, y: y - 9 }, end: { x: COLUMNS[6], y: y - 9 }, thickness: 0.4 });
  });
  label(pen, t('pdf.s21.formCode'), LEFT, 30, 8);
  // Helvetica draws only WinAnsi: a value it cannot draw keeps its text, and the viewer draws it (NeedAppearances)
  for (const field of texts) {
    try {
      field.updateAppearances(font);
    } catch {
      form.acroForm.dict.set(PDFName.of('NeedAppearances'), PDFBool.True);
    }
  }
  return doc.save({ useObjectStreams: false, updateFieldAppearances: false });
}
