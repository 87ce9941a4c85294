import { useMatches } from 'react-router';

/** Route `handle` of this app: the page title shown in the top bar and the document title. */
export interface RouteHandle {
  title?: string;
}

/** The title of the deepest matched route that names one. */
export function usePageTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}
