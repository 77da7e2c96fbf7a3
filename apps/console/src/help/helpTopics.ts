import type { HelpEntry } from './helpData.js';

const REPORT_ENTRIES: readonly HelpEntry[] = [
  {
    key: 'report.devices',
    term: 'Devices',
    description: 'The devices the report covers, chosen one by one or by tag.',
  },
  {
    key: 'report.period',
    term: 'Period',
    description: 'The time span the report sums up, in your timezone.',
  },
  {
    key: 'report.data-usage',
    term: 'Data usage',
    description: 'Mobile data sent and received by each device in the period.',
  },
  {
    key: 'report.uptime',
    term: 'Uptime',
    description: 'How long each device was online, as a share of the period.',
  },
];

/**
 * Help data of the help-panel pages until the pages themselves provide theirs from their
 * options and tables (spec §2.1).
 */
export const HELP_TOPICS: Readonly<Record<string, readonly HelpEntry[]>> = {
  'reports.single': REPORT_ENTRIES,
  'reports.periodic.day': REPORT_ENTRIES,
  'reports.periodic.week': REPORT_ENTRIES,
  'reports.periodic.month': REPORT_ENTRIES,
  'statistics.connection-manager': [
    {
      key: 'cm.connections',
      term: 'Connections',
      description: 'Sessions the connection manager opened to devices.',
    },
    {
      key: 'cm.failures',
      term: 'Failures',
      description: 'Attempts that did not reach the device, with the reason.',
    },
  ],
  'services.credit-codes': [
    {
      key: 'codes.code',
      term: 'Code',
      description: 'A redeemable code that moves credits to the company that activates it.',
    },
    { key: 'codes.amount', term: 'Amount', description: 'How many credits the code carries.' },
  ],
  'services.credit-history': [
    {
      key: 'credits.type',
      term: 'Credit type',
      description: 'What the credits pay for, such as remote access or data.',
    },
    { key: 'credits.left', term: 'Credits left', description: 'Credits the company can still spend.' },
  ],
  'services.data-overview': [
    {
      key: 'data.remaining',
      term: 'Remaining data',
      description: 'Data the company can still use; one credit buys 2 GB.',
    },
  ],
  'services.data-history': [
    {
      key: 'data.purchase',
      term: 'Data purchase',
      description: 'Credits turned into company data, and when.',
    },
  ],
};
