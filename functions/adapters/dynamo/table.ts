import { Service } from 'electrodb';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { profileEntity } from './entities/profile';
import { outboxEventEntity } from './entities/outbox-event';

// Every entity bound to one table and client, so transactions can span them.
export function tableService(client: DynamoDBClient, table: string) {
  return new Service({ profile: profileEntity, outboxEvent: outboxEventEntity }, { client, table });
}
export type TableService = ReturnType<typeof tableService>;
