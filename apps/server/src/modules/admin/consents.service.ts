import {
  adminMessages as am,
  CONSENT_AGE,
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  consentPurposes,
} from '@takt/shared/admin-messages';
import { ageInYears } from '@takt/shared/age';
import type { ConsentInput, ConsentList } from '@takt/shared/schemas/admin-privacy';
import {
  consentByParent,
  grantedPurposes,
  type FormConsents,
} from '@takt/shared/schemas/form-consents';
import type { Parent } from '@takt/shared/schemas/user';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';

import type { AdminDeps, Viewer } from './admin.deps.ts';
import type { Person } from './people.repository.ts';

export type ConsentService = ReturnType<typeof createConsentService>;

/** What the sign-up approval and the enrollment hand over: the consents ticked on the form. */
export interface FormConsentInput {
  consents: FormConsents | null | undefined;
  datumRodjenja: string | null;
  roditelj1: Parent | null | undefined;
  /** Who sent the form (the family's own account). */
  recordedById: number;
}
export type FormConsentRecorder = Pick<ConsentService, 'recordFromForm'>;

/**
 * Consents per purpose (photos, social media, press, e-mail news). The student gives them, or for
 * a child under 16 a parent (the family account or the school recording a parent's signature,
 * naming the parent). Admins and the student's own mentors read them (the 'no photos' mark).
 */
export function createConsentService(deps: AdminDeps) {
  async function target(viewer: Viewer, userId: number, write: boolean): Promise<Person> {
    const person = await deps.people.find(viewer.schoolId, userId);
    if (!person || person.erased || !person.isStudent) throw notFound(am.userNotFound);
    if (viewer.isAdmin || viewer.id === userId) return person;
    const self = await deps.people.find(viewer.schoolId, viewer.id);
    // A family shares one e-mail: a parent signed in to a sibling's account acts for the child.
    if (self && self.email.toLowerCase() === person.email.toLowerCase()) return person;
    if (
      !write &&
      viewer.isMentor &&
      (await deps.users.isMentorOf(viewer.schoolId, viewer.id, userId))
    ) {
      return person;
    }
    throw forbidden();
  }
  const parentRequired = (person: Person) => {
    const age = person.datumRodjenja ? ageInYears(person.datumRodjenja, deps.now()) : null;
    return age === null || age < CONSENT_AGE;
  };

  async function list(viewer: Viewer, userId: number): Promise<ConsentList> {
    const person = await target(viewer, userId, false);
    const history = await deps.consents.history(viewer.schoolId, userId);
    return {
      currentVersion: CONSENT_VERSION,
      parentRequired: parentRequired(person),
      consents: CONSENT_PURPOSES.map((purpose) => {
        const open = history.find((h) => h.purpose === purpose && !h.withdrawnAt);
        const last = open ?? history.find((h) => h.purpose === purpose);
        return {
          purpose,
          label: consentPurposes[purpose],
          granted: open !== undefined,
          version: last?.version ?? null,
          givenAt: last?.givenAt ?? null,
          givenByParent: last?.givenByParent ?? null,
          recordedBy: last?.recordedBy ?? null,
          withdrawnAt: open ? null : (last?.withdrawnAt ?? null),
        };
      }),
    };
  }

  return {
    list,

    /**
     * The consents of a sign-up or enrollment form, inside the caller's transaction: each purpose
     * ticked yes is given (by the parent named first on the form for a child under 16), each
     * ticked no withdraws an open consent; a purpose not on the form stays as it was.
     */
    async recordFromForm(
      actor: Viewer | { id: number; schoolId: number },
      userId: number,
      form: FormConsentInput,
    ) {
      const entries = Object.entries(form.consents ?? {}) as [ConsentInput['purpose'], boolean][];
      if (entries.length === 0) return;
      const at = deps.now().toISOString();
      const parent = form.roditelj1;
      const givenByParent =
        consentByParent(form.datumRodjenja, deps.now()) && parent
          ? `${parent.ime} ${parent.prezime}`.trim()
          : null;
      const open = new Set(
        (await deps.consents.history(actor.schoolId, userId))
          .filter((c) => !c.withdrawnAt)
          .map((c) => c.purpose),
      );
      const granted = grantedPurposes(form.consents);
      const withdrawn = entries.filter(([p, yes]) => !yes && open.has(p)).map(([p]) => p);
      for (const purpose of [...granted, ...withdrawn]) {
        await deps.consents.withdraw(actor.schoolId, userId, purpose, form.recordedById, at);
      }
      for (const purpose of granted) {
        await deps.consents.give({
          schoolId: actor.schoolId,
          userId,
          purpose,
          version: CONSENT_VERSION,
          givenByParent,
          recordedById: form.recordedById,
          givenAt: at,
        });
      }
      const subject = { type: 'user' as const, id: userId };
      if (granted.length > 0) await deps.audit.record(actor, 'consent.give', subject, granted);
      if (withdrawn.length > 0) {
        await deps.audit.record(actor, 'consent.withdraw', subject, withdrawn);
      }
    },

    async set(viewer: Viewer, userId: number, input: ConsentInput) {
      const person = await target(viewer, userId, true);
      const at = deps.now().toISOString();
      await deps.transactor.run(async () => {
        if (input.granted) {
          if (parentRequired(person) && !input.parentName) {
            throw badRequest(am.consentParentName, 'validation_error', {
              parentName: am.consentParentName,
            });
          }
          // A new consent replaces an open one (e.g. under a newer text version).
          await deps.consents.withdraw(viewer.schoolId, userId, input.purpose, viewer.id, at);
          await deps.consents.give({
            schoolId: viewer.schoolId,
            userId,
            purpose: input.purpose,
            version: CONSENT_VERSION,
            givenByParent: parentRequired(person) ? input.parentName : null,
            recordedById: viewer.id,
            givenAt: at,
          });
        } else {
          await deps.consents.withdraw(viewer.schoolId, userId, input.purpose, viewer.id, at);
        }
        await deps.audit.record(
          viewer,
          input.granted ? 'consent.give' : 'consent.withdraw',
          { type: 'user', id: userId },
          [input.purpose],
        );
      });
      return {
        success: true as const,
        message: input.granted ? am.consentSaved : am.consentWithdrawn,
        ...(await list(viewer, userId)),
      };
    },
  };
}
