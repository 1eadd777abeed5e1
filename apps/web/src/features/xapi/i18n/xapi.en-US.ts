import type { xapiZhCN } from './xapi.zh-CN';

// The learning record (xAPI) settings page in English, with exactly the Chinese catalogue's keys.
export const xapiEnUS: typeof xapiZhCN = {
  intro:
    "Once on, teachers' enrolments, completed lessons and programmes, passed and failed exams, attended research activities and earned hours are sent to the district's Learning Record Store (LRS) as xAPI 1.0.3 statements. Teachers are named by their platform account, never by a phone or ID number.",
  forbiddenTitle: 'No access',
  forbiddenText: 'Only district administrators can see and change the learning record settings.',
  settingsSection: 'Connection',
  enabled: 'Send learning records',
  endpoint: 'LRS address',
  endpointHelp: "The LRS's xAPI endpoint (https); statements go to /statements under it.",
  key: 'Key',
  secret: 'Secret',
  secretKeep: 'Stored; leave empty to keep it',
  secretRequired: 'Enter the secret the first time you save',
  save: 'Save',
  saved: 'Learning record settings saved',
  test: 'Test connection',
  outcome: {
    ok: 'Connected: the LRS accepted the key',
    not_configured: 'No LRS settings saved yet; save them first',
  },
  problem: {
    unreachable: 'The LRS cannot be reached (no answer or timed out)',
    unauthorised: 'The LRS refused the key; check the key and the secret',
    rejected: 'The LRS refused the request (HTTP {{status}})',
    server_error: 'The LRS had a server error (HTTP {{status}})',
  },
  deliverySection: 'Delivery',
  pending: 'Pending',
  sent: 'Sent',
  statements_one: '{{count}} statement',
  statements_other: '{{count}} statements',
  lastSentAt: 'Last sent',
  neverSent: 'Nothing sent yet',
  lastError: 'Last failure',
  noError: 'None',
  errorAt: '{{problem}}, {{time}}',
  sendNow: 'Send now',
  sendQueued: 'Sending the pending statements',
  sendNothing: 'Nothing is pending, or sending is off',
};
