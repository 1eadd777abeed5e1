import type { Config } from '@server/config';
import { createPortalClients, type PortalClients } from './portal/portal-client';
import { createSecretBox, type SecretBox } from './portal/secret-box';
import { createJtiVerifier, type JtiVerifier } from './quick-login/jti-ticket';
import { createTicketBackChannel, type TicketBackChannel } from './quick-login/rpcid-ticket';
import { createWechatOpenPlatform, type WechatOpenPlatform } from './wechat/wechat-open-platform';

/**
 * The outside parties the external sign-ins talk to, built from the app's configuration: each tenant's OIDC portal
 * (discovered configurations and key sets, cached), the portals' published ticket keys, the portals' ticket back
 * channel, the WeChat Open Platform, and the secret box that opens the portals' sealed client secrets.
 *
 * Built once per app in the module's route plugin (external-sign-in.routes.ts) and handed to the service functions
 * that need them as their second parameter, rather than riding on every context (only these services use them) or
 * living in module state (test apps with other settings must not share caches or keys), and never per request
 * (the caches would be lost on every call).
 */
export type AuthClients = {
  portals: PortalClients;
  secrets: SecretBox;
  jtiVerifier: JtiVerifier;
  ticketBackChannel: TicketBackChannel;
  wechat: WechatOpenPlatform;
};

export function buildAuthClients(config: Config): AuthClients {
  return {
    portals: createPortalClients(),
    secrets: createSecretBox(config.SETTINGS_ENCRYPTION_KEY),
    jtiVerifier: createJtiVerifier(),
    ticketBackChannel: createTicketBackChannel(),
    wechat: createWechatOpenPlatform(config),
  };
}
