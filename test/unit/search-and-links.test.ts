import { describe, expect, it } from 'vitest';
import { isValidMapsLink } from '@shared/rules/maps-link';
import { queryWords } from '@shared/rules/game-rules';

// Maps links are shown to players: only Google's own hosts pass, never look-alikes.
describe('maps link hosts', () => {
  it.each([
    'https://maps.google.evil.io/x',
    'https://google.ev.io/maps',
    'https://evilgoogle.com/maps',
    'https://google.com.evil.io/maps',
    'javascript:alert(1)//google.com/maps',
  ])('refuses %s', (link) => {
    expect(isValidMapsLink(link)).toBe(false);
  });
  it.each([
    'https://www.google.com/maps/place/Koramangala',
    'https://maps.google.co.in/?q=12.9,77.6',
    'https://www.google.co.in/maps?q=1,2',
    'google.com/maps/@12.9,77.6,15z',
  ])('accepts %s', (link) => {
    expect(isValidMapsLink(link)).toBe(true);
  });
});

describe('query words', () => {
  it('drops the words people type around what they mean', () => {
    expect(queryWords('Cricket near me')).toEqual(['cricket']);
    expect(queryWords('football in Bandra')).toEqual(['football', 'bandra']);
  });
});
