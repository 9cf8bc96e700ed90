import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  clearMenuSelection,
  menuSelectionTarget,
  readMenuSelection,
} from '../../../lib/selectedMenuItem';

/** Spec section 9: the delay before the post-login redirect. */
export const POST_LOGIN_REDIRECT_MS = 500;

/**
 * After a login: wait 500 ms, then go where the stored landing-menu choice points (or the
 * dashboard), and forget the choice (spec section 4).
 */
export function usePostLoginRedirect() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const target = menuSelectionTarget(readMenuSelection());
      clearMenuSelection();
      navigate(target, { replace: true });
    }, POST_LOGIN_REDIRECT_MS);
  }, [navigate]);
}
