import type { Locator, Page } from '@playwright/test';

/**
 * Drags `scroller`'s scrollbar thumb with the mouse, as a user does, from where it rests at the top
 * to `fraction` of its track, in `steps` moves. Needs Chromium launched with its scrollbars shown
 * (headless hides them). Linux's scrollbar has an arrow button as tall as the bar is wide at each
 * end of its track, and its thumb is at least about as long as the bar is wide. Says how wide the
 * bar was (0: nothing to drag), where the list was before, and where it went (0 to 1).
 */
export async function dragScrollbarThumb(
  page: Page,
  scroller: Locator,
  fraction: number,
  steps = 20,
): Promise<{ barWidth: number; startTop: number; moved: number }> {
  const box = (await scroller.boundingBox())!;
  const bar = await scroller.evaluate((element: HTMLElement) => ({
    width: element.offsetWidth - element.clientWidth,
    height: element.clientHeight,
    top: element.scrollTop,
  }));
  const x = box.x + box.width - bar.width / 2;
  const track = bar.height - 2 * bar.width;
  const grab = box.y + bar.width + 4;
  await page.mouse.move(x, grab);
  await page.mouse.down();
  await page.mouse.move(x, grab + (track - bar.width) * fraction, { steps });
  await page.mouse.up();
  const moved = await scroller.evaluate(
    (element) => element.scrollTop / (element.scrollHeight - element.clientHeight),
  );
  return { barWidth: bar.width, startTop: bar.top, moved };
}
