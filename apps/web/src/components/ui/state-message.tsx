import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A success message passed in navigation state ({ message }), shown once: it is dropped from
 * history right away, so a reload or going back does not show it again.
 */
export function StateMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as Record<string, unknown> | null;
  const incoming = typeof state?.message === 'string' ? state.message : null;
  const [message, setMessage] = useState<string | null>(incoming);
  if (incoming && incoming !== message) setMessage(incoming);

  useEffect(() => {
    if (!incoming) return;
    const { message: _message, ...rest } = state ?? {};
    navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: Object.keys(rest).length ? rest : null,
    });
  }, [incoming, state, navigate, location.pathname, location.search, location.hash]);

  if (!message) return null;
  return (
    <p className="alert alert-success" role="status">
      {message}
    </p>
  );
}
