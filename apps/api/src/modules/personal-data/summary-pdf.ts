import { PUBLISHER_ROLE_LABELS, type PublisherRole } from '@congregacao/shared/enums';
import { t } from '@congregacao/shared/i18n/translate';
import { monthName } from '@congregacao/shared/service-year';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { createWinAnsiSanitizer } from '../files/win-ansi';
import type { PersonalData } from './collect';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LINE = 14;

const yesNo = (v: boolean | null) => (v === null ? '-' : t(v ? 'pdf.yes' : 'pdf.no'));

/** A readable summary of a person's data (the JSON beside it in the zip holds every value). */
export async function renderPersonalDataPdf(data: PersonalData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(t('pdf.personalData.documentTitle'));
  doc.setProducer('Congregação');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safe = createWinAnsiSanitizer(regular.getCharacterSet());
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const write = (text: string, font: PDFFont = regular, size = 10) => {
    if (y < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
    page.drawText(safe(text).slice(0, 110), { x: MARGIN, y, size, font });
    y -= size === 10 ? LINE : size + 6;
  };
  const p = data.publisher;
  write(t('pdf.personalData.title'), bold, 14);
  write(t('pdf.personalData.generatedOn', { date: data.generatedAt.slice(0, 10) }));
  write('');
  write(t('pdf.personalData.publisher'), bold, 12);
  const fields: [string, string | null][] = [
    [t('pdf.personalData.fullName'), p.name],
    [t('pdf.personalData.displayName'), p.displayName],
    [t('pdf.personalData.role'), PUBLISHER_ROLE_LABELS[p.role as PublisherRole] ?? p.role],
    [t('pdf.personalData.group'), p.groupNumber === null ? null : String(p.groupNumber)],
    [t('pdf.personalData.household'), p.householdName],
    [t('pdf.personalData.birthDate'), p.birthDate],
    [t('pdf.personalData.baptismDate'), p.baptismDate],
    [t('pdf.personalData.address'), [p.address, p.postalCode, p.city].filter(Boolean).join(', ') || null],
    [t('pdf.personalData.mobile'), p.mobile],
    [t('pdf.personalData.homePhone'), p.homePhone],
    [t('pdf.personalData.email'), p.email],
    [t('pdf.personalData.arrival'), p.arrivalCongregation],
    [t('pdf.personalData.rgpdDate'), p.rgpdDate],
    [t('pdf.personalData.regularPioneer'), yesNo(p.regularPioneer)],
  ];
  for (const [label, value] of fields) write(`${label}: ${value ?? '-'}`);
  write('');
  write(t('pdf.personalData.reports', { count: data.reports.length }), bold, 12);
  for (const r of data.reports) {
    const studies = r.studies === null ? '' : t('pdf.personalData.studies', { studies: r.studies });
    const hours = r.hours === null ? '' : t('pdf.personalData.hours', { hours: r.hours });
    const month = monthName(r.month - 1);
    write(
      `${t('pdf.personalData.report', { month, year: r.year, participated: yesNo(r.participatedInMinistry) })}${studies}${hours}` +
        `${r.auxiliaryPioneer ? t('pdf.personalData.auxiliary') : ''}${r.observations ? ` — ${r.observations}` : ''}`,
    );
  }
  write('');
  write(t('pdf.personalData.account'), bold, 12);
  const account = data.userAccount;
  write(
    account
      ? `${account.username} (${account.role})${account.email ? `, ${account.email}` : ''}`
      : t('pdf.personalData.noAccount'),
  );
  write('');
  write(t('pdf.personalData.auditEntries', { count: data.auditEntries.length }), bold, 12);
  for (const e of data.auditEntries)
    write(`${e.timestamp.toISOString().slice(0, 16).replace('T', ' ')}  ${e.description}`);
  return doc.save();
}
