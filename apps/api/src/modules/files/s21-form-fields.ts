import type { AppointmentKind, Gender, Hope } from '@congregacao/shared/appointments';

/**
 * The field names of the branch's fillable S-21 (as the peers that read it name them, issue 37). Months are the
 * service year's, September first: index 20 is September, 31 August.
 */
export const S21_FIELDS = {
  name: '900_1_Text_SanSerif',
  birthDate: '900_2_Text_SanSerif',
  baptismDate: '900_5_Text_SanSerif',
  serviceYear: '900_13_Text_C_SanSerif',
} as const;

export const GENDER_BOXES: Record<Gender, string> = { Male: '900_3_CheckBox', Female: '900_4_CheckBox' };
export const HOPE_BOXES: Record<Hope, string> = { OtherSheep: '900_6_CheckBox', Anointed: '900_7_CheckBox' };
export const APPOINTMENT_BOXES: Record<AppointmentKind, string> = {
  Elder: '900_8_CheckBox',
  MinServant: '900_9_CheckBox',
  RegularPioneer: '900_10_CheckBox',
  SpecialPioneer: '900_11_CheckBox',
  FieldMissionary: '900_12_CheckBox',
};

const FIRST_MONTH_INDEX = 20;

/** The five fields of the i-th month of the service year (0 = September). */
export function monthFields(i: number) {
  const n = FIRST_MONTH_INDEX + i;
  return {
    participated: `901_${n}_CheckBox`,
    studies: `902_${n}_Text_C_SanSerif`,
    auxiliary: `903_${n}_CheckBox`,
    hours: `904_${n}_S21_Value`,
    remarks: `905_${n}_Text_SanSerif`,
  };
}
