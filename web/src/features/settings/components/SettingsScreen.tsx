import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen } from '@web/lib/lazy-screen';
import { SettingsHome } from './SettingsHome';
import '../settings.css';

// Each page is its own chunk: opening /settings loads the list alone, not the profile form's
// validation, the spot alerts' map of sports or the push code of pages not opened.
const PersonalInfoPage = lazyScreen(() => import('./PersonalInfoPage'), 'PersonalInfoPage');
const NotificationsPage = lazyScreen(() => import('./NotificationsPage'), 'NotificationsPage');
const SpotAlertsPage = lazyScreen(() => import('./SpotAlertsPage'), 'SpotAlertsPage');
const PrivacyPage = lazyScreen(() => import('./PrivacyPage'), 'PrivacyPage');
const PasswordPage = lazyScreen(() => import('./PasswordPage'), 'PasswordPage');
const LanguagePage = lazyScreen(() => import('./LanguagePage'), 'LanguagePage');
const LocationPage = lazyScreen(() => import('./LocationPage'), 'LocationPage');
const ContactPage = lazyScreen(() => import('./ContactPage'), 'ContactPage');

/** /settings and its pages, one route each, so Back and the browser's history work as on a phone. */
export function SettingsScreen() {
  return (
    <Routes>
      <Route index element={<SettingsHome />} />
      <Route path="personal" element={<PersonalInfoPage />} />
      <Route path="notifications" element={<NotificationsPage />} />
      <Route path="spot-alerts" element={<SpotAlertsPage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="password" element={<PasswordPage />} />
      <Route path="language" element={<LanguagePage />} />
      <Route path="location" element={<LocationPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="*" element={<Navigate to="/settings" replace />} />
    </Routes>
  );
}
