import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '@shared/i18n/compile-catalogue';
import { speak, t } from '@web/lib/i18n/texts';
import { inlinableIds, inlineEnglish, shipCatalogue } from '../../web/build/inline-english';
import { speakHindi } from '../support/speak-hindi';

// The build writes English where a text is used and ships Hindi under short ids: a key the code
// reaches any other way must keep its long id, or that text would show an id in one language.
const english = compileCatalogue('home', {
  title: 'Find Your Game',
  players: '{count, plural, one {# player} other {# players}}',
  passed: 'Passed around',
  'sport.cricket': 'Cricket',
  rich: 'Read the {policy}',
});
const hindi = compileCatalogue('home', {
  title: 'अपना गेम ढूँढें',
  players: '{count, plural, one {# खिलाड़ी} other {# खिलाड़ी}}',
  passed: 'इधर-उधर',
  'sport.cricket': 'क्रिकेट',
  rich: '{policy} पढ़ें',
});
const sources = [
  `export const A = () => <h1>{t('home.title')}</h1>;\nconst n = t(\n  "home.players", { count });`,
  `const key = 'home.passed'; t(key); t('home.passed');`,
  // A key completed at run time, as a template literal in the source would complete it.
  `const sport = (s: string) => t(\`home.sport.$\{s}\`); t('home.sport.cricket');`,
  `richText('home.rich', { policy: <a /> });`,
];

describe('English written in place by the build', () => {
  const inlined = inlinableIds(Object.keys(english), sources);

  it('inlines only keys every mention of which is a t() call with that literal', () => {
    expect([...inlined.keys()]).toEqual(['home.players', 'home.title']);
    expect(new Set(inlined.values()).size).toBe(inlined.size);
    for (const short of inlined.values()) expect(short).not.toContain('.');
  });

  it('rewrites those calls to a short id with the compiled English, and leaves the rest alone', () => {
    const code = inlineEnglish(`${sources[0]}\n${sources[1]}`, inlined, english);
    expect(code).toContain(`t(["${inlined.get('home.title')}",["Find Your Game"]])`);
    expect(code).toContain(`t(["${inlined.get('home.players')}",`);
    expect(code).toContain(`t('home.passed')`);
    expect(code).not.toContain(`'home.title'`);
  });

  it('ships English without the inlined texts and Hindi under their short ids', () => {
    const shippedEnglish = shipCatalogue(english, inlined, true);
    expect(Object.keys(shippedEnglish).sort()).toEqual(['home.passed', 'home.rich', 'home.sport.cricket']);
    const shippedHindi = shipCatalogue(hindi, inlined, false);
    expect(shippedHindi[inlined.get('home.title')!]).toEqual(hindi['home.title']);
    expect(shippedHindi['home.title']).toBeUndefined();
    expect(shippedHindi['home.passed']).toEqual(hindi['home.passed']);
  });

  it('t() speaks a text written in place: its English, or Hindi under the short id', () => {
    const title = [inlined.get('home.title')!, english['home.title']] as unknown as string;
    const players = [inlined.get('home.players')!, english['home.players']] as unknown as string;
    expect(t(title)).toBe('Find Your Game');
    expect(t(players, { count: 2 })).toBe('2 players');
    speakHindi(shipCatalogue(hindi, inlined, false));
    try {
      expect(t(title)).toBe('अपना गेम ढूँढें');
      expect(t(players, { count: 1 })).toBe('1 खिलाड़ी');
    } finally {
      speak('en');
    }
  });
});
