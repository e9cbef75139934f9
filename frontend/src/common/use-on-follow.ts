import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

interface FollowEvent {
  preventDefault: () => void;
  detail: { href?: string; external?: boolean };
}

/**
 * Turns Cloudscape link events into client-side navigation (plain clicks only; modifiers open
 * tabs), with an optional history state for the navigation.
 */
export function useOnFollow(state?: unknown): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: FollowEvent) => {
      const { href, external } = event.detail;
      if (!href || external) return;
      event.preventDefault();
      navigate(href, { state });
    },
    [navigate, state],
  );
}
