import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { projectionOf, TABLE, type IndexDefinition } from '../table-definition';

// The one table, built from the same definition DynamoDB Local is built from, so the two can't
// drift. The stream carries outbox items to the event publisher, so an event is published only once its change is saved.
export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TABLE.ttlAttribute,
      // Player, game and payment records outlive any one stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...projectionProps(index),
      });
    }
  }
}

/** The definition's projection in CDK's terms (the same ProjectionType names as DynamoDB's). */
function projectionProps(index: IndexDefinition) {
  const { ProjectionType: type, NonKeyAttributes: nonKeyAttributes } = projectionOf(index);
  return { projectionType: ProjectionType[type], ...(nonKeyAttributes ? { nonKeyAttributes } : {}) };
}
