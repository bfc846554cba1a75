import { PUBLISHER_ROLE_LABELS, type PublisherRole } from '@congregacao/shared/enums';
import { monthName } from '@congregacao/shared/service-year';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { createWinAnsiSanitizer } from '../files/win-ansi';
import type { PersonalData } from './collect';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const LINE = 14;

const yesNo = (v: boolean | null) => (v === null ? '-' : v ? 'Sim' : 'Não');

/** A readable summary of a person's data (the JSON beside it in the zip holds every value). */
export async function renderPersonalDataPdf(data: PersonalData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Dados pessoais');
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
  write('Dados pessoais guardados pela congregação', bold, 14);
  write(`Gerado em ${data.generatedAt.slice(0, 10)}`);
  write('');
  write('Publicador', bold, 12);
  const fields: [string, string | null][] = [
    ['Nome completo', p.name],
    ['Nome preferido', p.displayName],
    ['Função', PUBLISHER_ROLE_LABELS[p.role as PublisherRole] ?? p.role],
    ['Grupo', p.groupNumber === null ? null : String(p.groupNumber)],
    ['Agregado familiar', p.householdName],
    ['Data de nascimento', p.birthDate],
    ['Data de batismo', p.baptismDate],
    ['Morada', [p.address, p.postalCode, p.city].filter(Boolean).join(', ') || null],
    ['Telemóvel', p.mobile],
    ['Telefone de casa', p.homePhone],
    ['Email', p.email],
    ['Chegada à congregação', p.arrivalCongregation],
    ['Data RGPD (consentimento)', p.rgpdDate],
    ['Pioneiro regular', yesNo(p.regularPioneer)],
  ];
  for (const [label, value] of fields) write(`${label}: ${value ?? '-'}`);
  write('');
  write(`Relatórios mensais (${data.reports.length})`, bold, 12);
  for (const r of data.reports) {
    const studies = r.studies === null ? '' : `, estudos ${r.studies}`;
    const hours = r.hours === null ? '' : `, horas ${r.hours}`;
    write(
      `${monthName(r.month - 1)} ${r.year}: participou ${yesNo(r.participatedInMinistry)}${studies}${hours}` +
        `${r.auxiliaryPioneer ? ', pioneiro auxiliar' : ''}${r.observations ? ` — ${r.observations}` : ''}`,
    );
  }
  write('');
  write('Conta de utilizador', bold, 12);
  const account = data.userAccount;
  write(account ? `${account.username} (${account.role})${account.email ? `, ${account.email}` : ''}` : 'Nenhuma');
  write('');
  write(`Registo de auditoria que o menciona (${data.auditEntries.length})`, bold, 12);
  for (const e of data.auditEntries)
    write(`${e.timestamp.toISOString().slice(0, 16).replace('T', ' ')}  ${e.description}`);
  return doc.save();
}
