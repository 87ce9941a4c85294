import { mentorImportTemplate } from '../src/modules/admin/mentor-import.service.ts';
import { importTemplate, XLSX_TYPE } from '../src/modules/admin/spreadsheet.ts';
import { MULTIPART_TYPE } from './matrix-world.ts';
import type { MatrixWorld } from './matrix-world.ts';
import { multipart } from './picture-requests.ts';
import type { MatrixEntry } from './route-matrix.ts';
import { adminOnRowOfA, admins } from './route-matrix-statuses.ts';

/** Routes of administration and data protection (spread into route-matrix.ts). */
const adminsCreate = '401 403 403 403 201 | 403 403 403 201';

let serial = 0;
const mentorRow = () => ({
  row: 2,
  ime: 'Mateo',
  prezime: 'Matričić',
  email: `uvoz.mentor.${++serial}@example.com`,
  brojMobitela: '',
  predmet: '',
  programi: '',
  admin: 'ne',
});
const importRow = () => ({
  row: 2,
  ime: 'Matija',
  prezime: 'Matričić',
  email: `uvoz.matrica.${++serial}@example.com`,
  oib: '',
  datumRodjenja: '01.02.2000.',
  brojMobitela: '',
  ulica: '',
  kucniBroj: '',
  mjesto: '',
  program: '',
  pohadanjeNastave: '',
  roditeljIme: '',
  roditeljPrezime: '',
  roditeljMobitel: '',
  teorija: 'ne',
  zbor: '',
});
const freshMentor = async (w: MatrixWorld) => {
  const res = await w.app.services.admin.accounts.createMentor(w.users.admin, {
    ime: 'Mentor',
    prezime: `Matrica${++serial}`,
    email: `mentor.matrica.${serial}@example.com`,
    predmet: null,
    programIds: [],
    isAdmin: false,
  });
  return res.user.id;
};
const userAction = (
  action: string,
  payload?: (w: MatrixWorld, id: number) => object,
): MatrixEntry => ({
  access: 'admin',
  statuses: adminOnRowOfA,
  row: true,
  request: async (w) => {
    const student = await w.freshStudent();
    return {
      url: `/api/admin/users/${student.id}/${action}`,
      ...(payload ? { payload: payload(w, student.id) } : {}),
    };
  },
});

export const adminRouteMatrix: Record<string, MatrixEntry> = {
  'GET /api/admin/overview': { access: 'admin', statuses: admins },
  'GET /api/admin/audit': { access: 'admin', statuses: admins },
  'GET /api/admin/students': { access: 'admin', statuses: admins },
  'POST /api/admin/students': {
    access: 'admin',
    statuses: adminsCreate,
    request: () => ({
      url: '/api/admin/students',
      payload: { ime: 'Matija', prezime: 'Matrica', email: 'obitelj.matrica@example.com' },
    }),
  },
  'GET /api/admin/students/export': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/admin/students/export?format=csv' }),
  },
  'GET /api/admin/import/students/template': { access: 'admin', statuses: admins },
  'POST /api/admin/import/students/preview': {
    access: 'admin',
    statuses: admins,
    request: async () => ({
      url: '/api/admin/import/students/preview',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: multipart([
        {
          field: 'file',
          filename: 'ucenici.xlsx',
          type: XLSX_TYPE,
          data: await importTemplate({ program: '', tip: '' }),
        },
      ]),
    }),
  },
  'POST /api/admin/import/students/check': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/admin/import/students/check', payload: { rows: [importRow()] } }),
  },
  'POST /api/admin/import/students/commit': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/admin/import/students/commit', payload: { rows: [importRow()] } }),
  },
  'GET /api/admin/import/mentors/template': { access: 'admin', statuses: admins },
  'POST /api/admin/import/mentors/preview': {
    access: 'admin',
    statuses: admins,
    request: async () => ({
      url: '/api/admin/import/mentors/preview',
      headers: { 'content-type': MULTIPART_TYPE },
      payload: multipart([
        {
          field: 'file',
          filename: 'mentori.xlsx',
          type: XLSX_TYPE,
          data: await mentorImportTemplate(),
        },
      ]),
    }),
  },
  'POST /api/admin/import/mentors/check': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/admin/import/mentors/check', payload: { rows: [mentorRow()] } }),
  },
  'POST /api/admin/import/mentors/commit': {
    access: 'admin',
    statuses: admins,
    request: () => ({ url: '/api/admin/import/mentors/commit', payload: { rows: [mentorRow()] } }),
  },
  'GET /api/admin/mentors': { access: 'admin', statuses: admins },
  'POST /api/admin/mentors': {
    access: 'admin',
    statuses: adminsCreate,
    request: () => ({
      url: '/api/admin/mentors',
      payload: { ime: 'Mentor', prezime: 'Matrica', email: `mentor.m.${++serial}@example.com` },
    }),
  },
  'PUT /api/admin/mentors/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => ({
      url: `/api/admin/mentors/${await freshMentor(w)}`,
      payload: { predmet: 'Klavir', programIds: [w.programA], isAdmin: false },
    }),
  },
  'POST /api/admin/users/:id/deactivate': userAction('deactivate'),
  'POST /api/admin/users/:id/reactivate': userAction('reactivate'),
  'POST /api/admin/users/:id/reset-password': userAction('reset-password'),
  'POST /api/admin/users/:id/erase': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: async (w) => {
      const student = await w.freshStudent();
      return {
        url: `/api/admin/users/${student.id}/erase`,
        payload: { confirmation: `${student.ime} ${student.prezime}` },
      };
    },
  },
  'GET /api/admin/programs': { access: 'admin', statuses: admins },
  'POST /api/admin/programs': {
    access: 'admin',
    statuses: adminsCreate,
    request: () => ({
      url: '/api/admin/programs',
      payload: { naziv: `Program matrice ${++serial}`, cijena: 40, tipovi: [] },
    }),
  },
  'PUT /api/admin/programs/:id': {
    access: 'admin',
    statuses: adminOnRowOfA,
    row: true,
    request: (w) => ({
      url: `/api/admin/programs/${w.programA}`,
      payload: { naziv: 'Klavir', cijena: null, tipovi: [{ tip: 'individualno1', cijena: 50 }] },
    }),
  },
  // The person, a parent on the family account, or an admin; the student's mentors read consents.
  'GET /api/users/:id/data-export': {
    access: 'signedIn',
    statuses: '401 200 403 403 200 | 404 404 404 404',
    row: true,
    request: (w) => ({ url: `/api/users/${w.users.student.id}/data-export` }),
  },
  'GET /api/users/:id/consents': {
    access: 'signedIn',
    statuses: '401 200 403 200 200 | 404 404 404 404',
    row: true,
    request: (w) => ({ url: `/api/users/${w.users.student.id}/consents` }),
  },
  'PUT /api/users/:id/consents': {
    access: 'signedIn',
    statuses: '401 200 403 403 200 | 404 404 404 404',
    row: true,
    request: (w) => ({
      url: `/api/users/${w.users.student.id}/consents`,
      payload: { purpose: 'photos_website', granted: true, parentName: 'Ivana Horvat' },
    }),
  },
};
