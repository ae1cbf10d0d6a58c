import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { t } from '@web/lib/i18n/texts';

/** Centred logo with the tagline; if the image cannot load, the 'YAKTIV' wordmark stands in. */
export function Logo() {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Link to="/" className="logo">
      {imageFailed ? (
        <span className="logo-wordmark">{BRAND.wordmark}</span>
      ) : (
        <img src="/logo.svg" alt={BRAND.name} width="99" height="24" onError={() => setImageFailed(true)} />
      )}
      <span className="logo-tagline">{t('shell.tagline')}</span>
    </Link>
  );
}
