import { describe, expect, it } from 'vitest';
import { isLoopbackHostname, securityHeaders } from './security-headers';

describe('security headers by protocol and host', () => {
  it('adds HSTS over https only, and COOP wherever the page is a secure context', () => {
    const https = securityHeaders('https', 'yanxiu.example.edu.cn');
    expect(https['cross-origin-opener-policy']).toBe('same-origin');
    expect(https['strict-transport-security']).toMatch(/^max-age=\d+/);

    // Plain http on a loopback name is a secure context: the browser honours COOP there.
    for (const host of ['localhost', 'dongcheng.localhost', '127.0.0.1', '[::1]']) {
      const loopback = securityHeaders('http', host);
      expect(loopback['cross-origin-opener-policy'], host).toBe('same-origin');
      expect(loopback['strict-transport-security'], host).toBeUndefined();
    }

    // Chromium logs an error for every plain-http page elsewhere that sends COOP (a district intranet's), so it is left out.
    const intranet = securityHeaders('http', 'yanxiu.intranet.test');
    expect(intranet['cross-origin-opener-policy']).toBeUndefined();
    expect(intranet['strict-transport-security']).toBeUndefined();
    expect(intranet['content-security-policy']).toBe(https['content-security-policy']);
    expect(intranet['cross-origin-resource-policy']).toBe('same-origin');
    expect(Object.keys(https).length - Object.keys(intranet).length).toBe(2);
  });

  it('knows the loopback names and nothing that only looks like one', () => {
    for (const host of ['localhost', 'LOCALHOST.', 'a.b.localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]'])
      expect(isLoopbackHostname(host), host).toBe(true);
    for (const host of ['localhost.evil.test', 'mylocalhost', '127.0.0.1.evil.test', '10.0.0.1', '::2', 'example.localhost.com'])
      expect(isLoopbackHostname(host), host).toBe(false);
  });
});
