/** The admin lists' accent-insensitive search and Croatian name order (shared in db/). */
export * from '../../db/search-fold.ts';
