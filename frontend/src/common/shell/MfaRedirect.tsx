import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { onMfaRequired } from '../../api/mfa-required-signal';
import { LEAVE_WITHOUT_ASKING } from '../leave-without-asking';
import { mfaSetupPath } from '../redirect';
import { mustSetUpMfa } from '../../session/mfa-due';
import { useSignedInSession } from '../../session/session-context';
import { useActiveUnitContext } from './active-unit-context';

/**
 * Sends a user who must have TOTP and has none to its set-up, then back here: when the token says
 * one of the user's units requires it, when the active unit's core config in force does, or when
 * the API refuses a call for that reason.
 */
export function MfaRedirect() {
  const session = useSignedInSession();
  const { core } = useActiveUnitContext();
  const { pathname, search } = useLocation();
  const [refused, setRefused] = useState(false);
  useEffect(() => onMfaRequired(() => setRefused(true)), []);
  // A token that says TOTP is on is not sent round again: the refusal then shows where it happened.
  const due = mustSetUpMfa(session, refused || core?.requireMfa === true);
  if (!due) return null;
  // Whatever a form held could not have been saved.
  return <Navigate to={mfaSetupPath(pathname + search)} replace state={LEAVE_WITHOUT_ASKING} />;
}
