import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g;

/** Every non-test source file of the server, with the files it imports (type imports too). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const source = fs.readFileSync(full, 'utf8');
        const targets = [...source.matchAll(IMPORT)].map((m) => path.resolve(dir, m[1]!));
        graph.set(
          path.relative(root, full),
          targets.map((t) => path.relative(root, t)),
        );
      }
    }
  };
  walk(root);
  return graph;
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const floor = (file: string) => file.split('/')[0]!;
const LOWER = new Set(['lib', 'db', 'jobs', 'plugins']);
const ALLOWED_BELOW: Record<string, string[]> = {
  lib: ['lib'],
  db: ['db', 'lib'],
  jobs: ['jobs', 'db', 'lib', 'config.ts'],
  plugins: ['plugins', 'db', 'jobs', 'lib', 'config.ts'],
};

describe('server import graph', () => {
  const graph = importGraph();

  it('reads the sources', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('app.ts')).toContain('composition-root.ts');
  });

  it('has no import cycles, type-only imports included', () => {
    expect(cycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
    ]);
    expect(cycles(looped)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('keeps lib, db, jobs and plugins below the modules and the platform', () => {
    const upward = [...graph]
      .filter(([file]) => LOWER.has(floor(file)) && !file.startsWith('db/migrations/'))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => !ALLOWED_BELOW[floor(file)]!.includes(floor(t)))
          .map((t) => `${file} -> ${t}`),
      );
    expect(upward).toEqual([]);
  });
});
