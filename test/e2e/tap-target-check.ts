import type { Page } from 'playwright-core';

// At 390 × 844, each visible, enabled control a finger is meant to hit (button, link, input,
// select, textarea, anything with a button-like role) is at least 44 × 44 px, and no select or
// file picker is left in the browser's own look.
//
// What counts as the target is what a tap lands on:
// - a checkbox or radio drawn by its label (the chip filters hide the box itself) is measured by
//   that label, which is what takes the tap;
// - a card's title link whose ::after covers the card is measured by the card;
// - a link inside a sentence (a paragraph with other words around it) is left out: enlarging it
//   would break the line of text, and WCAG 2.5.8 exempts such inline targets.
const MIN = 44;

/** The controls on the page as it is now that are too small to tap, or left in the browser's own look. */
export function tapTargetOffenders(page: Page) {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="menuitem"], [role="link"], [role="switch"], summary',
    );
    const shown = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[hidden]')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const hiddenBox = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return getComputedStyle(element).opacity === '0' || box.width <= 1 || box.height <= 1;
    };
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    /** What a tap on this control lands on. */
    const target = (element: HTMLElement): HTMLElement | null => {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        const label = element.labels?.[0] ?? null;
        if (label) return label;
      }
      if (element.tagName === 'A' && getComputedStyle(element, '::after').position === 'absolute') {
        return (element.offsetParent as HTMLElement | null) ?? element;
      }
      return element;
    };
    const describe = (element: HTMLElement) => {
      const name =
        element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30) ?? element.id ?? '';
      const classes =
        typeof element.className === 'string' && element.className ? `.${element.className.split(' ').join('.')}` : '';
      return `${element.tagName.toLowerCase()}${classes} "${name}"`;
    };
    const small: string[] = [];
    const unstyled: string[] = [];
    for (const control of controls) {
      if ((control as HTMLButtonElement).disabled) continue;
      const measured = target(control);
      if (!measured || !shown(measured)) continue;
      if (measured === control && hiddenBox(control)) continue;
      if (inSentence(control)) continue;
      const box = measured.getBoundingClientRect();
      if (box.width < min - 0.5 || box.height < min - 0.5)
        small.push(`${describe(control)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      if (control instanceof HTMLSelectElement && getComputedStyle(control).appearance !== 'none')
        unstyled.push(`${describe(control)} appearance=${getComputedStyle(control).appearance}`);
      if (
        control instanceof HTMLInputElement &&
        control.type === 'file' &&
        getComputedStyle(control, '::file-selector-button').appearance !== 'none'
      )
        unstyled.push(`${describe(control)} has the browser's own file button`);
    }
    return { small: [...new Set(small)], unstyled };
  }, MIN);
}
