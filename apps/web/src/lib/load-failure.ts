import { isApiError } from './api-client.ts';

/** Code of a screen (a lazily loaded chunk) could not be fetched: offline, or a new deploy. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

// What browsers and Vite's preloader say when a dynamic import or its CSS cannot be fetched.
const chunkMessages =
  /dynamically imported module|importing a module script failed|unable to preload css|error loading dynamically/i;

/**
 * A failure to load (code or data over the network), as opposed to a bug: the screen can show
 * a notice and a retry instead of the error page.
 */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (isApiError(error)) return error.code === 'network_error';
  return error instanceof Error && chunkMessages.test(error.message);
}
