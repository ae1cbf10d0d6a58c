import { describe, expect, it } from 'vitest';
import { updateProfileSchema } from '@shared/schemas/profile';
import { PATTERNS, stripAt } from '@shared/validation';

const issue = (input: unknown) => updateProfileSchema.safeParse(input).error?.issues[0];

describe('updateProfileSchema (profile completion)', () => {
  it('trims and collapses the display name', () => {
    expect(updateProfileSchema.parse({ name: '  Asha   Rao ' }).name).toBe('Asha Rao');
  });
  it("requires a display name when one is sent: 'Display name is required'", () => {
    expect(issue({ name: '   ' })?.message).toBe('Display name is required');
  });
  it('removes @ from the Instagram handle and checks its characters', () => {
    expect(updateProfileSchema.parse({ instagram: '@asha.rao_1' }).instagram).toBe('asha.rao_1');
    expect(issue({ instagram: 'asha rao' })?.message).toBe('Please enter a valid Instagram handle');
  });
  it('accepts the profile phone pattern and refuses others', () => {
    expect(updateProfileSchema.parse({ phone: '+91 (987) 654-3210' }).phone).toBe('+91 (987) 654-3210');
    expect(issue({ phone: '98765abc' })?.message).toBe('Please enter a valid phone number');
  });
  it('treats an empty optional field as cleared and an absent one as unchanged', () => {
    expect(updateProfileSchema.parse({ phone: '' }).phone).toBeNull();
    expect(updateProfileSchema.parse({}).phone).toBeUndefined();
  });
  it('refuses fields that are not the user’s to set', () => {
    expect(issue({ id: 'x' })?.code).toBe('unrecognized_keys');
  });
});

describe('shared patterns', () => {
  it('Indian mobile: 10 digits starting 6-9', () => {
    expect(PATTERNS.indianMobile.test('9876543210')).toBe(true);
    expect(PATTERNS.indianMobile.test('5876543210')).toBe(false);
    expect(PATTERNS.indianMobile.test('987654321')).toBe(false);
  });
  it('strips every @', () => expect(stripAt('@@a@b')).toBe('ab'));
});
