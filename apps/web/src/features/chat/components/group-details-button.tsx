import { Link } from 'react-router';
import { useChatSummary } from '../api/chat-list.ts';

/** The top bar's group-details button, shown while a group chat is open. */
export function GroupDetailsButton({ chatId }: { chatId: number }) {
  const { data } = useChatSummary(chatId);
  if (data?.kind !== 'group') return null;
  return (
    <Link
      to={`/chat/${chatId}/grupa`}
      className="icon-button"
      aria-label="Detalji grupe"
      title="Detalji grupe"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm-8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm0 2c-2.3 0-7 1.2-7 3.5V19h14v-2.5C15 14.2 10.3 13 8 13zm8 0c-.3 0-.6 0-1 .1 1.2.8 2 2 2 3.4V19h6v-2.5c0-2.3-4.7-3.5-7-3.5z"
          fill="currentColor"
        />
      </svg>
    </Link>
  );
}
