import { adminMessages as am } from '@takt/shared/admin-messages';
import type { AdminProgram, ProgramInput } from '@takt/shared/schemas/admin-programs';
import type { Transactor } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';

import type { Viewer } from '../../lib/auth-context.ts';
import type { ProgramsRepository, ProgramValues, StoredProgram } from './programs.repository.ts';

const cents = (euros: number) => Math.round(euros * 100);
const euros = (c: number) => Math.round(c) / 100;

function toStored(input: ProgramInput): ProgramValues {
  return {
    naziv: input.naziv,
    cijena: input.cijena === null ? null : cents(input.cijena),
    tipovi: input.tipovi.map((t) => ({ tip: t.tip, cijena: cents(t.cijena) })),
    showInSignup: input.showInSignup,
    active: input.active,
  };
}

function toAdmin(p: StoredProgram): AdminProgram {
  return {
    ...p,
    cijena: p.cijena === null ? null : euros(p.cijena),
    tipovi: p.tipovi.map((t) => ({ tip: t.tip, cijena: euros(t.cijena) })),
  };
}

export type ProgramAdminService = ReturnType<typeof createProgramAdminService>;

/** Programs of the admin's school: create, edit, retire (active false; history keeps them). */
export function createProgramAdminService(deps: {
  programs: ProgramsRepository;
  transactor: Transactor;
  audit: AuditService;
  now: () => Date;
}) {
  const { programs } = deps;
  return {
    async list(admin: Viewer) {
      return { programs: (await programs.list(admin.schoolId)).map(toAdmin) };
    },
    async create(admin: Viewer, input: ProgramInput) {
      return deps.transactor.run(async () => {
        if (await programs.nameTaken(admin.schoolId, input.naziv)) {
          throw conflict(am.programNameTaken);
        }
        const id = await programs.insert(admin.schoolId, toStored(input), deps.now().toISOString());
        await deps.audit.record(admin, 'program.create', { type: 'program', id });
        return { success: true as const, message: am.saved, id };
      });
    },
    async update(admin: Viewer, id: number, input: ProgramInput) {
      return deps.transactor.run(async () => {
        if (!(await programs.exists(admin.schoolId, id))) throw notFound(am.programNotFound);
        if (await programs.nameTaken(admin.schoolId, input.naziv, id)) {
          throw conflict(am.programNameTaken);
        }
        await programs.update(admin.schoolId, id, toStored(input));
        await deps.audit.record(
          admin,
          'program.update',
          { type: 'program', id },
          Object.keys(input),
        );
        return { success: true as const, message: am.saved, id };
      });
    },
    exists: (schoolId: number, id: number) => programs.exists(schoolId, id),
    listStored: (schoolId: number) => programs.list(schoolId),
  };
}
