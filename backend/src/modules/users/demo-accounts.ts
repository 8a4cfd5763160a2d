// The demo accounts: created by the seed in demo mode, offered as quick-fill buttons by GET /api/config
// (only in demo mode), and used by the tests to sign in.
import type { UserRole } from '@store/contracts/constants';

export interface DemoAccount {
  /** The quick-fill button's text on the login page. */
  label: string;
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    label: 'User Login',
    name: 'Demo Shopper',
    email: 'shopper@example.com',
    password: 'shopper-demo-123',
    role: 'shopper',
  },
  {
    label: 'Helper Login',
    name: 'Demo Helper',
    email: 'helper@example.com',
    password: 'helper-demo-123',
    role: 'helper',
  },
  {
    label: 'Admin Login',
    name: 'Demo Admin',
    email: 'admin@example.com',
    password: 'admin-demo-123',
    role: 'admin',
  },
];
