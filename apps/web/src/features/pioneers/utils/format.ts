import { averageOf } from '@congregacao/shared/contracts/history';
import { monthName } from '@congregacao/shared/service-year';

const oneDecimal = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 'Média de horas' / 'Média de estudos': total / pioneers with one decimal (pt-PT), 0,0 without pioneers. */
export function formatAverage(total: number, pioneers: number): string {
  return oneDecimal.format(averageOf(total, pioneers));
}

/** "Setembro / 2049" */
export function monthTitle(month: number, year: number): string {
  return `${monthName(month)} / ${year}`;
}
