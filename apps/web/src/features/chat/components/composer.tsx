import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ChatMessage } from '@takt/shared/schemas/chat';
import { CHAT_MESSAGE_MAX } from '@takt/shared/schemas/chat';
import { isApiError } from '../../../lib/api-client.ts';
import { newClientId, sendTyping, useSendMessage } from '../api/chat-messages.ts';

interface ComposerProps {
  target: { chatId: number } | { userId: number };
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  onSent: (message: ChatMessage) => void;
  disabled: boolean;
  /** Direct chats tell the other person that one is typing. */
  typingChatId: number | null;
}

const TYPING_EVERY_MS = 3000;

/** The message box: Enter sends, Shift+Enter breaks the line; a failed send keeps its id. */
export function Composer({
  target,
  replyTo,
  onCancelReply,
  onSent,
  disabled,
  typingChatId,
}: ComposerProps) {
  const [body, setBody] = useState('');
  const clientId = useRef(newClientId());
  const lastTyping = useRef(0);
  const send = useSendMessage(target);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const text = body.trim();
    if (!text || send.isPending) return;
    send.mutate(
      { body: text, clientId: clientId.current, ...(replyTo ? { replyToId: replyTo.id } : {}) },
      {
        onSuccess: ({ message }) => {
          setBody('');
          clientId.current = newClientId();
          onSent(message);
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  }

  function onChange(value: string) {
    setBody(value);
    if (typingChatId !== null && Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      sendTyping(typingChatId);
    }
  }

  return (
    <form className="chat-composer" onSubmit={submit}>
      {replyTo && (
        <div className="chat-reply-preview">
          <span>{`Odgovor na: ${replyTo.body ?? ''}`}</span>
          <button type="button" className="link-button" onClick={onCancelReply}>
            Odustani
          </button>
        </div>
      )}
      {send.isError && (
        <p className="alert alert-error" role="alert">
          {isApiError(send.error)
            ? send.error.message
            : 'Došlo je do greške pri slanju poruke. Molimo pokušajte ponovno.'}
        </p>
      )}
      <div className="chat-composer-row">
        <label htmlFor="chat-message-input" className="visually-hidden">
          Poruka
        </label>
        <textarea
          id="chat-message-input"
          rows={1}
          value={body}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={disabled ? 'Razgovor je samo za čitanje' : 'Napišite poruku…'}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button"
          disabled={disabled || send.isPending || !body.trim()}
        >
          Pošalji
        </button>
      </div>
    </form>
  );
}
