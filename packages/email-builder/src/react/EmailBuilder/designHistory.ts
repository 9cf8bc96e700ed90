import type { Design } from '../../core/schema';

/** Undo and redo over designs: past and future stacks around the present. */
export interface DesignHistory {
  past: Design[];
  present: Design;
  future: Design[];
  /** What the last change edited; a following change with the same key joins it in one undo step. */
  lastKey?: string;
}

export type DesignHistoryAction =
  | { type: 'change'; design: Design; coalesceKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Ends the current undo step: the next change starts a new one, whatever its key. */
  | { type: 'checkpoint' }
  | { type: 'reset'; design: Design };

/** How many steps back undo can go. */
export const HISTORY_LIMIT = 100;

export const initialHistory = (design: Design): DesignHistory => ({
  past: [],
  present: design,
  future: [],
});

/**
 * Typing into one field is one undo step, not one per keystroke: consecutive changes with the same
 * coalesce key replace the present instead of pushing it.
 */
export function designHistoryReducer(
  state: DesignHistory,
  action: DesignHistoryAction,
): DesignHistory {
  switch (action.type) {
    case 'change': {
      if (action.design === state.present) return state;
      if (action.coalesceKey && action.coalesceKey === state.lastKey) {
        return { ...state, present: action.design, future: [] };
      }
      return {
        past: [...state.past, state.present].slice(-HISTORY_LIMIT),
        present: action.design,
        future: [],
        lastKey: action.coalesceKey,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future };
    }
    case 'checkpoint':
      return state.lastKey === undefined ? state : { ...state, lastKey: undefined };
    case 'reset':
      return initialHistory(action.design);
  }
}
