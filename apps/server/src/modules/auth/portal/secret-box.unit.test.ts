import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('the settings secret box', () => {
  const box = createSecretBox('k'.repeat(32));

  it('opens what it sealed, and never stores the secret in the clear', () => {
    const sealed = box.seal('client-secret-42', 'tenant:1:portal');
    expect(sealed).not.toContain('client-secret-42');
    expect(box.seal('client-secret-42', 'tenant:1:portal')).not.toBe(sealed);
    expect(box.open(sealed, 'tenant:1:portal')).toBe('client-secret-42');
  });

  it('refuses another key, another tenant and damaged values', () => {
    const sealed = box.seal('client-secret-42', 'tenant:1:portal');
    expect(createSecretBox('o'.repeat(32)).open(sealed, 'tenant:1:portal')).toBeNull();
    expect(box.open(sealed, 'tenant:2:portal')).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'), 'tenant:1:portal')).toBeNull();
    expect(box.open('not sealed', 'tenant:1:portal')).toBeNull();
  });
});
