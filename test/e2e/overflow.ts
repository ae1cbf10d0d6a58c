import type { Page } from 'playwright-core';

/** What sticks out past the right edge of the screen, unless an ancestor clips it (the innermost few). */
export function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' && at.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const sticking = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > width + 1 && !clipped(element);
    });
    // The innermost ones say what to fix; their ancestors only stick out because of them.
    const out = sticking
      .filter((element) => !sticking.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => {
        const label = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`;
        return `${label} right=${Math.round(element.getBoundingClientRect().right)}`;
      });
    return { width, scrollWidth: document.documentElement.scrollWidth, out };
  });
}

/** A whole screen as the phone shows it from the top: no focus ring, no sticky bar caught mid-page. */
export async function phoneScreenshot(page: Page, path: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path, fullPage: true });
}
