import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  communityHead,
  escapeHtml,
  FALLBACK_IMAGE,
  fillGamePreview,
  fillHead,
  gameHead,
} from '@functions/sharing/page-head';
import { PREVIEW_ELEMENT_ID, PREVIEW_SLOTS } from '@shared/rules/game-preview';
import { SPORTS } from '@shared/constants';
import { sportPreviewPath } from '@shared/rules/sport-images';
import { createSharedPageService, type ShellName } from '@functions/sharing/shared-page-service';

// The link-preview head of a shared game or community (decision 026).
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Yaktiv is the sports social network for India."
    />
    <title>Yaktiv — Find Your Game</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <style>:root{--x:1}</style>
  </head>
  <body><div id="root"><main>prerendered</main></div></body>
</html>`;

const meta = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match
    ? match[1]!
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
    : undefined;
};

const game = {
  id: 'g1',
  title: 'Fives <b>"Night"</b> & Co',
  sport: 'football' as const,
  custom_sport: null,
  location: 'HSR "Turf" <Sector 2>',
  game_datetime: '2026-12-06T12:30:00.000Z',
  price: 250,
  cover_image: null,
};

describe('game head', () => {
  const html = fillHead(SHELL, gameHead(game, 'https://yaktiv.in/'));

  it('escapes <, ", & and quotes everywhere, so no tag can be injected', () => {
    expect(html).not.toContain('<b>');
    expect(html).toContain('<title>Fives &lt;b&gt;&quot;Night&quot;&lt;/b&gt; &amp; Co · Yaktiv</title>');
    expect(meta(html, 'og:title')).toBe('Fives <b>"Night"</b> & Co · Yaktiv');
    expect(escapeHtml(`<'">&`)).toBe('&lt;&#39;&quot;&gt;&amp;');
  });

  it('describes date (IST) · venue · price, and the canonical URL', () => {
    expect(meta(html, 'og:description')).toBe('Sun 6 Dec, 18:00 IST · HSR "Turf" <Sector 2> · ₹250 per person');
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:url')).toBe('https://yaktiv.in/game/g1');
    expect(html).toContain('<link rel="canonical" href="https://yaktiv.in/game/g1" />');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(fillHead(SHELL, gameHead({ ...game, price: 0 }, 'https://yaktiv.in')), 'og:description')).toMatch(
      / · Free$/,
    );
  });

  it('speaks Hindi for a link shared in Hindi: the day, the price and the address; title and venue as typed', () => {
    const hindi = fillHead(SHELL, gameHead(game, 'https://yaktiv.in/', 'hi'));
    expect(meta(hindi, 'og:title')).toBe('Fives <b>"Night"</b> & Co · Yaktiv');
    expect(meta(hindi, 'og:description')).toBe('रवि, 6 दिस॰, 18:00 IST · HSR "Turf" <Sector 2> · ₹250 प्रति व्यक्ति');
    expect(meta(hindi, 'og:url')).toBe('https://yaktiv.in/game/g1?lang=hi');
    expect(gameHead({ ...game, price: 0 }, 'https://yaktiv.in', 'hi').description).toMatch(/ · फ़्री$/);
  });

  it('has one title and one description, and keeps the rest of the shell byte for byte', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <style>:root{--x:1}</style>',
    );
    expect(html.endsWith('<body><div id="root"><main>prerendered</main></div></body>\n</html>')).toBe(true);
  });

  it('shows the cover as its JPEG variant, else the sport picture as PNG (previews ignore SVG); all absolute', () => {
    expect(meta(html, 'og:image')).toBe('https://yaktiv.in/sports/football.png');
    expect(gameHead({ ...game, cover_image: '/media/covers/abc-123.webp' }, 'https://yaktiv.in').image).toBe(
      'https://yaktiv.in/media/covers/abc-123-1200.jpg',
    );
    expect(gameHead({ ...game, sport: 'run' as never }, 'https://yaktiv.in').image).toBe(
      'https://yaktiv.in/sports/run.png',
    );
  });

  it('names only pictures the built site ships', () => {
    for (const path of [...SPORTS.map(sportPreviewPath), FALLBACK_IMAGE])
      expect(existsSync(resolve('web/public', `.${path}`)), path).toBe(true);
  });
});

describe('community head', () => {
  const community = {
    id: 'c1',
    name: 'Koramangala <Kickers>',
    sport: 'football',
    location: 'Bengaluru',
    member_count: 1,
    is_public: true,
    cover_pic: null,
    profile_pic: null,
  };

  it('describes sport, place and members', () => {
    const head = communityHead(community, 'https://yaktiv.in');
    expect(head.description).toBe('Football community in Bengaluru · 1 member');
    expect(head.url).toBe('https://yaktiv.in/community/c1');
    expect(communityHead({ ...community, member_count: 12 }, 'https://yaktiv.in').description).toMatch(/12 members$/);
  });

  it('speaks Hindi for a link shared in Hindi: sport, place as written, members; its address keeps ?lang=hi', () => {
    const head = communityHead({ ...community, member_count: 12 }, 'https://yaktiv.in', 'hi');
    expect(head.description).toBe('Bengaluru में फ़ुटबॉल कम्युनिटी · 12 मेंबर');
    expect(head.url).toBe('https://yaktiv.in/community/c1?lang=hi');
    expect(head.title).toBe('Koramangala <Kickers> · Yaktiv');
    expect(communityHead({ ...community, is_public: false }, 'https://yaktiv.in', 'hi').description).toBe(
      'Yaktiv की एक प्राइवेट कम्युनिटी',
    );
  });

  it('tells strangers only the name of a private community', () => {
    const head = communityHead({ ...community, is_public: false, location: 'Secret Lane' }, 'https://yaktiv.in');
    expect(head.description).not.toContain('Secret Lane');
    expect(head.image).toBe(`https://yaktiv.in${FALLBACK_IMAGE}`);
    expect(head.description).toBe('A private Yaktiv community');
  });
});

describe('shared page service: fallbacks', () => {
  const shells = {
    read: async (name: ShellName) =>
      name === 'game'
        ? SHELL.replace('prerendered', 'game shell')
        : name === 'game-preview'
          ? SHELL.replace('prerendered', `<h1>${PREVIEW_SLOTS.title}</h1>`)
          : SHELL,
  };
  const service = (get: () => Promise<unknown>) =>
    createSharedPageService({
      games: { get } as never,
      communities: { get } as never,
      shells,
      appUrl: 'https://yaktiv.in',
    });

  it("fills the prerendered game preview with a known game's title and head", async () => {
    const page = await service(async () => game).render('game', 'g1');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Fives &lt;b&gt;&quot;Night&quot;&lt;/b&gt; &amp; Co</h1>');
    expect(meta(page.html, 'og:url')).toBe('https://yaktiv.in/game/g1');
  });

  it('serves the plain shell with 404 for an unknown or impossible id', async () => {
    const unknown = await service(async () => null).render('game', 'nope');
    expect(unknown.status).toBe(404);
    expect(unknown.html).not.toContain('og:title');
    expect((await service(async () => game).render('community', 'a'.repeat(300))).status).toBe(404);
  });

  it('serves the plain shell (200) when the table read fails', async () => {
    const failed: unknown[] = [];
    const page = await createSharedPageService({
      games: { get: async () => Promise.reject(new Error('throttled')) } as never,
      communities: { get: async () => null } as never,
      shells,
      appUrl: 'https://yaktiv.in',
      onReadFailed: (error) => failed.push(error),
    }).render('game', 'g1');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('og:title');
    expect(failed).toHaveLength(1);
  });

  it('keeps the plain index shell for nested screens', async () => {
    const manage = await service(async () => game).render('game', 'g1', 'manage');
    expect(manage.status).toBe(200);
    expect(manage.html).toBe(SHELL);
    expect((await service(async () => game).render('game', 'g1', 'nothing')).status).toBe(404);
  });
});

describe('the game page preview (decision 033)', () => {
  const shell = `<html><head><title>x</title></head><body><div id="root"><link rel="preload" as="image" href="${PREVIEW_SLOTS.cover}"/><img src="${PREVIEW_SLOTS.cover}"/><h1>${PREVIEW_SLOTS.title}</h1></div></body></html>`;
  const preview = (html: string) =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${PREVIEW_ELEMENT_ID}">([^<]*)</script>`).exec(html)![1]!,
    ) as unknown;

  it("fills every slot, HTML-escaped, with the game's title and the picture the page shows", () => {
    const html = fillGamePreview(shell, game);
    expect(html).toContain('<img src="/sports/football.svg"/>');
    expect(html).toContain('href="/sports/football.svg"');
    expect(html).toContain('<h1>Fives &lt;b&gt;&quot;Night&quot;&lt;/b&gt; &amp; Co</h1>');
    expect(html).not.toContain('YAKTIV_PREVIEW');
    expect(fillGamePreview(shell, { ...game, cover_image: '/media/covers/abc.webp' })).toContain(
      '<img src="/media/covers/abc.webp"/>',
    );
  });

  it('puts the same values in the page as JSON that no title can break out of', () => {
    const html = fillGamePreview(shell, { ...game, title: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(preview(html)).toEqual({
      id: 'g1',
      title: '</script><script>alert(1)</script>',
      cover: '/sports/football.svg',
    });
    expect(html.indexOf(`id="${PREVIEW_ELEMENT_ID}"`)).toBeLessThan(html.indexOf('</head>'));
  });

  it('does not read a slot inside the title as a slot', () => {
    const html = fillGamePreview(shell, { ...game, title: `Try ${PREVIEW_SLOTS.cover}` });
    expect(html).toContain(`<h1>Try ${PREVIEW_SLOTS.cover}</h1>`);
  });

  it.runIf(existsSync('web/dist/prerendered/game-preview.html'))(
    'fills the real built preview: cover and title in the markup, none of the slots left',
    () => {
      const built = readFileSync('web/dist/prerendered/game-preview.html', 'utf8');
      const html = fillHead(fillGamePreview(built, game), gameHead(game, 'https://yaktiv.in'));
      expect(html).toMatch(/<div class="game-page-cover"><img class="cover-image" src="\/sports\/football\.svg"/);
      expect(html).toContain('<h1>Fives &lt;b&gt;&quot;Night&quot;&lt;/b&gt; &amp; Co</h1>');
      expect(html).not.toContain('YAKTIV_PREVIEW');
      expect(html.match(/<title>/g)).toHaveLength(1);
    },
  );
});

describe('the built shell, when there is one', () => {
  it.runIf(existsSync('web/dist/prerendered/game.html'))(
    'fills the real prerendered game page and keeps its inlined CSS',
    () => {
      const shell = readFileSync('web/dist/prerendered/game.html', 'utf8');
      const html = fillHead(shell, gameHead(game, 'https://yaktiv.in'));
      expect(meta(html, 'og:title')).toBe('Fives <b>"Night"</b> & Co · Yaktiv');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html.length - shell.length).toBeGreaterThan(0);
      expect(html).toContain(shell.slice(shell.indexOf('<style>'), shell.indexOf('<style>') + 200));
    },
  );
});
