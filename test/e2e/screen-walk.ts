import type { Page } from 'playwright-core';

// Walking every screen of the app as the person who would see it: the screen list's shape and
// the steps that open a screen and wait for it, shared by the checks that walk them.

export interface Screen<Who extends string> {
  name: string;
  who: Who;
  /** Where the screen is; `:game`, `:community`… stand for those ids. */
  path: string;
  /** After the screen has loaded: open what the check is about (a dialog, a menu). */
  open?: (page: Page) => Promise<void>;
}

export const click = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};
export const dialog = (name?: string | RegExp) => async (page: Page) => {
  await page
    .getByRole('dialog', name ? { name } : {})
    .first()
    .waitFor();
};
export const clickThenDialog = (button: string | RegExp, title?: string | RegExp) => async (page: Page) => {
  await click(button)(page);
  await dialog(title)(page);
};

/** The screen has drawn: a heading or a dialog, and nothing left saying Loading. */
export async function settled(page: Page) {
  await page.locator('main h1, main h2, [role="dialog"]').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('main .loading, main [aria-busy="true"], main .skeleton-line'),
    undefined,
    { timeout: 15_000 },
  );
}

/** Goes to the screen with its ids filled in, waits for it, and opens what it is about. */
export async function visit<Who extends string>(page: Page, screen: Screen<Who>, ids: object) {
  const named = ids as Record<string, string>;
  await page.goto(screen.path.replace(/:(\w+)/g, (_, key: string) => named[key]));
  await settled(page);
  await screen.open?.(page);
}
