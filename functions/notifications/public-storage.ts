// The notification repository, for other domains' notifier wiring (admin, communities).
export { dynamoNotificationRepository } from './adapters/notification-repository';
