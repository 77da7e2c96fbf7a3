/** One release of the console and what changed in it. */
export interface ChangelogRelease {
  version: string;
  /** ISO date (`2026-11-23`). */
  date: string;
  /** What changed, one line each. In English only: release notes are written once, as code is. */
  changes: readonly string[];
}

/**
 * The console's releases, newest first. A typed list rather than rendered markdown: nothing
 * here is HTML, so the page needs no sanitizer, and a release with a malformed entry fails
 * the type check instead of the page.
 */
export const CHANGELOG: readonly ChangelogRelease[] = [
  {
    version: '5.14.0',
    date: '2026-11-23',
    changes: [
      'Administration: companies in depth, users and invitations, custom roles with an effective permissions preview, MFA enrolment, resources with a credit burn-down forecast.',
      'Brands come from the server: a reseller’s colours, logo, subtext, switched-off pages and device names apply from sign-in.',
      'Global notices can be written, previewed, scheduled, switched off and deleted on the Global notices page.',
      'Outgoing mail can go through your own SMTP server, with a test mail on the Email configuration page.',
      'All notifications on one page, with "Mark all as seen".',
    ],
  },
  {
    version: '5.13.0',
    date: '2026-10-30',
    changes: [
      'Remote access: SSH, telnet, desktop and SFTP sessions from the console, shared links with one-time keys, and an access history with recordings.',
      'The connect pages are apps of their own, loaded without the console.',
    ],
  },
  {
    version: '5.12.0',
    date: '2026-09-18',
    changes: [
      'The device page: activity, ports, monitoring parameters, data usage and the map.',
      'Bulk actions on devices run in the background and report as they go.',
    ],
  },
];
