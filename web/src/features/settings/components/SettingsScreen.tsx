import { Navigate, Route, Routes } from 'react-router-dom';
import { ContactPage } from './ContactPage';
import { LanguagePage } from './LanguagePage';
import { LocationPage } from './LocationPage';
import { NotificationsPage } from './NotificationsPage';
import { PasswordPage } from './PasswordPage';
import { PersonalInfoPage } from './PersonalInfoPage';
import { PrivacyPage } from './PrivacyPage';
import { SettingsHome } from './SettingsHome';
import { SpotAlertsPage } from './SpotAlertsPage';
import '../settings.css';

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
