import type { Platform } from '../../platform.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

/** Finding people of one's own school (the home page's search tab). */
export function createSearchModule(platform: Platform) {
  const service = createSearchService({ search: createSearchRepository(platform.data) });
  return { name: 'search', service, routes: searchRoutes(service) };
}
