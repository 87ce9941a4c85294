import { formatDate } from '../../lib/date-format.ts';

export interface DayGroup<T> {
  /** 'Danas', 'Jučer' or the date. */
  label: string;
  items: T[];
}

/** Items (newest first) grouped by their Zagreb day, in the order they come. */
export function groupByDay<T extends { createdAt: string }>(items: T[], now: Date): DayGroup<T>[] {
  const today = formatDate(now);
  const yesterday = formatDate(new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = formatDate(item.createdAt);
    const label = day === today ? 'Danas' : day === yesterday ? 'Jučer' : day;
    const last = groups.at(-1);
    if (last && last.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}
