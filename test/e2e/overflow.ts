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

/**
 * Texts the layout cuts off: a text partly inside and partly outside a box that hides its overflow
 * (an ellipsis, a line clamp, a clipped button). Scrolling rows (overflow auto) are meant to
 * scroll, a text wholly outside is a slide or a tile out of view, and screen-reader-only texts
 * are hidden on purpose, so none of those counts.
 */
export function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const cut = new Set<string>();
    const range = document.createRange();
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
      if (element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden') continue;
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ');
        if (!text) continue;
        range.selectNodeContents(node);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        const inside = (rect: DOMRect) =>
          rect.left >= box.left - 1 &&
          rect.right <= box.right + 1 &&
          rect.top >= box.top - 1 &&
          rect.bottom <= box.bottom + 1;
        const overlaps = (rect: DOMRect) =>
          rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom;
        if (rects.some(overlaps) && !rects.every(inside)) cut.add(text);
      }
    }
    return [...cut];
  });
}
