import { dynamoCommunityAccountData } from './adapters/account-data-store';
import { dynamoCommunityRepository } from './adapters/community-repository';
import { createCommunityAccountErasure } from './account-erasure';
import { communityService } from './communities';
import { communityPlayed } from './review-trust';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** A user's communities: what their export shows and what their account's deletion does to them. */
export const communityAccountData = /* @__PURE__ */ once(() =>
  createCommunityAccountErasure({
    communities: dynamoCommunityRepository(table().db, table().name),
    data: dynamoCommunityAccountData(table().db, table().name),
    service: communityService(),
    played: communityPlayed(),
  }),
);
