import type { QueuedRequest, QueueStore } from './offline-queue.ts';

/** Tests only: the offline queue in memory, as IndexedDB keeps it (ids in order of arrival). */
export function memoryQueue(): QueueStore & { rows: Map<number, QueuedRequest> } {
  const rows = new Map<number, QueuedRequest>();
  let next = 1;
  return {
    rows,
    all: async () => [...rows.values()].map((r) => structuredClone(r)),
    add: async (r) => void rows.set(next, { ...structuredClone(r), id: next++ }),
    put: async (r) => void rows.set(r.id!, structuredClone(r)),
    delete: async (id) => void rows.delete(id),
    clear: async () => rows.clear(),
  };
}
