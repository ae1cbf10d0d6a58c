// The profile's activity kinds, without zod: the profile reads them on its first load
// (docs/decisions/009-web-boot-without-zod.md), and the server writes them.

export const ACTIVITY_KINDS = ['joined', 'accepted', 'paid', 'hosted', 'reviewed'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How many activity items the profile shows (newest first). */
export const ACTIVITY_SHOWN = 10;
