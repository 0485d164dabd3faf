/** Sends the reader to another URL: a 302 from the server render, a replacing navigation in the browser. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useRenderOutcome } from '../../app/ssrStatus.js';

/** Redirects to `to` (a path with query). */
export function Redirect({ to }: { to: string }) {
  const outcome = useRenderOutcome();
  outcome.redirect = to;
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
