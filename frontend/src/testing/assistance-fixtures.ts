// Live-help data for component tests: a shopper and their help request as the assistance service sends it.
import type { AssistRequest } from '@store/contracts/assistance';
import { auth } from './fixtures';

export const assistShopper = auth({ id: '11111111-1111-4111-8111-111111111111', name: 'Nimal Perera' });

export function assistRequest(overrides: Partial<AssistRequest> = {}): AssistRequest {
  return {
    _id: '22222222-2222-4222-8222-222222222222',
    userId: assistShopper.id,
    name: assistShopper.name,
    email: assistShopper.email,
    userEmail: assistShopper.email,
    type: 'Live Assistance',
    time: 'Recently',
    scheduledFor: null,
    accept: false,
    helperId: null,
    helperName: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
