import { Entity } from 'electrodb';
import { ROLES } from '../../../../shared/constants';

// A user's profile: one item per user, keyed by the Cognito sub.
export const profileEntity = new Entity({
  model: { entity: 'profile', version: '1', service: 'yaktiv' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string' },
    phone: { type: 'string' },
    instagramHandle: { type: 'string' },
    profilePic: { type: 'string' },
    role: { type: ROLES, required: true, default: 'player' },
    profileSetupCompleted: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
    },
  },
});
