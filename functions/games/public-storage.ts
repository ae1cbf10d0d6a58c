// The game repository, for other domains' wiring (admin, hosting, joins, notifications, payments,
// search, sharing).
export { dynamoGameRepository } from './adapters/game-repository';
// A series as stored, read by the regulars of the joins domain (decision 071).
export { dynamoSeriesRepository } from './series/adapters/series-repository';
