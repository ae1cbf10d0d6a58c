// The admin notifier, built: the regulars' and operators' notices consumer tells applicants and
// hosts of operators' decisions through it.
export { adminNotifier } from './admin-notifier-client';
