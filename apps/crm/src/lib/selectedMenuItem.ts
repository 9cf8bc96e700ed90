import { paths } from '../config/paths';

/** The localStorage key of the landing-menu choice (spec section 3: browser storage). */
export const SELECTED_MENU_ITEM_KEY = 'selectedMenuItem';

export interface MenuSelection {
  section: string;
  item: string;
}

/** Keeps the landing-page menu choice so the post-login redirect can honour it. */
export function storeMenuSelection(selection: MenuSelection): void {
  try {
    localStorage.setItem(SELECTED_MENU_ITEM_KEY, JSON.stringify(selection));
  } catch {
    // Storage can be full or disabled; the choice then just does not survive the login.
  }
}

export function readMenuSelection(): MenuSelection | null {
  try {
    const raw = localStorage.getItem(SELECTED_MENU_ITEM_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as MenuSelection).section === 'string' &&
      typeof (value as MenuSelection).item === 'string'
    ) {
      return value as MenuSelection;
    }
    return null;
  } catch {
    return null;
  }
}

export function clearMenuSelection(): void {
  try {
    localStorage.removeItem(SELECTED_MENU_ITEM_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * Where a menu choice leads a signed-in user (spec section 2 and 4): three Products items have their
 * own screen, everything else (and no choice at all) goes to the dashboard.
 */
export function menuSelectionTarget(selection: MenuSelection | null): string {
  if (selection?.section === 'Products') {
    if (selection.item === 'Contact Management') return paths.contacts;
    if (selection.item === 'Email Campaigns') return paths.campaigns;
    if (selection.item === 'Analytics') return paths.analytics;
  }
  return paths.dashboard;
}
