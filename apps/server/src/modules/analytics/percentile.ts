/** The p-th percentile (0–100) by nearest rank of unsorted values; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** p75 per route and metric, routes by most samples. */
export function p75ByPage<M extends string>(
  samples: Array<{ route: string; metric: M; value: number }>,
): Array<{ route: string; metric: M; p75: number; samples: number }> {
  const groups = new Map<string, { route: string; metric: M; values: number[] }>();
  for (const s of samples) {
    const key = `${s.route}\u0000${s.metric}`;
    const group = groups.get(key) ?? { route: s.route, metric: s.metric, values: [] };
    group.values.push(s.value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((g) => ({
      route: g.route,
      metric: g.metric,
      p75: Math.round(percentile(g.values, 75) * 1000) / 1000,
      samples: g.values.length,
    }))
    .sort((a, b) => b.samples - a.samples || a.route.localeCompare(b.route));
}
