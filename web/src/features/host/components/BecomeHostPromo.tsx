import { Link } from 'react-router-dom';
import { t } from '../texts';

/** Signed-in players: the Become a Host promo. */
export function BecomeHostPromo() {
  return (
    <section className="screen host-promo card" aria-labelledby="host-promo-title">
      <h1 id="host-promo-title">{t('host.promo.title')}</h1>
      <p className="lead">{t('host.promo.lead')}</p>
      <div className="actions">
        <Link to="/become-host" className="btn btn-primary">
          {t('host.promo.apply')}
        </Link>
      </div>
      <p className="muted">{t('host.promo.note')}</p>
    </section>
  );
}
