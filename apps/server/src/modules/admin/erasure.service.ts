import { strToU8, zipSync } from 'fflate';
import { adminMessages as am } from '@takt/shared/admin-messages';
import type { FilePurpose } from '@takt/shared/schemas/files';
import { parseJson, toBool } from '../../db/rows.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AdminDeps, Viewer } from './admin.deps.ts';
import type { AccountAdminService } from './accounts.service.ts';
import './admin.events.ts';

const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

export type ErasureService = ReturnType<typeof createErasureService>;

/**
 * Erasure (the right to be forgotten) and the data export ('Preuzmi moje podatke'). Erasure keeps
 * the account row, anonymised, so history (invoices, chats, audit) still points somewhere; every
 * other module holding personal data registers with `platform.personalData` and erases or
 * anonymises its own rows inside the same transaction.
 */
export function createErasureService(deps: AdminDeps, accounts: AccountAdminService) {
  const { erasure } = deps;

  return {
    async erase(admin: Viewer, id: number, confirmation: string) {
      if (id === admin.id) throw badRequest(am.notYourself, 'cannot_target_self');
      const person = await deps.people.find(admin.schoolId, id);
      if (!person) throw notFound(am.userNotFound);
      if (person.erased) throw conflict(am.alreadyErased, 'already_erased');
      if (normalise(confirmation) !== normalise(`${person.ime} ${person.prezime}`)) {
        throw new AppError('confirmation_mismatch', am.confirmationMismatch, {
          fieldErrors: { confirmation: am.confirmationMismatch },
        });
      }
      const user = await erasure.fullUser(admin.schoolId, id);
      if (!user) throw notFound(am.userNotFound);
      // Invoice PDFs are accounting records and stay with their invoices.
      const files = (await erasure.ownedFiles(admin.schoolId, id)).filter(
        (f) => f.purpose !== 'invoice',
      );
      await deps.transactor.run(async () => {
        await accounts.keepAnAdmin(admin, person);
        const emailLower = user.email.toLowerCase();
        const shared = await erasure.sharesEmail(id, emailLower);
        for (const file of files) await deps.files.remove(admin.schoolId, file.id);
        await deps.personalData.eraseAll({ schoolId: admin.schoolId, userId: id });
        await erasure.deletePersonalRows(
          admin.schoolId,
          {
            id,
            ime: user.ime,
            prezime: user.prezime,
            emailLower,
            oib: user.oib,
            korisnickoIme: user.korisnickoIme,
          },
          shared,
        );
        await erasure.anonymise(admin.schoolId, id, deps.now().toISOString());
        await deps.auth.revokeSessions(id);
        await deps.audit.record(admin, 'user.erase', { type: 'user', id });
        deps.events.publish('user.erased', { schoolId: admin.schoolId, userId: id });
        deps.events.publish('user.changed', { userId: id, schoolId: admin.schoolId });
      });
      return { success: true as const, message: am.erased };
    },

    /**
     * A ZIP of the person's data as JSON plus their own files: for the person, a parent on the
     * family account (same e-mail), or an admin of the school.
     */
    async exportData(viewer: Viewer, id: number): Promise<{ bytes: Uint8Array; filename: string }> {
      const person = await deps.people.find(viewer.schoolId, id);
      if (!person || person.erased) throw notFound(am.userNotFound);
      if (!viewer.isAdmin && viewer.id !== id) {
        const self = await deps.people.find(viewer.schoolId, viewer.id);
        if (!self || self.email.toLowerCase() !== person.email.toLowerCase()) throw forbidden();
      }
      const user = await erasure.fullUser(viewer.schoolId, id);
      if (!user) throw notFound(am.userNotFound);
      const [programs, mentors, notifications, polls, posts, signups, consents, files, modules] =
        await Promise.all([
          erasure.programNames(id),
          erasure.mentorNames(id),
          erasure.notifications(id),
          erasure.pollAnswers(id),
          erasure.posts(id),
          erasure.signupRequests(id),
          deps.consents.history(viewer.schoolId, id),
          erasure.ownedFiles(viewer.schoolId, id),
          deps.personalData.exportAll({ schoolId: viewer.schoolId, userId: id }),
        ]);
      const document = {
        izvezeno: deps.now().toISOString(),
        korisnik: {
          ...user,
          adresa: parseJson(user.adresa, {}),
          roditelj1: parseJson(user.roditelj1, null),
          roditelj2: parseJson(user.roditelj2, null),
          napomene: parseJson(user.napomene, []),
          programType: parseJson(user.programType, {}),
          reminderPreferences: parseJson(user.reminderPreferences, {}),
          pohadjaTeoriju: toBool(user.pohadjaTeoriju),
          maiZbor: toBool(user.maiZbor),
          maloljetniClan: toBool(user.maloljetniClan),
          isStudent: toBool(user.isStudent),
          isMentor: toBool(user.isMentor),
          isAdmin: toBool(user.isAdmin),
          isActive: toBool(user.isActive),
        },
        programi: programs.map((p) => p.naziv),
        mentori: mentors.map((m) => `${m.ime} ${m.prezime}`),
        privole: consents.map((c) => ({
          svrha: c.purpose,
          verzija: c.version,
          dano: c.givenAt,
          roditelj: c.givenByParent,
          povuceno: c.withdrawnAt,
        })),
        obavijesti: notifications.map((n) => ({ ...n, read: toBool(n.read) })),
        ankete: polls,
        objave: posts,
        prijave: signups,
        datoteke: files.map((f) => ({ id: f.id, vrsta: f.purpose, naziv: f.originalName })),
        ...modules,
      };
      const entries: Record<string, Uint8Array> = {
        'podaci.json': strToU8(JSON.stringify(document, null, 2)),
      };
      for (const purpose of new Set(files.map((f) => f.purpose))) {
        const stored = await deps.files.listOwned(viewer.schoolId, id, purpose as FilePurpose);
        for (const file of stored) {
          const extension = file.contentType.split('/')[1]?.replace(/[^a-z0-9]/g, '') ?? 'bin';
          entries[`datoteke/${file.id}-${purpose}.${extension}`] = await deps.files.readAll(file);
        }
      }
      await deps.audit.record(viewer, 'user.data_export', { type: 'user', id }, [
        'oib',
        'datumRodjenja',
        'roditelj1',
        'napomene',
      ]);
      return { bytes: zipSync(entries), filename: `podaci-${user.korisnickoIme}.zip` };
    },
  };
}
