import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

describe('security headers by protocol', () => {
  it('adds COOP and HSTS over https only, where browsers act on them', () => {
    const https = securityHeaders('https');
    expect(https['cross-origin-opener-policy']).toBe('same-origin');
    expect(https['strict-transport-security']).toMatch(/^max-age=\d+/);
    const http = securityHeaders('http');
    // Chromium logs an error for every plain-http page that sends COOP (a district intranet's), so it is left out.
    expect(http['cross-origin-opener-policy']).toBeUndefined();
    expect(http['strict-transport-security']).toBeUndefined();
    expect(http['content-security-policy']).toBe(https['content-security-policy']);
    expect(Object.keys(https).length - Object.keys(http).length).toBe(2);
  });
});
