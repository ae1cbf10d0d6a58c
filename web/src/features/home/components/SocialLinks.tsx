import { BRAND } from '@shared/constants';
import { whatsappUrl } from '@web/components/share/share-links';
import { inviteText, SOCIAL_LINKS, socialLinkView } from '../social-links';
import { t } from '../texts';

/**
 * The footer's social links: the profiles that exist, and an invitation to share Yaktiv on WhatsApp,
 * which works for everyone today. The share opens on tap, so its address is this site's own origin
 * wherever the page is served.
 */
export function SocialLinks() {
  const profiles = SOCIAL_LINKS.map(socialLinkView).filter((view) => view !== null);
  const shareOnWhatsApp = () =>
    window.open(
      whatsappUrl({ title: BRAND.name, text: inviteText(), url: window.location.origin }),
      '_blank',
      'noopener,noreferrer',
    );
  return (
    <ul className="social-links" aria-label={t('home.social.label')}>
      {profiles.map((view) => (
        <li key={view.name}>
          <a className="social-link" href={view.href} target="_blank" rel="noopener noreferrer">
            {view.name}
          </a>
        </li>
      ))}
      <li>
        <button type="button" className="social-link" onClick={shareOnWhatsApp}>
          {t('home.social.invite')}
        </button>
      </li>
    </ul>
  );
}
