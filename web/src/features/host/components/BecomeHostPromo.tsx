import { Link } from 'react-router-dom';
import { HOST_TEXT } from '../host-texts';

/** Signed-in players: the Become a Host promo. */
export function BecomeHostPromo() {
  return (
    <section className="screen host-promo card" aria-labelledby="host-promo-title">
      <h1 id="host-promo-title">{HOST_TEXT.promoTitle}</h1>
      <p className="lead">{HOST_TEXT.promoLead}</p>
      <div className="actions">
        <Link to="/become-host" className="btn btn-primary">
          {HOST_TEXT.applyAsHost}
        </Link>
      </div>
      <p className="muted">{HOST_TEXT.promoNote}</p>
    </section>
  );
}
