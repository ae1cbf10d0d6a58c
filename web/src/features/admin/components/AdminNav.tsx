import { NavLink } from 'react-router-dom';

/** The two admin pages link to each other; neither is in the bottom bar. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Admin">
      <NavLink to="/admin/host-applications">Host applications</NavLink>
      <NavLink to="/admin/reports">Reports</NavLink>
    </nav>
  );
}
