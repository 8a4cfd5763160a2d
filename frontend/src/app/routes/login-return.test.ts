import { describe, expect, it } from 'vitest';
import { landingFor, returnPath } from './login';

describe('where signing in leads', () => {
  it('brings a shopper back to the page that sent them (?next=), and a helper to the dashboard', () => {
    expect(landingFor({ role: 'shopper' }, '/live-start')).toBe('/live-start');
    expect(landingFor({ role: 'shopper' }, null)).toBe('/');
    expect(landingFor({ role: 'helper' }, '/live-start')).toBe('/assis-dash');
  });

  it('never leads off the shop', () => {
    for (const next of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(returnPath(next)).toBeNull();
    }
    expect(returnPath('/schedule-session')).toBe('/schedule-session');
  });
});
