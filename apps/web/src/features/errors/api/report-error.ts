import type { reportAcceptedSchema } from '@takt/shared/schemas/support';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import type { ErrorPageState } from '../../../lib/error-state.ts';
import { readHistory, recordIfAllowed, ERROR_HISTORY_KEY } from '../error-report-history.ts';

const serverKinds = new Set([
  'network',
  'auth',
  'data',
  'render',
  'pwa',
  'resource',
  'api',
  'validation',
]);

/**
 * POST /api/error/report from the error page, unless the same error went within 60 s or ten
 * went this hour (the server applies the same rules). Never throws: reporting must not fail the page.
 */
export async function reportError(state: ErrorPageState): Promise<boolean> {
  const kind = state.category ?? 'unknown';
  if (!serverKinds.has(kind)) return false;
  const history = recordIfAllowed(
    readHistory(localStorage),
    `${kind}|${state.message}`,
    Date.now(),
  );
  if (!history) return false;
  localStorage.setItem(ERROR_HISTORY_KEY, JSON.stringify(history));
  try {
    await apiRequest<ApiAnswer<typeof reportAcceptedSchema>>('/api/error/report', {
      method: 'POST',
      body: {
        kind: 'error',
        errorKind: kind,
        message: state.message.slice(0, 1000),
        url: state.path ?? '',
        deviceInfo: `${navigator.userAgent.slice(0, 250)} · ${window.screen.width}×${window.screen.height}`,
      },
    });
    return true;
  } catch {
    return false;
  }
}
