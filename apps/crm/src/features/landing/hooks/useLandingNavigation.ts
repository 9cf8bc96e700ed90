import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { menuSelectionTarget, storeMenuSelection } from '../../../lib/selectedMenuItem';
import {
  INDUSTRY_NAVIGATION_DELAY_MS,
  SELECTED_INDUSTRY_KEY,
  type Industry,
} from '../components/landingMenus';

/** The landing page's navigation rules (spec section 2), given whether someone is signed in. */
export function useLandingNavigation(isAuthenticated: boolean) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const getStarted = useCallback(
    () => navigate(isAuthenticated ? paths.dashboard : paths.register),
    [isAuthenticated, navigate],
  );

  const logIn = useCallback(() => navigate(paths.login), [navigate]);

  const chooseMenuItem = useCallback(
    (section: string, item: string) => {
      storeMenuSelection({ section, item });
      navigate(isAuthenticated ? menuSelectionTarget({ section, item }) : paths.login);
    },
    [isAuthenticated, navigate],
  );

  const chooseIndustry = useCallback(
    (industry: Industry) => {
      try {
        localStorage.setItem(SELECTED_INDUSTRY_KEY, industry);
      } catch {
        // The choice is a nicety; navigation goes ahead without it.
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(getStarted, INDUSTRY_NAVIGATION_DELAY_MS);
    },
    [getStarted],
  );

  return { getStarted, logIn, chooseMenuItem, chooseIndustry };
}
