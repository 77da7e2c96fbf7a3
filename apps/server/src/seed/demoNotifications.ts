import type { notifications } from '../db/schema.js';

const MINUTE_MS = 60_000;

/**
 * Four notifications for a demo user, one of each type; the two newest unseen, so the bell
 * has something to show and something to mark seen.
 */
export function demoNotifications(
  userId: number,
  companyName: string,
  now: number,
): (typeof notifications.$inferInsert)[] {
  return [
    {
      userId,
      type: 'invitedUserRegistration',
      summary: `Nora Nilsen accepted your invitation and joined ${companyName}.`,
      createdAt: new Date(now - 10 * MINUTE_MS),
      seenAt: null,
    },
    {
      userId,
      type: 'creditCodeActivation',
      summary: `Code NF-7Q2K-PL9D added 50 credits to ${companyName}.`,
      createdAt: new Date(now - 3 * 60 * MINUTE_MS),
      seenAt: null,
    },
    {
      userId,
      type: 'creditAmountTooLow',
      summary: `${companyName} has fewer than 20 credits left.`,
      createdAt: new Date(now - 26 * 60 * MINUTE_MS),
      seenAt: new Date(now - 20 * 60 * MINUTE_MS),
    },
    {
      userId,
      type: 'deviceAlert',
      summary: 'Depot RUTX11 0003 went offline.',
      createdAt: new Date(now - 50 * 60 * MINUTE_MS),
      seenAt: new Date(now - 40 * 60 * MINUTE_MS),
    },
  ];
}
