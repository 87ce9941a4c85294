import { attendanceLabels, type AttendanceType } from '@takt/shared/schemas/user';

const dateTime = new Intl.DateTimeFormat('hr-HR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Zagreb',
});
const day = new Intl.DateTimeFormat('hr-HR', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A YYYY-MM-DD birth date as day.month.year (spec §9). */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}

export function attendanceLabel(tip: string | null): string {
  if (!tip) return '—';
  return Object.hasOwn(attendanceLabels, tip) ? attendanceLabels[tip as AttendanceType] : tip;
}

export const yesNo = (value: boolean) => (value ? 'Da' : 'Ne');
