/**
 * External addresses shown in the app. Each school's instance sets its own here (one place).
 * The app is built solely for one music school (spec §1).
 */
export const SCHOOL_WEBSITE_URL = 'https://www.example.com';

/** The provider of the platform (linked from the login page and the home page). */
export const PROVIDER_WEBSITE_URL = 'https://www.example.com';

export const PRODUCT_NAME = 'Takt';
export const PRODUCT_TAGLINE = 'Platforma za glazbeno obrazovanje';
