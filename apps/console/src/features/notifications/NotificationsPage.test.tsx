import type { Notification } from '@netfleet/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const notification = (id: number, summary: string, seen: boolean, minutes: number): Notification => ({
  id,
  type: 'creditAmountTooLow',
  summary,
  created_at: minutesAgo(minutes),
  seen_at: seen ? minutesAgo(1) : null,
});

describe('the all-notifications page', () => {
  it('lists the notifications with the unseen marked and relative times, and marks all seen', async () => {
    const { api } = renderConsole({
      path: '/notifications',
      notifications: [
        notification(2, 'Credits are running low', false, 5),
        notification(1, 'Backup done', true, 90),
      ],
      answers: { 'PUT /api/notifications/seen': { body: { data: { updated: 1 } } } },
    });
    await screen.findByRole('heading', { name: 'Notifications', level: 1 });
    const low = await screen.findByText('Credits are running low');
    expect(low.closest('li')?.getAttribute('data-unseen')).toBe('true');
    expect(screen.getByText('Backup done').closest('li')?.hasAttribute('data-unseen')).toBe(false);
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    expect(screen.getByText('2 notifications, 1 unseen')).toBeTruthy();
    api.state.notifications = api.state.notifications.map((entry) => ({ ...entry, seen_at: minutesAgo(0) }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(await screen.findByText('All notifications are marked as seen.')).toBeTruthy();
    expect(api.requestsTo('/api/notifications/seen', 'PUT')).toHaveLength(1);
    await waitFor(() => expect(document.querySelectorAll('[data-unseen]')).toHaveLength(0));
    expect((screen.getByRole('button', { name: 'Mark all as seen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows a notification pushed over the socket without a reload', async () => {
    const { api, feed } = renderConsole({
      path: '/notifications',
      notifications: [notification(1, 'Backup done', true, 90)],
    });
    await screen.findByText('Backup done');
    await waitFor(() => expect(feed.subscribed(7)).toBe(true));
    const pushed = notification(9, 'Device RUT-1 went offline', false, 0);
    api.state.notifications = [pushed, ...api.state.notifications];
    act(() => feed.push(7, pushed));
    const item = await screen.findByText('Device RUT-1 went offline');
    expect(item.closest('li')?.getAttribute('data-unseen')).toBe('true');
  });

  it('says "No notifications" when there are none', async () => {
    renderConsole({ path: '/notifications' });
    await screen.findByRole('heading', { name: 'Notifications', level: 1 });
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });

  it('says "Failed to get notifications." when the server says nothing else', async () => {
    renderConsole({ path: '/notifications', notificationsFailure: { status: 500 } });
    expect(await screen.findByText(/Failed to get notifications\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
