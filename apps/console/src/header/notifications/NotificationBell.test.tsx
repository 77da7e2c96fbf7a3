import type { Notification } from '@netfleet/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function notification(id: number, summary: string, seen = false, minutes = 5): Notification {
  return {
    id,
    type: 'creditAmountTooLow',
    summary,
    created_at: minutesAgo(minutes),
    seen_at: seen ? minutesAgo(1) : null,
  };
}

describe('the notification bell', () => {
  it('shows the unseen count and lists summaries with relative times', async () => {
    renderConsole({
      notifications: [
        notification(2, 'Credits are running low', false, 5),
        notification(1, 'Backup done', true, 90),
      ],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unseen' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('region', { name: 'Your notifications' });
    await within(panel).findByText('Credits are running low');
    expect(within(panel).getByText('5 minutes ago')).toBeTruthy();
    expect(within(panel).getByText('1 hour ago')).toBeTruthy();
    const all = within(panel).getByRole('link', { name: 'Show all notifications' });
    expect(all.getAttribute('href')).toBe('/notifications');
  });

  it('says "No notifications" when there are none', async () => {
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });

  it('marks the unseen ones as seen on close and reloads the list', async () => {
    const { api } = renderConsole({
      notifications: [notification(3, 'One'), notification(4, 'Two'), notification(5, 'Old', true)],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unseen' });
    fireEvent.click(bell);
    await screen.findByText('One');
    fireEvent.click(bell);
    await waitFor(() => expect(api.requestsTo('/api/notifications', 'PUT')).toHaveLength(1));
    expect(api.requestsTo('/api/notifications', 'PUT')[0]?.body).toEqual({ id: [3, 4] });
    await screen.findByRole('button', { name: 'Notifications' });
    expect(api.requestsTo('/api/notifications', 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('prepends notifications pushed over the socket', async () => {
    const { feed } = renderConsole({ notifications: [notification(1, 'Older', true)] });
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(feed.subscribed(7)).toBe(true));
    act(() => feed.push(7, notification(9, 'Device RUT-1 went offline', false, 0)));
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unseen' });
    fireEvent.click(bell);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Device RUT-1 went offline');
  });

  it('reloads the list when the channel is confirmed, so a notification created before that is not lost', async () => {
    const { feed, api } = renderConsole({ notifications: [notification(1, 'Older', true)] });
    await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(feed.subscribed(7)).toBe(true));
    // Created after the list loaded, before the socket listened: no message carries it.
    api.state.notifications = [
      notification(2, 'Credits are running low', false, 0),
      ...api.state.notifications,
    ];
    act(() => feed.confirm(7));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unseen' })).toBeTruthy();
  });

  it('says "Failed to get notifications." when the load fails without a message, else the message', async () => {
    renderConsole({ notificationsFailure: { status: 500, errors: [{ code: 'SERVER_ERROR', message: '' }] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get notifications.');
  });

  it('shows the server’s message when it sent one', async () => {
    renderConsole({
      notificationsFailure: { status: 503, errors: [{ code: 'SERVER_ERROR', message: 'Try later' }] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try later');
  });
});
