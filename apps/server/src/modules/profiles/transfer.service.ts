import { accountMessages as m } from '@takt/shared/account-messages';
import type { Transactor } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { EventBus } from '../../lib/event-bus.ts';
import type { Caller } from '../users/user.service.ts';
import type { ProfileEditorRepository } from './profile-editor.repository.ts';
import type { TransferRepository } from './transfer.repository.ts';
import './transfer.events.ts';

export type TransferService = ReturnType<typeof createTransferService>;

/**
 * Moving a student to another school of the installation: the sending school's admin asks, the
 * receiving school's admin accepts or declines. One side alone can never move a person (and with
 * them their data) into a school, nor pull one out of another.
 */
export function createTransferService(deps: {
  transfers: TransferRepository;
  editor: ProfileEditorRepository;
  transactor: Transactor;
  events: EventBus;
  now: () => Date;
}) {
  const { transfers, now } = deps;
  return {
    async request(admin: Caller, studentId: number, toSchoolId: number) {
      if (await transfers.pendingFor(admin.schoolId, studentId)) {
        throw conflict(m.transferPending, 'transfer_pending');
      }
      await transfers.insert({
        studentId,
        fromSchoolId: admin.schoolId,
        toSchoolId,
        requestedBy: admin.id,
        at: now().toISOString(),
      });
      return m.transferRequested;
    },

    async list(admin: Caller, page: { limit: number; cursorId?: number }) {
      const { items, nextCursor } = toPage(
        await transfers.listPending(admin.schoolId, page),
        page.limit,
      );
      return { transfers: items, nextCursor };
    },

    async decide(admin: Caller, id: number, accept: boolean) {
      return deps.transactor.run(async () => {
        const transfer = await transfers.findIncoming(admin.schoolId, id);
        if (!transfer) throw notFound(m.transferNotFound);
        const at = now().toISOString();
        if (
          !(await transfers.decide(
            admin.schoolId,
            id,
            accept ? 'accepted' : 'declined',
            admin.id,
            at,
          ))
        ) {
          throw conflict(m.requestAlreadyReviewed, 'already_reviewed');
        }
        if (accept) {
          const moved = await deps.editor.moveStudent(
            transfer.fromSchool.id,
            transfer.studentId,
            admin.schoolId,
            at,
          );
          if (!moved) throw notFound(m.userNotFound);
          deps.events.publish('user.changed', {
            userId: transfer.studentId,
            schoolId: admin.schoolId,
          });
          deps.events.publish('user.transferred', {
            userId: transfer.studentId,
            fromSchoolId: transfer.fromSchool.id,
            toSchoolId: admin.schoolId,
          });
        }
        return { success: true as const, message: accept ? m.transferDone : m.transferDeclined };
      });
    },
  };
}
