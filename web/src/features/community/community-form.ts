import type { Sport } from '@shared/constants';
import type { Community, CommunityInput } from '@shared/schemas/community';

// The create/edit form as its inputs hold it (strings for numbers, '' for unset), and its
// conversion to the API body. Checking is the shared zod schema, loaded when the form is used.

export interface CommunityFormValues {
  name: string;
  sports: Sport[];
  location: string;
  description: string;
  /** '' means unlimited. */
  max_members: string;
  is_public: boolean;
  requires_approval: boolean;
  /** Comma-separated, as typed. */
  tags: string;
  profile_pic: string | null;
  cover_pic: string | null;
}

export const emptyCommunityForm = (): CommunityFormValues => ({
  name: '',
  sports: [],
  location: '',
  description: '',
  max_members: '',
  is_public: true,
  requires_approval: false,
  tags: '',
  profile_pic: null,
  cover_pic: null,
});

/** The saved community as the edit form starts: the main sport first. */
export function formValuesFromCommunity(community: Community): CommunityFormValues {
  return {
    name: community.name,
    sports: [community.sport, ...community.sports.filter((sport) => sport !== community.sport)],
    location: community.location,
    description: community.description ?? '',
    max_members: community.max_members === null ? '' : String(community.max_members),
    is_public: community.is_public,
    requires_approval: community.requires_approval,
    tags: community.tags.join(', '),
    profile_pic: community.profile_pic,
    cover_pic: community.cover_pic,
  };
}

/** Ticks or unticks a sport, keeping the order of ticking (the first is the main sport). */
export function toggleSport(sports: Sport[], sport: Sport, on: boolean): Sport[] {
  const without = sports.filter((s) => s !== sport);
  return on ? [...without, sport] : without;
}

/** The POST/PUT body. An empty max members is unlimited; a number typed is sent as typed for the schema to judge. */
export function toCommunityInput(values: CommunityFormValues): CommunityInput {
  const max = values.max_members.trim();
  return {
    name: values.name,
    sport: values.sports[0],
    sports: values.sports,
    location: values.location,
    description: values.description.trim() ? values.description : null,
    max_members: max === '' ? null : Number(max),
    is_public: values.is_public,
    requires_approval: values.requires_approval,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    profile_pic: values.profile_pic,
    cover_pic: values.cover_pic,
  };
}

/** The sports picker shows the main sport's error too (the main sport is the first ticked). */
export const fieldOfIssue = (path: readonly PropertyKey[]): string => {
  const field = String(path[0] ?? 'form');
  return field === 'sport' ? 'sports' : field;
};
