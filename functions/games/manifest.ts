// Games: a host publishes, edits and deletes games and uploads their covers; one-time schedules
// move each game from upcoming to ongoing to completed (decision 025), and a sweep catches any they miss.

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';
import { SCHEDULE_TARGETS } from '../platform/schedule-targets';

export const gamesFunctions = declareFunctions('games', [
  {
    name: 'post-game',
    description: 'A host publishes a game (one per title per day, race-free)',
    routes: ['POST /api/games'],
    table: 'readwrite',
  },
  {
    name: 'get-game',
    description: "One game with its host's card",
    publicRoutes: ['GET /api/games/{id}'],
    table: 'read',
  },
  {
    name: 'put-game',
    description: 'The host edits their own game',
    routes: ['PUT /api/games/{id}'],
    table: 'readwrite',
  },
  {
    name: 'delete-game',
    description: 'The host deletes their game, or cancels it when players asked to join',
    routes: ['DELETE /api/games/{id}'],
    table: 'readwrite',
  },
  {
    name: 'schedule-game-status',
    description: "Keeps each game's start and end schedules in line with it: created, moved, deleted",
    events: {
      detailType: ['GameCreated.v1', 'GameUpdated.v1', 'GameCancelled.v1', 'GameDeleted.v1', 'AccountDeleted.v1'],
    },
    env: [ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns],
    // readwrite: a move already due when the game is scheduled (edited after its end) is made at once.
    table: 'readwrite',
    // The rain heads-up's schedule follows the game here too (start less three hours).
    createsSchedules: [SCHEDULE_TARGETS.gameStatus, SCHEDULE_TARGETS.rainHeadsUp],
    // A deleted account's hosted games are cancelled one by one here.
    timeoutSeconds: 60,
  },
  {
    name: SCHEDULE_TARGETS.gameStatus,
    description: "A game's schedule fired: moves it to ongoing or completed while it is still as scheduled",
    scheduleTarget: true,
    table: 'readwrite',
  },
  {
    name: 'sweep-game-statuses',
    description: 'Moves games whose start or end passed without their schedule firing, and schedules what remains',
    schedule: 'rate(15 minutes)',
    env: [ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns],
    table: 'readwrite',
    createsSchedules: [SCHEDULE_TARGETS.gameStatus],
    timeoutSeconds: 60,
  },
  {
    name: 'game-series',
    description: 'Repeating games: start a series, make a game repeat, edit this and following, end a series',
    routes: [
      'POST /api/game-series',
      'POST /api/games/{id}/repeat',
      'PUT /api/games/{id}/following',
      'POST /api/game-series/{id}/end',
      'PUT /api/game-series/{id}/regulars-settings',
    ],
    publicRoutes: ['GET /api/game-series/{id}'],
    table: 'readwrite',
    // Editing or ending a series edits or calls off each of its coming games in turn.
    timeoutSeconds: 30,
  },
  {
    name: 'fill-game-series',
    description: "Makes repeating series' games four weeks ahead: a new series' at once, every active one daily",
    events: { detailType: ['GameSeriesStarted.v1'] },
    schedule: 'rate(1 day)',
    table: 'readwrite',
    timeoutSeconds: 300,
  },
  {
    name: 'get-game-forecast',
    description: "The forecast at a game's venue and hour (rain chance, temperature), kept an hour per game",
    publicRoutes: ['GET /api/games/{id}/forecast'],
    env: [ENV.forecastApiUrl],
    // readwrite: the kept forecast is written beside the game.
    table: 'readwrite',
  },
  {
    name: 'post-game-rain-call-off',
    description: 'The host calls their game off for rain: cancelled, everyone told, paid players refunded in full',
    routes: ['POST /api/games/{id}/call-off-for-rain'],
    table: 'readwrite',
  },
  {
    name: SCHEDULE_TARGETS.rainHeadsUp,
    description: "A game's rain heads-up fired: tells the host once when the forecast says rain is likely",
    scheduleTarget: true,
    env: [ENV.forecastApiUrl, ENV.appUrl, ENV.emailFrom, ENV.realtimePublishUrl],
    table: 'readwrite',
    sendsEmail: true,
    // The notice it writes rings the host's bell on their live channel.
    publishesLive: true,
  },
  {
    name: 'post-cover-image-upload',
    description: 'A host gets a presigned POST to upload one cover image straight to S3',
    routes: ['POST /api/uploads/cover-image'],
    env: [ENV.uploadsBucket, ENV.uploadsUrl],
    table: 'read',
    // The form is signed with this role's credentials, so S3 authorises the upload as a put by it.
    buckets: { uploads: 'put' },
  },
  {
    name: 'process-cover-image',
    description: 'Turns a raw cover upload into resized WebP and JPEG media without metadata, or deletes it',
    s3Uploads: { prefix: 'raw/' },
    env: [ENV.uploadsBucket, ENV.mediaBucket],
    memoryMb: 2048,
    timeoutSeconds: 60,
  },
]);
