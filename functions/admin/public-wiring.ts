// The admin notifier, built: the join notifications consumer tells admins about new host
// applications through it.
export { adminNotifier } from './admin-notifier-client';
