// Settings: four groups whose entries do nothing yet. They are listed so people can see
// what is planned, and rendered as disabled "Coming soon" rows rather than links that go nowhere.
export const SETTINGS_GROUPS = [
  { title: 'Account', entries: ['Personal information', 'Notifications'] },
  { title: 'Privacy & Security', entries: ['Privacy', 'Password and security'] },
  { title: 'App Settings', entries: ['Language', 'Location'] },
  { title: 'Support', entries: ['Help centre', 'Contact us', 'Terms and privacy policy'] },
] as const;
