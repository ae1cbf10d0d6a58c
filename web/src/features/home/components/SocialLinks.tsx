import { SOCIAL_LINKS, socialLinkView } from '../social-links';

/** The footer's social profiles: real links open in a new tab; the others say they are coming soon. */
export function SocialLinks() {
  const views = SOCIAL_LINKS.map(socialLinkView);
  return (
    <ul className="social-links" aria-label="Follow us">
      {views.map((view) => (
        <li key={view.name}>
          {view.kind === 'link' ? (
            <a className="social-link" href={view.href} target="_blank" rel="noopener noreferrer">
              {view.name}
            </a>
          ) : (
            <span className="social-link social-link-soon">
              {view.name} <span className="social-soon">coming soon</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
