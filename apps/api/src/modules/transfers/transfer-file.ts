import {
  TRANSFER_FORMAT,
  TRANSFER_FORMAT_VERSION,
  type TransferFile,
  type TransferPerson,
} from '@congregacao/shared/contracts/transfers';
import type { PublisherRole } from '@congregacao/shared/enums';
import type { S21Month, S21Publisher } from '../files/s21-card';

const period = (month: number, year: number) => `${year}-${String(month + 1).padStart(2, '0')}`;

interface Record {
  displayName: string | null;
  role: string;
}

/** transfer.json (docs/transfer-format.md) of one publisher, from what their S-21 cards hold. */
export function transferFileOf(
  publisher: S21Publisher,
  reports: S21Month[],
  record: Record,
  to: string,
  exitDate: string,
  now = new Date(),
): TransferFile {
  const person: TransferPerson = {
    name: publisher.name,
    displayName: record.displayName,
    birthDate: publisher.birthDate,
    baptismDate: publisher.baptismDate,
    gender: publisher.gender,
    hope: publisher.hope,
    role: record.role as PublisherRole,
    appointments: publisher.appointments,
    reports: reports
      .map((r) => ({
        period: period(r.month, r.year),
        participatedInMinistry: r.participatedInMinistry,
        studies: r.studies,
        auxiliaryPioneer: r.auxiliaryPioneer,
        hours: r.hours,
        observations: r.observations,
      }))
      .sort((a, b) => a.period.localeCompare(b.period)),
  };
  return {
    format: TRANSFER_FORMAT,
    version: TRANSFER_FORMAT_VERSION,
    createdAt: now.toISOString(),
    from: { congregation: null },
    to: { congregation: to },
    exitDate,
    publishers: [person],
  };
}
