// The game repository, for other domains' wiring (admin, hosting, joins, notifications, payments,
// search, sharing).
export { dynamoGameRepository } from './adapters/game-repository';
