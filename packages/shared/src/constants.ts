/** Business constants of spec §9, shared by server and web so each is written once. */

export const APP_VERSION = '1.0.1';
export const TERMS_VERSION = '1.0.0';

export const MINOR_AGE = 18;
export const OIB_LENGTH = 11;
export const NAME_MIN_LENGTH = 2;
export const NOTES_MAX_LENGTH = 5000;
export const MIN_POLL_OPTIONS = 2;
export const POLL_REVOTE_WINDOW_MS = 10 * 60 * 1000;
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const USER_SEARCH_MIN_LENGTH = 2;
export const MENTOR_SEARCH_CAP = 20;
/** Home: post, poll and user-search limits chosen by the server. */
export const POST_TITLE_MAX_LENGTH = 200;
export const POST_CONTENT_MAX_LENGTH = 100_000;
export const POSTS_PAGE_DEFAULT = 20;
export const POSTS_PAGE_MAX = 50;
export const POLL_QUESTION_MAX_LENGTH = 500;
export const POLL_OPTION_MAX_LENGTH = 200;
export const MAX_POLL_OPTIONS = 20;
export const USER_SEARCH_MAX_LENGTH = 100;
export const USER_SEARCH_PAGE_MAX = 20;
export const REPORT_DESCRIPTION_MIN_LENGTH = 10;
export const DEFAULT_REMINDER_TIME = '14:00';

export const QUERY_STALE_MS = 2 * 60 * 1000;
export const QUERY_CACHE_MS = 10 * 60 * 1000;
export const QUERY_RETRIES = 2;
export const POSTS_CACHE_MS = 3 * 60 * 1000;
export const ACTIVE_POLLS_REFETCH_MS = 30 * 1000;
export const NOTIFICATIONS_POLL_MS = 60 * 1000;
export const CHAT_LIST_STALE_MS = 30 * 1000;

export const TOAST_DURATION_MS = 5000;
export const NOT_FOUND_REDIRECT_MS = 3000;
export const SIGNUP_REDIRECT_MS = 5000;
export const POST_DIALOG_CLOSE_MS = 1500;
export const SETTINGS_CLOSE_MS = 3000;
export const SAVED_STATE_MS = 2000;

export const SCHOOL_TIME_ZONE = 'Europe/Zagreb';
export const LOCALE = 'hr-HR';

/** Login throttling: failures allowed per IP + identifier inside the window. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** How long a signed-in session lasts before the user must log in again. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
