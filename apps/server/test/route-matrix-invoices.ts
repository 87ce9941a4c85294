import { invoiceSettingsInputSchema } from '@takt/shared/schemas/invoice-settings';
import type { MatrixEntry } from './route-matrix.ts';
import { invoiceSettingsBody } from './invoice-fixtures.ts';
import type { MatrixWorld } from './matrix-world.ts';
import { adminOnRowOfA, admins } from './route-matrix-statuses.ts';

/** Invoice routes in the route matrix: admins of the school, and a student for their own. */

const ownerOrAdmin = '401 200 404 404 200 | 404 404 404 404';

let months = 0;
const configured = new WeakSet<MatrixWorld>();

/** A fresh unpaid invoice of school A's student (settings saved once per world). */
async function freshInvoice(w: MatrixWorld): Promise<number> {
  const invoices = w.app.services.invoices;
  if (!configured.has(w)) {
    await invoices.saveSettings(
      w.users.admin,
      invoiceSettingsInputSchema.parse(invoiceSettingsBody()),
    );
    configured.add(w);
  }
  const n = months++;
  const period = `${2030 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const { issued } = await invoices.issue(w.users.admin, {
    period,
    scope: { kind: 'students', studentIds: [w.users.student.id] },
  });
  return issued[0]!.id;
}

const cache = new WeakMap<MatrixWorld, Promise<number>>();
const sharedInvoice = (w: MatrixWorld) => {
  if (!cache.has(w)) cache.set(w, freshInvoice(w));
  return cache.get(w)!;
};

const runBody = (w: MatrixWorld) => ({
  period: '2029-01',
  scope: { kind: 'program', programId: w.programA },
});

export const invoiceRoutes: Record<string, MatrixEntry> = {
  'GET /api/invoices/settings': { access: 'admin', statuses: admins },
  'PUT /api/invoices/settings': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/invoices/settings', payload: invoiceSettingsBody() }),
  },
  'POST /api/invoices/preview': {
    access: 'admin',
    statuses: '401 403 403 403 200 | 403 403 403 404',
    request: async (w) => {
      await sharedInvoice(w);
      return { url: '/api/invoices/preview', payload: runBody(w) };
    },
  },
  'POST /api/invoices/issue': {
    access: 'admin',
    statuses: '401 403 403 403 201 | 403 403 403 404',
    request: async (w) => {
      await sharedInvoice(w);
      return { url: '/api/invoices/issue', payload: runBody(w) };
    },
  },
  'GET /api/invoices': { access: 'admin', statuses: admins },
  'GET /api/invoices/pdf-progress': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/invoices/pdf-progress?period=2029-R1' }),
  },
  // School B has no invoice to send: its admin is told so (409), never shown school A's.
  'POST /api/invoices/send': {
    access: 'admin',
    statuses: '401 403 403 403 200 | 403 403 403 409',
    request: async (w) => {
      await sharedInvoice(w);
      return { url: '/api/invoices/send', payload: { status: 'issued' } };
    },
  },
  'GET /api/invoices/mine': {
    access: 'student',
    statuses: '401 200 200 403 403 | 200 200 403 403',
  },
  'POST /api/invoices/paid': {
    access: 'admin',
    statuses: '401 403 403 403 200 | 403 403 403 404',
    request: async (w) => ({
      url: '/api/invoices/paid',
      payload: { invoiceIds: [await freshInvoice(w)] },
    }),
  },
  'POST /api/invoices/import': {
    access: 'admin',
    statuses: admins,
    request: () => ({
      url: '/api/invoices/import',
      payload: {
        fileName: 'izvod.xml',
        contentBase64: Buffer.from(
          '<Document><BkToCstmrStmt><Stmt></Stmt></BkToCstmrStmt></Document>',
        ).toString('base64'),
      },
    }),
  },
  'GET /api/invoices/export': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/invoices/export?format=csv' }),
  },
  'GET /api/invoices/:id': {
    access: 'signedIn',
    statuses: ownerOrAdmin,
    row: true,
    request: async (w) => ({ url: `/api/invoices/${await sharedInvoice(w)}` }),
  },
  'GET /api/invoices/:id/pdf': {
    access: 'signedIn',
    statuses: ownerOrAdmin,
    row: true,
    request: async (w) => ({ url: `/api/invoices/${await sharedInvoice(w)}/pdf` }),
  },
  'POST /api/invoices/:id/cancel': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/invoices/${await freshInvoice(w)}/cancel` }),
  },
  'POST /api/invoices/:id/send': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/invoices/${await freshInvoice(w)}/send` }),
  },
  'POST /api/invoices/:id/paid': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({ url: `/api/invoices/${await freshInvoice(w)}/paid`, payload: {} }),
  },
};
