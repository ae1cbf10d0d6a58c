import type { Page } from 'playwright-core';

// What the Hindi walk counts as English left on a screen: visible text (and the labels a screen
// reader reads) with Latin words, once user content, brands, addresses and units are taken out.

/** Names and short forms that stay as written in Hindi too. */
const KEPT_AS_WRITTEN = new Set([
  ...['Yaktiv', 'YAKTIV', 'Razorpay', 'UPI', 'Google', 'Maps', 'WhatsApp', 'Instagram', 'Facebook', 'Apple', 'YouTube'],
  // The map's own credits.
  ...['Leaflet', 'OpenStreetMap', 'contributors', 'CARTO'],
  // The language picker names each language in its own script and in English, so anyone finds theirs.
  ...['English', 'Hindi'],
  ...['km', 'm', 'am', 'pm', 'AM', 'PM', 'MB', 'KB', 'kB', 'QR', 'ID', 'PIN', 'OTP', 'SMS', 'PDF', 'JSON', 'https'],
  ...['JPG', 'JPEG', 'PNG', 'WebP', 'DELETE', 'PAID', 'lat', 'lng', 'VS', 'vs', 'ics'],
]);

/** Words on the screen that come from elsewhere: the map library's own link title, names of several words. */
const NOT_THE_APPS_WORDS = ['A JavaScript library for interactive maps', 'Google Calendar', 'Amazon Web Services'];

/** The app's frame around every screen: the top bar and the tabs (checked once, as the shell). */
export const SHELL = 'header.top-bar, nav.bottom-nav';

/**
 * Every text a person can see or hear on the page now, each once: in the app's frame (`part`
 * 'shell') or outside it (the screen and its dialogs). Text marked `lang="en"` (a passage kept in
 * English on purpose) is not the app's Hindi to check.
 */
export function textsOnScreen(page: Page, part: 'screen' | 'shell' = 'screen'): Promise<string[]> {
  return page.evaluate(
    ([shell, part]) => {
      const texts = new Set<string>();
      const shown = (element: Element) =>
        !element.closest('script, style, noscript, template, [hidden], [aria-hidden="true"], [lang="en"]') &&
        Boolean(element.closest(shell)) === (part === 'shell') &&
        element.checkVisibility({ visibilityProperty: true });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && node.parentElement && shown(node.parentElement)) texts.add(text);
      }
      for (const element of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
        if (!shown(element)) continue;
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const text = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
          if (text) texts.add(text);
        }
      }
      return [...texts];
    },
    [SHELL, part] as const,
  );
}

/**
 * A function that takes each of `strings` out of a text, longest first, so a name ('Walk') never
 * splits a title that holds it ('Walk Football …'). One-letter strings are left in.
 */
export function remover(strings: Iterable<string>): (text: string) => string {
  const longestFirst = [...new Set(strings)].filter((known) => known.length > 1).sort((a, b) => b.length - a.length);
  return (text) => {
    let rest = text;
    for (const known of longestFirst) if (rest.includes(known)) rest = rest.split(known).join(' ');
    return rest;
  };
}

/**
 * The texts that still hold English: each text loses the user content in it (longest first),
 * e-mail and web addresses, then must have no Latin word left but names and units kept as written.
 */
export function englishLeft(texts: string[], userContent: Iterable<string>): string[] {
  const withoutKnown = remover([...userContent, ...NOT_THE_APPS_WORDS]);
  return texts.filter((text) => {
    let rest = withoutKnown(text);
    // Addresses, and pass codes ('ANMX-QMQJ-GE89'), are not words.
    rest = rest.replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:test|com|in|org)\b\S*/g, ' ');
    rest = rest.replace(/\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b/g, ' ');
    const words = rest.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
    return words.some((word) => word.length > 1 && !KEPT_AS_WRITTEN.has(word));
  });
}

/** Keys of API answers whose strings are what people wrote or named (titles, names, places), never the app's words. */
const CONTENT_KEYS =
  /title|name|custom_sport|location|venue|address|description|tags?$|question|options?$|answer|comment|review|text|city|instructions|bio|note|reason|label/i;
const NOT_CONTENT_KEYS = /^(message|errors|field|status|kind|type|role|sport|skill_level|language|id|.*_id|.*_at)$/;

/** Collects the strings people wrote from every JSON answer of the app's API the page receives. */
export function collectUserContent(page: Page, into: Set<string>): void {
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!CONTENT_KEYS.test(key) || NOT_CONTENT_KEYS.test(key)) return;
      into.add(value.trim());
      // Lists name people by their first name ('Rahul is going'): that is theirs to write too.
      if (/name/i.test(key)) into.add(value.trim().split(/\s+/)[0] ?? '');
    } else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object')
      for (const [inner, item] of Object.entries(value)) if (!NOT_CONTENT_KEYS.test(inner)) walk(item, inner);
  };
  page.on('response', (response) => {
    const url = response.url();
    if (!url.includes('/api/') || url.includes('/notifications')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(
      (body) => walk(body, ''),
      () => undefined,
    );
  });
}
