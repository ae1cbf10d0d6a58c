import { NavLink } from 'react-router-dom';
import { t } from '../texts';

/** The two admin pages link to each other; neither is in the bottom bar. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label={t('admin.nav')}>
      <NavLink to="/admin/host-applications">{t('admin.nav.applications')}</NavLink>
      <NavLink to="/admin/reports">{t('admin.nav.reports')}</NavLink>
    </nav>
  );
}
