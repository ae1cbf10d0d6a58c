import { MESSAGES } from '../messages';

// What applying to host says, without zod: /become-host and the admin's list show these on their
// first load (docs/decisions/009-web-boot-without-zod.md). The schemas in
// shared/schemas/host-application.ts validate with these same values.

export const HOST_APPLICATION_MESSAGES = {
  sportsRequired: 'Please select at least one sport',
  tooManySports: 'Please pick at most 5 sports',
  cityRequired: 'City is required',
  cityTooLong: 'City must be less than 80 characters',
  experienceRequired: 'Tell us about your hosting or playing experience',
  experienceTooLong: 'Experience must be 1000 characters or less',
  whyRequired: 'Tell us in a line why you want to host',
  whyTooLong: 'Please keep it under 200 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: MESSAGES.phoneInvalid,
  reasonRequired: 'Please give a reason for rejecting',
  reasonTooLong: 'The reason must be 500 characters or less',
  // Server answers
  alreadyOpen: 'You already have an application waiting for review',
  alreadyHost: 'You are already a host',
  profileFirst: 'Please complete your profile before applying',
  notFound: 'Application not found',
  noApplication: 'You have not applied to host yet',
  alreadyDecided: 'This application was already decided',
  submitted: 'Application sent! We review applications within 24 hours.',
} as const;

export const HOST_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type HostApplicationStatus = (typeof HOST_APPLICATION_STATUSES)[number];
