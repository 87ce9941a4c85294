import type { ChatMessage } from '@takt/shared/schemas/chat';
import { splitLinks } from '../message-text.ts';
import { timeOf } from '../day-label.ts';

interface MessageItemProps {
  message: ChatMessage;
  own: boolean;
  showSender: boolean;
  onReply: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
}

/** Plain text only: React writes it as text, links are built from parts, never from HTML. */
function MessageBody({ body }: { body: string }) {
  return (
    <p className="chat-bubble-text">
      {splitLinks(body).map((part, i) =>
        'href' in part ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

export function MessageItem({ message, own, showSender, onReply, onDelete }: MessageItemProps) {
  const sender = `${message.sender.ime} ${message.sender.prezime}`;
  return (
    <li className={`chat-message${own ? ' is-own' : ''}`} data-message-id={message.id}>
      <div className="chat-bubble">
        {showSender && !own && <p className="chat-bubble-sender">{sender}</p>}
        {message.replyTo && (
          <blockquote className="chat-reply-quote">
            <span className="chat-bubble-sender">{`${message.replyTo.sender.ime} ${message.replyTo.sender.prezime}`}</span>
            <span>{message.replyTo.body ?? 'Poruka je obrisana'}</span>
          </blockquote>
        )}
        {message.deleted ? (
          <p className="chat-bubble-text chat-deleted">Poruka je obrisana</p>
        ) : (
          <MessageBody body={message.body ?? ''} />
        )}
        <p className="chat-bubble-meta">
          <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
          {!message.deleted && (
            <>
              <button
                type="button"
                className="link-button"
                onClick={() => onReply(message)}
                aria-label={`Odgovori na poruku: ${sender}`}
              >
                Odgovori
              </button>
              {own && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onDelete(message)}
                  aria-label="Obriši poruku"
                >
                  Obriši
                </button>
              )}
            </>
          )}
        </p>
      </div>
    </li>
  );
}
