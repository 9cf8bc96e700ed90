// Visual regression: every story tagged `visual` is compared, in light and dark, with the baseline
// committed in `__screenshots__/` beside its stories file. Accept new baselines with
// `npm run test:visual:update`.
import { afterEach, beforeEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { setInteractionModality } from 'react-aria-components';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { themeClassNames, type ResolvedTheme } from '@crm/ui';
// The queue behind @crm/ui's `toast()` (the same module the stories load through '@crm/ui').
import { toastQueue } from '../packages/ui/src/components/Toast/Toast';
import { takeFormProblems } from './nativeSubmissions';
import { unhandledRequests } from './unhandledRequests';

// Screenshots must not depend on timing (no transitions, animations or blinking caret), and must
// take in the whole viewport so that fixed overlays (dialogs, toasts, popovers) are captured.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; }
  html, body { min-height: 100vh; }`;
freeze.id = 'story-freeze';
// Once per page: story files may share one.
if (!document.getElementById(freeze.id)) document.head.append(freeze);

// A play's `within(x).findBy…` waited testing-library's default 1 s, which a loaded CI machine
// overran while a screen's rows were still on their way (WorkflowsScreen On Phone). Wait as long as
// `LOAD_TIMEOUT`-style queries do before calling an element missing.
configure({ asyncUtilTimeout: 10_000 });

function applyTheme(theme: ResolvedTheme) {
  const root = document.documentElement;
  root.classList.remove(themeClassNames.light, themeClassNames.dark);
  root.classList.add(themeClassNames[theme]);
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

// Hover must never decide a baseline. Plays hover through user-event's synthetic pointer, which the
// real one never follows, so announce a pointer over the body (react-aria ends a hover on any
// pointerover outside the element), and park the real pointer in the bottom-right corner, which no
// story reaches, so Chromium's own pointer events after a layout change cannot hover anything.
async function parkPointer() {
  await userEvent.unhover(document.body, {
    position: { x: document.documentElement.clientWidth - 2, y: window.innerHeight - 2 },
  });
  document.body.dispatchEvent(
    new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }),
  );
}

// Whether a focused field shows its focus ring is react-aria's page-wide guess at the last input
// (pointer, keyboard, or none before the focus): a story's last click was still pending when the
// next story's dialog focused its first field, so that field's ring depended on the story before
// (and a story run alone with `-t` differed from the same story run with its file). Every story
// starts as a fresh page does: a focus consumes any pending event, then the pointer is the input.
function resetFocusModality() {
  const probe = document.createElement('button');
  probe.style.position = 'fixed';
  document.body.append(probe);
  probe.focus();
  probe.blur();
  probe.remove();
  setInteractionModality('pointer');
}

// Under load a light shot caught pixels the story before had left where nothing painted again (a
// 1 px line in ScrollArea Horizontal, in DatePicker With Action And Error; never in a dark shot,
// which follows a change of theme). A change of theme before each story paints the whole page
// again, so it starts as clean as a fresh page; the story's own first paint stays as it was.
async function repaintWholePage() {
  applyTheme('dark');
  await nextFrame();
  applyTheme('light');
  await nextFrame();
}

// react-aria announces a pending button by pointing its live region at the button's label for 7 s:
// the next story's axe found that pointer aimed at a button no longer there (role-img-alt).
// Announcements are the story's own, like its toasts.
function clearAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

beforeEach(async () => {
  clearAnnouncements();
  resetFocusModality();
  await parkPointer();
  await repaintWholePage();
});

// A toast closes itself after 5 s, so whether a screenshot shows it depended on how fast the play
// and axe ran (a loaded CI machine missed a story's error toast). In stories a toast stays until it
// is dismissed, unless the story tests that closing (`parameters: { toasts: 'close-on-timeout' }`).
// This file runs again for each story file, and files may share one page: the queue is wrapped
// once per page, and the story it asks about is the page's current one.
const held = globalThis as { currentStory?: () => ComposedStoryFn | undefined; toastsHeld?: true };
beforeEach((context) => {
  held.currentStory = () => (context as unknown as { story?: ComposedStoryFn }).story;
});
// A held toast is the story's own: it must not outlive it and cover the next story's page (a
// phone-width toast from one story hid a button the next story pressed).
beforeEach(() => {
  toastQueue.clear();
});
if (!held.toastsHeld) {
  held.toastsHeld = true;
  const addToast = toastQueue.add.bind(toastQueue);
  toastQueue.add = (content, options = {}) => {
    const closes = held.currentStory?.()?.parameters?.toasts === 'close-on-timeout';
    return addToast(content, closes ? options : { ...options, timeout: undefined });
  };
}

// A story's uploads end with it. Story files share one page, and an import a story left waiting
// (its answer held back to show progress) failed minutes later, in another file: its error toast
// was shot in that file's stories. An upload still open when the next story starts is dropped
// without a word (its handlers cleared first, so the abort reaches nobody).
const uploads = globalThis as { storyUploads?: Set<XMLHttpRequest> };
if (!uploads.storyUploads) {
  const open = (uploads.storyUploads = new Set());
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    open.add(this);
    this.addEventListener('loadend', () => open.delete(this));
    send.call(this, body);
  };
}
beforeEach(() => {
  for (const request of uploads.storyUploads ?? []) {
    request.onload = request.onerror = request.onabort = request.onloadend = null;
    request.upload.onprogress = null;
    request.abort();
  }
  uploads.storyUploads?.clear();
});

// msw's 'error' strategy only makes the fetch fail, which a screen may shrug off (an error state
// that the play does not look at): fail the story itself.
beforeEach(() => {
  unhandledRequests.length = 0;
});
afterEach(() => {
  const missed = unhandledRequests.splice(0);
  if (missed.length > 0) {
    throw new Error(`No MSW handler answered: ${[...new Set(missed)].join(', ')}`);
  }
});

// A form submission that no handler prevents reloads the app and loses the user's work; a play
// that lets one through (or leaves a form inside a form, which caused one) fails its story.
beforeEach(() => {
  takeFormProblems();
});
afterEach(() => {
  const problems = takeFormProblems();
  if (problems.length > 0) throw new Error(`Form submission: ${[...new Set(problems)].join('; ')}`);
});

// A play's click scrolls its target into view only when it is not already in view, which depends on
// layout timing: shoot every story from the top so the scroll position never decides a baseline.
function resetScroll() {
  window.scrollTo(0, 0);
  for (const element of document.querySelectorAll('*')) {
    if (element.scrollTop || element.scrollLeft) element.scrollTo(0, 0);
  }
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryFn }).story;
  if (!story?.tags.includes('visual') || context.task.result?.state === 'fail') return;
  await parkPointer();
  resetScroll();
  await document.fonts.ready;
  // Parking the pointer ends hovers, and the end of a press or hover is a React update that lands
  // in a later task: under load the light shot was taken before it and the dark one after (a
  // button's hover or focus ring differed in dark alone). Let it land before either shot.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await nextFrame();
  await nextFrame();
  const name = story.id;
  // A story whose text rasterises a few pixels differently under load may allow that many, by name.
  const allowed = (story.parameters?.screenshot as { allowedMismatchedPixelRatio?: number })
    ?.allowedMismatchedPixelRatio;
  const options = allowed
    ? { comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: allowed } }
    : undefined;
  for (const theme of ['light', 'dark'] as const) {
    applyTheme(theme);
    await nextFrame();
    await nextFrame();
    const shoot = () =>
      expect
        .element(page.elementLocator(document.body))
        .toMatchScreenshot(`${name}-${theme}`, options);
    // A loaded machine once shot a story with no play (Button Ghost) a few pixels off: a frame
    // caught mid-paint. Look again after a pause; a real change differs both times.
    await shoot().catch(async (error: unknown) => {
      // Only a mismatch is looked at again: a missing baseline must fail, not be written and pass.
      if (!String(error).includes('does not match the stored reference')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await nextFrame();
      await nextFrame();
      await shoot();
    });
  }
  applyTheme('light');
});
