// Loaded only when sign-in answers 1008, so the sign-in page never downloads the widget otherwise.
//
// ALTCHA's CSP-friendly build: `altcha/external` carries neither inline workers (blob: scripts) nor injected
// <style>; its stylesheet and the PBKDF2 worker are files of our build served from /pc/assets, which script-src and
// worker-src 'self' allow.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { LoginChallenge } from '@yanxiu/contract/auth';

// The only algorithm the server issues (LoginChallenge.parameters.algorithm).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/**
 * Solves `challenge` with an invisible ALTCHA widget and answers its payload (base64 of the challenge and the
 * solution, as LoginBody.challengeSolution takes it). Rejects when the widget fails: no Web Crypto outside a secure
 * context, a worker refused, or the challenge expired while being solved.
 */
export async function solveChallenge(challenge: LoginChallenge): Promise<string> {
  const widget = document.createElement('altcha-widget');
  const loaded = new Promise<void>((resolve) => widget.addEventListener('load', () => resolve(), { once: true }));
  // Outside the form, so the widget never takes part in its submission; invisible, as the form says what happens.
  widget.hidden = true;
  document.body.append(widget);
  try {
    await loaded;
    await widget.configure({ challenge, display: 'invisible', auto: 'off', humanInteractionSignature: false });
    const result = await widget.verify();
    if (!result?.payload) throw new Error(`ALTCHA did not solve the challenge (${widget.getState()})`);
    return result.payload;
  } finally {
    widget.remove();
  }
}
