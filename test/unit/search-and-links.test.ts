import { describe, expect, it } from 'vitest';
import { isValidMapsLink } from '@shared/rules/maps-link';
import { queryWords } from '@shared/rules/game-rules';

// Maps links are shown to players: only Google's own hosts pass, never look-alikes.
describe('maps link hosts', () => {
  it.each([
    ['https://maps.google.evil.io/x', false],
    ['https://google.ev.io/maps', false],
    ['https://evilgoogle.com/maps', false],
    ['https://google.com.evil.io/maps', false],
    ['javascript:alert(1)//google.com/maps', false],
    ['https://www.google.com/maps/place/Koramangala', true],
    ['https://maps.google.co.in/?q=12.9,77.6', true],
    ['https://www.google.co.in/maps?q=1,2', true],
    ['google.com/maps/@12.9,77.6,15z', true],
  ])('%s is accepted: %s', (link, accepted) => {
    expect(isValidMapsLink(link)).toBe(accepted);
  });
});

describe('query words', () => {
  it('drops the words people type around what they mean', () => {
    expect(queryWords('Cricket near me')).toEqual(['cricket']);
    expect(queryWords('football in Bandra')).toEqual(['football', 'bandra']);
  });
});
