import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** The query parameter that opens the page's editor: `/{ouid}/my-profile?edit`. */
export const EDIT_PARAM = 'edit';

/** Set on the history entry the Edit button pushes: leaving the editor then goes back to it. */
interface EditEntryState {
  openedFromView?: boolean;
}

/**
 * The editor is part of the URL, so the browser's Back button leaves it for the profile view,
 * and leaving it (Cancel, Save) goes back rather than stacking another entry.
 */
export function useEditMode() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedFromView = (location.state as EditEntryState | null)?.openedFromView === true;

  const startEditing = useCallback(() => {
    const state: EditEntryState = { openedFromView: true };
    navigate({ search: `?${EDIT_PARAM}` }, { state });
  }, [navigate]);

  const stopEditing = useCallback(() => {
    if (openedFromView) navigate(-1);
    else navigate({ search: '' }, { replace: true });
  }, [navigate, openedFromView]);

  return { editing: params.has(EDIT_PARAM), startEditing, stopEditing };
}
