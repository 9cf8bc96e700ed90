import * as v from 'valibot';

/** Local-storage key of the landing-page menu choice that steers the post-login redirect. */
export const SELECTED_MENU_ITEM_STORAGE_KEY = 'selectedMenuItem';

/** `{ section, item }` as stored under `selectedMenuItem` (spec section 3). */
export const SelectedMenuItemSchema = v.object({
  section: v.string(),
  item: v.string(),
});
export type SelectedMenuItem = v.InferOutput<typeof SelectedMenuItemSchema>;

/**
 * Reads a stored `selectedMenuItem` value; anything that is not valid JSON of that shape reads as
 * no selection, so a tampered or stale value can never break the login redirect.
 */
export function parseSelectedMenuItem(raw: string | null | undefined): SelectedMenuItem | null {
  if (!raw) return null;
  try {
    const result = v.safeParse(SelectedMenuItemSchema, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
