import { BRAND } from '@shared/constants';
import { t } from './texts';

// The footer's social profiles. A profile without a real https address is not shown at all: the
// footer never lists a name that leads nowhere; setting its URL makes it appear as a link.
export const SOCIAL_LINKS: readonly { name: string; url: string | null }[] = [
  { name: 'Instagram', url: null },
  { name: 'X (Twitter)', url: null },
  { name: 'YouTube', url: null },
  { name: 'LinkedIn', url: null },
];

export type SocialLinkView = { name: string; href: string };

/** A profile as a footer link when its address is a real https one, otherwise nothing. */
export function socialLinkView({ name, url }: { name: string; url: string | null }): SocialLinkView | null {
  const href = url?.trim();
  return href && /^https:\/\/[^\s/]+\.[^\s/]+/.test(href) ? { name, href } : null;
}

/** The message a visitor shares to invite friends from the footer, in the language spoken now. */
export const inviteText = () => t('home.social.inviteText', { brand: BRAND.name });
