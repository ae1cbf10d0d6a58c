import { ADMINS_GROUP, type Role } from '@shared/constants';

// Demo people for the local stack. The password meets the pool's policy; it is printed at start.
export const DEMO_PASSWORD = 'Yaktiv2026';

export interface DemoAccount {
  name: string;
  email: string;
  role: Role;
  phone: string;
  instagram?: string;
  /** User-pool groups: `admins` makes an operator. */
  groups?: string[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    name: 'Priya Sharma',
    email: 'priya@demo.yaktiv.test',
    role: 'host',
    phone: '9876543210',
    instagram: 'priya.plays',
  },
  { name: 'Arjun Mehta', email: 'arjun@demo.yaktiv.test', role: 'host', phone: '9820012345' },
  { name: 'Rahul Verma', email: 'rahul@demo.yaktiv.test', role: 'player', phone: '9900112233' },
  {
    name: 'Ananya Iyer',
    email: 'ananya@demo.yaktiv.test',
    role: 'player',
    phone: '9811122233',
    instagram: 'ananya_runs',
  },
  // Community organisers (one community per account).
  { name: 'Kavya Reddy', email: 'kavya@demo.yaktiv.test', role: 'host', phone: '9845011223' },
  { name: 'Vikram Singh', email: 'vikram@demo.yaktiv.test', role: 'host', phone: '9810098765' },
  // A host with no community yet, so creating one can be tried.
  { name: 'Meera Nair', email: 'meera@demo.yaktiv.test', role: 'host', phone: '9845566778' },
  // An operator: reviews host applications and reported games at /admin/…
  { name: 'Asha Admin', email: 'admin@demo.yaktiv.test', role: 'player', phone: '9845000111', groups: [ADMINS_GROUP] },
];

/** How `npm start` labels an account: its role, or 'admin' for an operator. */
export const demoLabel = (account: DemoAccount) => (account.groups?.includes(ADMINS_GROUP) ? 'admin' : account.role);
