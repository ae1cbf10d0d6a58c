import { dynamoShowUpStore } from '@functions/joins/adapters/show-up-store';
import { createShowUpService } from '@functions/joins/show-up-service';
import { recountShowUps } from './recount';
import { operatorTable } from '../operator-table';

// `npm run recount-show-ups -- [--stage prod]` with the operator's AWS credentials: recomputes every
// player's show-up record from the stored games and requests and writes back the ones that differ
// (decision 056). `--table <name>` instead of a stage for a table outside a stack (the local stack,
// with AWS_ENDPOINT_URL_DYNAMODB set).
const { name, db } = await operatorTable(process.argv.slice(2));
const showUps = createShowUpService(dynamoShowUpStore(db, name));
const counts = await recountShowUps({
  db,
  tableName: name,
  repair: (userId) => showUps.repair(userId),
  log: (line) => console.log(line),
});
console.log(`done: ${JSON.stringify(counts)}`);
