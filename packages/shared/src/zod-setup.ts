import { z } from 'zod';

/**
 * Croatian defaults for every zod message a schema does not word itself, so no English text can
 * reach a user. Imported once at the start of the server and the web app.
 */
z.config(z.locales.hr());
