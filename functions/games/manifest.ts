// Games: a host publishes, edits and deletes games and uploads their covers; one-time schedules
// move each game from upcoming to ongoing to completed (decision 025), and a sweep catches any they miss.

import { ENV } from '../platform/env-names';
import type { FunctionSpec } from '../platform/function-spec';
import { SCHEDULE_TARGETS } from '../platform/schedule-targets';

export const gamesFunctions: FunctionSpec[] = [
  {
    name: 'post-game',
    entry: 'functions/games/handlers/post-game.ts',
    description: 'A host publishes a game (one per title per day, race-free)',
    routes: [{ method: 'POST', path: '/api/games', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-game',
    entry: 'functions/games/handlers/get-game.ts',
    description: "One game with its host's card",
    routes: [{ method: 'GET', path: '/api/games/{id}', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'put-game',
    entry: 'functions/games/handlers/put-game.ts',
    description: 'The host edits their own game',
    routes: [{ method: 'PUT', path: '/api/games/{id}', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'delete-game',
    entry: 'functions/games/handlers/delete-game.ts',
    description: 'The host deletes their game, or cancels it when players asked to join',
    routes: [{ method: 'DELETE', path: '/api/games/{id}', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'schedule-game-status',
    entry: 'functions/games/handlers/schedule-game-status.ts',
    description: "Keeps each game's start and end schedules in line with it: created, moved, deleted",
    events: { detailType: ['GameCreated.v1', 'GameUpdated.v1', 'GameCancelled.v1', 'GameDeleted.v1'] },
    env: [ENV.tableName, ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns],
    // readwrite: a move already due when the game is scheduled (edited after its end) is made at once.
    table: 'readwrite',
    createsSchedules: [SCHEDULE_TARGETS.gameStatus],
  },
  {
    name: SCHEDULE_TARGETS.gameStatus,
    entry: 'functions/games/handlers/advance-game-status.ts',
    description: "A game's schedule fired: moves it to ongoing or completed while it is still as scheduled",
    scheduleTarget: true,
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'sweep-game-statuses',
    entry: 'functions/games/handlers/sweep-game-statuses.ts',
    description: 'Moves games whose start or end passed without their schedule firing, and schedules what remains',
    schedule: 'rate(15 minutes)',
    env: [ENV.tableName, ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns],
    table: 'readwrite',
    createsSchedules: [SCHEDULE_TARGETS.gameStatus],
    timeoutSeconds: 60,
  },
  {
    name: 'post-cover-image-upload',
    entry: 'functions/games/handlers/post-cover-image-upload.ts',
    description: 'A host gets a presigned POST to upload one cover image straight to S3',
    routes: [{ method: 'POST', path: '/api/uploads/cover-image', auth: true }],
    env: [ENV.tableName, ENV.uploadsBucket, ENV.uploadsUrl],
    table: 'read',
    // The form is signed with this role's credentials, so S3 authorises the upload as a put by it.
    buckets: { uploads: 'put' },
  },
  {
    name: 'process-cover-image',
    entry: 'functions/games/handlers/process-cover-image.ts',
    description: 'Turns a raw cover upload into resized WebP and JPEG media without metadata, or deletes it',
    s3Uploads: { prefix: 'raw/' },
    env: [ENV.uploadsBucket, ENV.mediaBucket],
    memoryMb: 2048,
    timeoutSeconds: 60,
  },
];
