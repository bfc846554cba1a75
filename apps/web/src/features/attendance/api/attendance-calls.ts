import { ATTENDANCE_MESSAGES } from '@congregacao/shared/attendance-messages';
import { type MeetingKind, s88FileName } from '@congregacao/shared/attendance-rules';
import type { AttendanceBody, AttendanceEntry, AttendanceYear } from '@congregacao/shared/contracts/attendance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, download, failsWith } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const ATTENDANCE_QUERY_KEY = ['meeting-attendance'] as const;

/** GET /meeting-attendance/{serviceYear}: twelve months, September first, with their meetings. */
export function attendanceYearQueryOptions(serviceYear: number) {
  return queryOptions({
    queryKey: [...ATTENDANCE_QUERY_KEY, serviceYear],
    queryFn: () =>
      failsWith(ATTENDANCE_MESSAGES.loadFailed, api.get<AttendanceYear>(`/meeting-attendance/${serviceYear}`)),
  });
}

export function useAttendanceYear(serviceYear: number | null) {
  return useQuery({ ...attendanceYearQueryOptions(serviceYear ?? 0), enabled: serviceYear !== null });
}

export function putAttendance(date: string, kind: MeetingKind, body: AttendanceBody): Promise<AttendanceEntry> {
  return api.put<AttendanceEntry>(`/meeting-attendance/${date}/${kind}`, body);
}

export function deleteAttendance(date: string, kind: MeetingKind): Promise<unknown> {
  return api.delete(`/meeting-attendance/${date}/${kind}`);
}

/** POST /files/s88: the card as PDF, saved under its name. */
export async function downloadS88(serviceYear: number): Promise<void> {
  const file = await download('/files/s88', { serviceYear });
  saveFile(file.blob, file.filename ?? s88FileName(serviceYear));
}
