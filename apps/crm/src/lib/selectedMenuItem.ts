import * as v from 'valibot';
import { paths } from '../config/paths';

/** The localStorage key of the landing-menu choice (spec section 3: browser storage). */
export const SELECTED_MENU_ITEM_KEY = 'selectedMenuItem';

/**
 * `{ section, item }` as stored under `selectedMenuItem`. The app's own browser state, not part of
 * the API contract: only the landing page writes it and only the post-login redirect reads it.
 */
export const MenuSelectionSchema = v.object({ section: v.string(), item: v.string() });
export type MenuSelection = v.InferOutput<typeof MenuSelectionSchema>;

/** Keeps the landing-page menu choice so the post-login redirect can honour it. */
export function storeMenuSelection(selection: MenuSelection): void {
  try {
    localStorage.setItem(SELECTED_MENU_ITEM_KEY, JSON.stringify(selection));
  } catch {
    // Storage can be full or disabled; the choice then just does not survive the login.
  }
}

/**
 * Reads a stored value; anything that is not JSON of that shape reads as no selection, so a
 * tampered or stale value can never break the login redirect.
 */
export function parseMenuSelection(raw: string | null | undefined): MenuSelection | null {
  if (!raw) return null;
  try {
    const result = v.safeParse(MenuSelectionSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export function readMenuSelection(): MenuSelection | null {
  try {
    return parseMenuSelection(localStorage.getItem(SELECTED_MENU_ITEM_KEY));
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
