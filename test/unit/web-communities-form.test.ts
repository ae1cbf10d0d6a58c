import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_MESSAGES,
  communityCreateSchema,
  communityEditSchema,
  type Community,
} from '@shared/schemas/community';
import { checkInput } from '@web/components/form/field-errors';
import { ApiRequestError } from '@web/lib/api-request-error';
import { createFailure, joinFailureDescription, updateFailure } from '@web/features/community/community-errors';
import {
  emptyCommunityForm,
  fieldOfIssue,
  formValuesFromCommunity,
  toCommunityInput,
  toggleSport,
} from '@web/features/community/community-form';
import { communityImageProblem } from '@web/features/community/image-rules';
import { COMMUNITY_IMAGE_MESSAGES } from '@shared/texts/images';

const MB = 1024 * 1024;
const check = (schema: typeof communityCreateSchema, values: ReturnType<typeof emptyCommunityForm>) =>
  checkInput(schema, toCommunityInput(values), { keyOf: fieldOfIssue });
const filled = () => ({
  ...emptyCommunityForm(),
  name: '  Koramangala   Kickers ',
  sports: ['football' as const],
  location: ' Koramangala, Bengaluru ',
});

describe('community form → shared schema', () => {
  it('an empty form says what the spec says, in its order', () => {
    const result = check(communityCreateSchema, emptyCommunityForm());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: COMMUNITY_MESSAGES.nameRequired,
      sports: COMMUNITY_MESSAGES.sportsRequired,
      location: COMMUNITY_MESSAGES.locationRequired,
    });
    expect(Object.keys(result.errors)[0]).toBe('name');
  });
  it('name 3 to under 100, location at least 2, description up to 500', () => {
    const errors = (changes: object) => {
      const result = check(communityCreateSchema, { ...filled(), ...changes });
      return result.ok ? {} : result.errors;
    };
    expect(errors({ name: 'ab' }).name).toBe('Community name must be at least 3 characters');
    expect(errors({ name: 'a'.repeat(101) }).name).toBe('Community name must be less than 100 characters');
    expect(errors({ location: 'x' }).location).toBe(COMMUNITY_MESSAGES.locationTooShort);
    expect(errors({ description: 'd'.repeat(501) }).description).toBe(COMMUNITY_MESSAGES.descriptionTooLong);
    expect(errors({ description: 'd'.repeat(500) })).toEqual({});
  });
  it('trims and collapses text; empty max members is unlimited', () => {
    const result = check(communityCreateSchema, filled());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toMatchObject({
      name: 'Koramangala Kickers',
      location: 'Koramangala, Bengaluru',
      sport: 'football',
      sports: ['football'],
      max_members: null,
      description: null,
      tags: [],
    });
  });
  it('max members: 1..10000 on create, 1..1000 on edit', () => {
    const maxError = (schema: typeof communityCreateSchema, max: string) => {
      const result = check(schema, { ...filled(), max_members: max });
      return result.ok ? null : result.errors.max_members;
    };
    expect(maxError(communityCreateSchema, '0')).toBe(COMMUNITY_MESSAGES.maxMembersMin);
    expect(maxError(communityCreateSchema, '10000')).toBeNull();
    expect(maxError(communityCreateSchema, '10001')).toBe(COMMUNITY_MESSAGES.maxMembersCreateMax);
    expect(maxError(communityEditSchema, '1000')).toBeNull();
    expect(maxError(communityEditSchema, '1001')).toBe(COMMUNITY_MESSAGES.maxMembersEditMax);
    expect(maxError(communityCreateSchema, '2.5')).toBe(COMMUNITY_MESSAGES.maxMembersMin);
  });
  it('the first ticked sport is the main one; tags split on commas', () => {
    let sports = toggleSport([], 'cricket', true);
    sports = toggleSport(sports, 'run', true);
    sports = toggleSport(sports, 'cricket', false);
    sports = toggleSport(sports, 'cricket', true);
    expect(sports).toEqual(['run', 'cricket']);
    const input = toCommunityInput({ ...filled(), sports, tags: ' weekend, ,beginners ' });
    expect(input).toMatchObject({ sport: 'run', sports: ['run', 'cricket'], tags: ['weekend', 'beginners'] });
  });
  it('the edit form starts from the saved community, main sport first', () => {
    const saved = {
      name: 'Dawn Runners',
      sport: 'run',
      sports: ['cricket', 'run'],
      location: 'Delhi',
      description: null,
      max_members: 40,
      is_public: false,
      requires_approval: true,
      tags: ['early'],
      profile_pic: '/media/p.webp',
      cover_pic: null,
    } as unknown as Community;
    const values = formValuesFromCommunity(saved);
    expect(values).toMatchObject({
      sports: ['run', 'cricket'],
      max_members: '40',
      description: '',
      tags: 'early',
      is_public: false,
      requires_approval: true,
    });
    const result = check(communityEditSchema, values);
    expect(result.ok && result.values).toMatchObject({ sport: 'run', max_members: 40, profile_pic: '/media/p.webp' });
  });
});

describe('community images', () => {
  it('JPG, PNG, WebP only', () => {
    expect(communityImageProblem({ type: 'image/gif', size: 10 }, 'create')).toBe(COMMUNITY_IMAGE_MESSAGES.contentType);
    expect(communityImageProblem({ type: 'image/heic', size: 10 }, 'edit')).toBe(COMMUNITY_IMAGE_MESSAGES.contentType);
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(communityImageProblem({ type, size: MB }, 'create')).toBeNull();
  });
  it('10 MB on create, 5 MB on edit, with their own texts', () => {
    expect(communityImageProblem({ type: 'image/png', size: 10 * MB }, 'create')).toBeNull();
    expect(communityImageProblem({ type: 'image/png', size: 10 * MB + 1 }, 'create')).toBe(
      'Please select an image smaller than 10MB',
    );
    expect(communityImageProblem({ type: 'image/png', size: 5 * MB }, 'edit')).toBeNull();
    expect(communityImageProblem({ type: 'image/png', size: 5 * MB + 1 }, 'edit')).toBe('File too large');
    expect(communityImageProblem({ type: 'image/png', size: 0 }, 'create')).toBe(
      COMMUNITY_IMAGE_MESSAGES.createTooLarge,
    );
  });
});

describe('create error mapping', () => {
  const api = (status: number, message: string, field?: string) => new ApiRequestError(status, { message, field });
  it('one per account and an existing name say so', () => {
    expect(createFailure(api(409, COMMUNITY_MESSAGES.onePerAccount))).toEqual({
      kind: 'toast',
      title: 'Error',
      description: 'You can only create one community per account',
    });
    expect(createFailure(api(409, COMMUNITY_MESSAGES.nameExists))).toMatchObject({
      description: 'A community with this name already exists',
    });
  });
  it('session, permission, network', () => {
    expect(createFailure(api(401, 'Unauthorized'))).toMatchObject({
      description: 'Invalid user session. Please refresh and try again',
    });
    expect(createFailure(api(403, COMMUNITY_MESSAGES.hostsOnly))).toMatchObject({
      description: "You don't have permission to create communities. Please contact support.",
    });
    expect(createFailure(api(0, 'Network error. Please check your connection and try again.'))).toMatchObject({
      description: 'Network error. Please check your connection and try again.',
    });
  });
  it('a field rule goes under its field; a bad body without one is invalid data', () => {
    expect(createFailure(api(400, COMMUNITY_MESSAGES.nameTooShort, 'name'))).toEqual({
      kind: 'field',
      field: 'name',
      message: COMMUNITY_MESSAGES.nameTooShort,
    });
    expect(createFailure(api(400, 'Bad body'))).toMatchObject({
      description: 'Invalid data provided. Please check your inputs.',
    });
  });
  it("anything else is 'Error: {message}'", () => {
    const failure = createFailure(api(500, 'Internal error'));
    expect(failure.kind === 'toast' && `${failure.title}: ${failure.description}`).toBe('Error: Internal error');
    expect(createFailure(new Error('boom'))).toMatchObject({ title: 'Error', description: 'boom' });
  });
  it('edit and join failures', () => {
    expect(updateFailure(api(404, COMMUNITY_MESSAGES.notFound))).toEqual({
      kind: 'toast',
      title: 'Error updating community',
      description: 'Community not found',
    });
    expect(updateFailure(api(400, COMMUNITY_MESSAGES.maxMembersBelowMembers, 'max_members'))).toMatchObject({
      kind: 'field',
      field: 'max_members',
    });
    expect(joinFailureDescription(api(409, COMMUNITY_MESSAGES.full))).toBe('This community is full');
    expect(joinFailureDescription(api(500, 'Internal error'))).toBeUndefined();
    expect(joinFailureDescription(new Error('x'))).toBeUndefined();
  });
});
