import type { DataAccess } from '../../db/unit-of-work.ts';

export interface Sample {
  schoolId: number;
  day: string;
  route: string;
  metric: string;
  value: number;
  sessionId: string;
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

export function createAnalyticsRepository(data: DataAccess) {
  return {
    async insertMany(samples: Sample[]): Promise<void> {
      if (samples.length > 0)
        await data.db.insertInto('analytics_samples').values(samples).execute();
    },
    /** Metric samples of the days from..to (inclusive), capped to keep the summary cheap. */
    async samples(schoolId: number, from: string, to: string, cap: number) {
      return data.db
        .selectFrom('analytics_samples')
        .select(['route', 'metric', 'value'])
        .where('schoolId', '=', schoolId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .where('metric', 'in', ['LCP', 'INP', 'CLS'])
        .limit(cap)
        .execute();
    },
    /** Distinct browser sessions per day: active users without knowing who they are. */
    async sessionsByDay(schoolId: number, from: string, to: string) {
      const rows = await data.db
        .selectFrom('analytics_samples')
        .select(['day', (eb) => eb.fn.count<string | number>('sessionId').distinct().as('n')])
        .where('schoolId', '=', schoolId)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('day')
        .orderBy('day')
        .execute();
      return rows.map((r) => ({ day: r.day, sessions: Number(r.n) }));
    },
    async deleteBefore(day: string): Promise<number> {
      const result = await data.db
        .deleteFrom('analytics_samples')
        .where('day', '<', day)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
