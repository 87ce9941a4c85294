import { ApiError } from '../../../lib/api-client.ts';
import type { LessonView } from '../api/schedule-week.ts';
import { shortDate } from '../week.ts';

export interface DialogProps {
  lesson: LessonView;
  onClose: () => void;
}

export const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Greška pri spremanju podataka.';
export const when = (l: LessonView) => `${l.title}, ${shortDate(l.date)} ${l.start}–${l.end}`;
