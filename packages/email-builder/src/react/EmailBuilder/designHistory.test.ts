import { describe, expect, it } from 'vitest';
import { defaultDesign } from '../../core/defaults';
import type { Design } from '../../core/schema';
import { designHistoryReducer, HISTORY_LIMIT, initialHistory } from './designHistory';

const withWidth = (contentWidth: string): Design => ({
  ...defaultDesign,
  style: { ...defaultDesign.style, contentWidth },
});

describe('designHistoryReducer', () => {
  it('undoes and redoes changes in order', () => {
    const a = withWidth('500px');
    const b = withWidth('700px');
    let state = initialHistory(defaultDesign);
    state = designHistoryReducer(state, { type: 'change', design: a });
    state = designHistoryReducer(state, { type: 'change', design: b });
    state = designHistoryReducer(state, { type: 'undo' });
    expect(state.present).toBe(a);
    state = designHistoryReducer(state, { type: 'undo' });
    expect(state.present).toBe(defaultDesign);
    expect(designHistoryReducer(state, { type: 'undo' })).toBe(state);
    state = designHistoryReducer(state, { type: 'redo' });
    state = designHistoryReducer(state, { type: 'redo' });
    expect(state.present).toBe(b);
    expect(designHistoryReducer(state, { type: 'redo' })).toBe(state);
  });

  it('drops the redo stack on a new change', () => {
    let state = initialHistory(defaultDesign);
    state = designHistoryReducer(state, { type: 'change', design: withWidth('500px') });
    state = designHistoryReducer(state, { type: 'undo' });
    state = designHistoryReducer(state, { type: 'change', design: withWidth('800px') });
    expect(state.future).toEqual([]);
  });

  it('joins consecutive edits of one field into one undo step', () => {
    let state = initialHistory(defaultDesign);
    for (const width of ['5', '50', '500px']) {
      state = designHistoryReducer(state, {
        type: 'change',
        design: withWidth(width),
        coalesceKey: 'style.contentWidth',
      });
    }
    expect(state.past).toHaveLength(1);
    state = designHistoryReducer(state, {
      type: 'change',
      design: withWidth('600px'),
      coalesceKey: 'style.backgroundColor',
    });
    expect(state.past).toHaveLength(2);
    state = designHistoryReducer(state, { type: 'undo' });
    state = designHistoryReducer(state, { type: 'undo' });
    expect(state.present).toBe(defaultDesign);
  });

  it('starts a new step for the same field after an undo', () => {
    let state = initialHistory(defaultDesign);
    state = designHistoryReducer(state, {
      type: 'change',
      design: withWidth('500px'),
      coalesceKey: 'k',
    });
    state = designHistoryReducer(state, { type: 'undo' });
    state = designHistoryReducer(state, {
      type: 'change',
      design: withWidth('700px'),
      coalesceKey: 'k',
    });
    expect(state.past).toEqual([defaultDesign]);
  });

  it('starts a new step for the same field after a checkpoint (a new selection)', () => {
    let state = initialHistory(defaultDesign);
    const typed = (design: Design) =>
      designHistoryReducer(state, { type: 'change', design, coalesceKey: 'header-1.content' });
    state = typed(withWidth('500px'));
    expect(designHistoryReducer(state, { type: 'checkpoint' }).lastKey).toBeUndefined();
    state = designHistoryReducer(state, { type: 'checkpoint' });
    expect(designHistoryReducer(state, { type: 'checkpoint' })).toBe(state);
    state = typed(withWidth('700px'));
    expect(state.past).toEqual([defaultDesign, withWidth('500px')]);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let state = initialHistory(defaultDesign);
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) {
      state = designHistoryReducer(state, { type: 'change', design: withWidth(`${i}px`) });
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it('resets to a new design with no history', () => {
    let state = designHistoryReducer(initialHistory(defaultDesign), {
      type: 'change',
      design: withWidth('500px'),
    });
    state = designHistoryReducer(state, { type: 'reset', design: defaultDesign });
    expect(state).toEqual(initialHistory(defaultDesign));
  });
});
