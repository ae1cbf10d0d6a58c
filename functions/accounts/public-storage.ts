// Account storage that other domains share: the profile and role repositories their wiring builds,
// the batch read of profiles their listings use, the kept profile stats (a host's standing beside a
// game) and the profile-stats counter update their transactions write beside their own items.
export { batchGetProfiles, dynamoProfileRepository } from './adapters/profile-repository';
export { dynamoProfileStatsRepository, statsCounterUpdate } from './adapters/profile-stats-repository';
export { cognitoRoleDirectory, cognitoVerifiedEmails } from './adapters/user-directory';
