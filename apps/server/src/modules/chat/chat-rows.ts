import type { ChatMessage, ChatPerson } from '@takt/shared/schemas/chat';

/** The key of the direct chat between two people, the same whoever writes first. */
export function directKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export interface MessageRow {
  id: number;
  chatId: number;
  clientId: string;
  body: string | null;
  createdAt: string;
  deletedAt: string | null;
  senderId: number;
  senderIme: string;
  senderPrezime: string;
  replyId: number | null;
  replyBody: string | null;
  replyDeletedAt: string | null;
  replySenderId: number | null;
  replySenderIme: string | null;
  replySenderPrezime: string | null;
}

const person = (id: number, ime: string, prezime: string): ChatPerson => ({ id, ime, prezime });

/** A stored message as the API answers it: a deleted one keeps its place without its text. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    sender: person(row.senderId, row.senderIme, row.senderPrezime),
    body: row.deletedAt ? null : row.body,
    deleted: row.deletedAt !== null,
    replyTo:
      row.replyId === null
        ? null
        : {
            id: row.replyId,
            sender: person(
              row.replySenderId ?? 0,
              row.replySenderIme ?? '',
              row.replySenderPrezime ?? '',
            ),
            body: row.replyDeletedAt ? null : row.replyBody,
          },
    clientId: row.clientId,
    createdAt: row.createdAt,
  };
}
