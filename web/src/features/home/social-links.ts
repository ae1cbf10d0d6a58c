// The footer's social profiles. A profile without a URL doesn't exist yet: it is shown by name as
// coming soon, not as a link that goes nowhere; setting its URL makes it a real link.
export const SOCIAL_LINKS: readonly { name: string; url: string | null }[] = [
  { name: 'Instagram', url: null },
  { name: 'X (Twitter)', url: null },
  { name: 'YouTube', url: null },
  { name: 'LinkedIn', url: null },
];

export type SocialLinkView = { name: string; kind: 'link'; href: string } | { name: string; kind: 'coming-soon' };

/** How the footer shows a profile: a link to a real https address, otherwise 'coming soon'. */
export function socialLinkView({ name, url }: { name: string; url: string | null }): SocialLinkView {
  const href = url?.trim();
  if (href && /^https:\/\/[^\s/]+\.[^\s/]+/.test(href)) return { name, kind: 'link', href };
  return { name, kind: 'coming-soon' };
}
