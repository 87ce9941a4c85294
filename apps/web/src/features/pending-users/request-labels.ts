import { attendanceLabels, type AttendanceType } from '@takt/shared/schemas/user';

export function attendanceLabel(tip: string | null): string {
  if (!tip) return '—';
  return Object.hasOwn(attendanceLabels, tip) ? attendanceLabels[tip as AttendanceType] : tip;
}

export const yesNo = (value: boolean) => (value ? 'Da' : 'Ne');
