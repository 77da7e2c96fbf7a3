import type { ChannelHandlers } from '@netfleet/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForms } from '../../../test/renderForms.js';
import { GenericForm } from '../GenericForm.js';

/** A stand-in for the realtime socket: records subscriptions, and a test pushes messages. */
function fakeRealtime() {
  const channels = new Map<string, ChannelHandlers>();
  return {
    channels,
    subscribe(channel: string, handlers: ChannelHandlers) {
      channels.set(channel, handlers);
      return () => channels.delete(channel);
    },
    push(channel: string, data: unknown) {
      act(() => channels.get(channel)?.onMessage({ channel, event: 'progress', data }));
    },
  };
}

const item = (device_id: number, device_name: string, state: 0 | 1 | 2 | 3, error: string | null = null) => ({
  device_id,
  device_name,
  state,
  error,
  updated_at: '2026-11-23T10:00:00.000Z',
});

function jobAnswer(over: Record<string, unknown>, items: ReturnType<typeof item>[]) {
  return {
    body: {
      data: {
        id: 12,
        action: 'add_tags',
        channel: 'private-bulk.12',
        total: 3,
        queued: 3,
        running: 0,
        done: 0,
        failed: 0,
        finished: false,
        created_at: '2026-11-23T10:00:00.000Z',
        finished_at: null,
        items,
        ...over,
      },
      meta: { total: items.length },
    },
  };
}

const queuedItems = [item(1, 'North', 0), item(2, 'South', 0), item(3, 'East', 0)];

function bulkForm() {
  return (
    <GenericForm
      fields={[]}
      url="/devices/bulk"
      transform={() => ({ action: 'add_tags', device_id: [1, 2, 3], options: { tag_ids: [8] } })}
      selection={[1, 2, 3]}
      schema={{ tableRef: 'devices' }}
    />
  );
}

async function openStatus(realtime?: ReturnType<typeof fakeRealtime>) {
  const view = renderForms(bulkForm(), realtime ? { provider: { realtime } } : {});
  view.api.on('POST /devices/bulk', {
    status: 202,
    body: { data: { job_id: 12, total: 3 }, meta: { channel: 'private-bulk.12' } },
  });
  view.api.on('GET /devices/bulk/12', jobAnswer({}, queuedItems));
  await view.user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Action status' });
  await within(dialog).findByRole('table', { name: 'Devices of the action' });
  return { view, dialog };
}

const states = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('DeviceSocketAction on a bulk job', () => {
  it('shows the job read on open, then each progress event live, until the job finishes', async () => {
    const realtime = fakeRealtime();
    const { view, dialog } = await openStatus(realtime);
    expect(realtime.channels.has('private-bulk.12')).toBe(true);
    expect(states(dialog)).toEqual(['NorthQueued', 'SouthQueued', 'EastQueued']);
    const bar = within(dialog).getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(within(dialog).getByText('0 of 3 finished')).toBeTruthy();

    realtime.push('private-bulk.12', {
      job_id: 12,
      total: 3,
      queued: 1,
      running: 1,
      done: 1,
      failed: 0,
      finished: false,
      items: [
        { device_id: 1, state: 2, error: null },
        { device_id: 2, state: 1, error: null },
      ],
    });
    expect(states(dialog)).toEqual(['NorthDone', 'SouthRunning', 'EastQueued']);
    expect(within(dialog).getByText('1 of 3 finished')).toBeTruthy();
    expect(view.reloads).toEqual(['devices']); // the submit's own reload, not the finish
    // Another job's message on the channel changes nothing.
    realtime.push('private-bulk.12', {
      job_id: 99,
      total: 1,
      queued: 0,
      running: 0,
      done: 1,
      failed: 0,
      finished: true,
      items: [],
    });
    expect(within(dialog).getByText('1 of 3 finished')).toBeTruthy();

    realtime.push('private-bulk.12', {
      job_id: 12,
      total: 3,
      queued: 0,
      running: 0,
      done: 2,
      failed: 1,
      finished: true,
      items: [
        { device_id: 2, state: 2, error: null },
        { device_id: 3, state: 3, error: 'The device did not report within 10 minutes' },
      ],
    });
    expect(states(dialog)).toEqual([
      'NorthDone',
      'SouthDone',
      'EastFailedThe device did not report within 10 minutes',
    ]);
    expect(within(dialog).getByText('Finished: 2 done, 1 failed')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    // Finished: the devices list reloads so its rows show the change.
    await waitFor(() => expect(view.reloads).toEqual(['devices', 'devices']));

    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Show only failed' }));
    expect(states(dialog)).toEqual(['EastFailedThe device did not report within 10 minutes']);
  });

  it('retries the failures: POST /devices/bulk/{id}/retry, then follows the job anew', async () => {
    const realtime = fakeRealtime();
    const view = renderForms(bulkForm(), { provider: { realtime } });
    view.api.on('POST /devices/bulk', {
      status: 202,
      body: { data: { job_id: 12, total: 3 }, meta: { channel: 'private-bulk.12' } },
    });
    view.api.on(
      'GET /devices/bulk/12',
      jobAnswer({ queued: 0, done: 2, failed: 1, finished: true }, [
        item(1, 'North', 2),
        item(2, 'South', 2),
        item(3, 'East', 3, 'Offline'),
      ]),
    );
    view.api.on('POST /devices/bulk/12/retry', {
      body: { data: { job_id: 12, total: 1 }, meta: { channel: 'private-bulk.12' } },
    });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action status' });
    const retry = await within(dialog).findByRole('button', { name: 'Retry failed' });
    view.api.on(
      'GET /devices/bulk/12',
      jobAnswer({ queued: 1, done: 2, failed: 0 }, [
        item(1, 'North', 2),
        item(2, 'South', 2),
        item(3, 'East', 0),
      ]),
    );
    await view.user.click(retry);
    await waitFor(() => expect(view.api.calls('POST /devices/bulk/12/retry')).toHaveLength(1));
    await waitFor(() => expect(states(dialog)).toEqual(['NorthDone', 'SouthDone', 'EastQueued']));
    expect(within(dialog).queryByRole('button', { name: 'Retry failed' })).toBeNull();
    // The button went: the window keeps the focus.
    expect(document.activeElement).toBe(dialog);
    expect(view.api.calls('GET /devices/bulk/12')).toHaveLength(2);
  });

  it('reads the failures the first read did not list when the user shows only the failed', async () => {
    const view = renderForms(bulkForm(), { provider: { realtime: fakeRealtime() } });
    view.api.on('POST /devices/bulk', {
      status: 202,
      body: { data: { job_id: 12, total: 3 }, meta: { channel: 'private-bulk.12' } },
    });
    view.api.on('GET /devices/bulk/12', (request) =>
      request.query.get('state') === '3'
        ? jobAnswer({ queued: 0, done: 1, failed: 2, finished: true }, [
            item(2, 'South', 3, 'Device is offline'),
            item(3, 'East', 3, 'Device is offline'),
          ])
        : // The first page of a big job: one of the two failures is on a later page.
          jobAnswer({ queued: 0, done: 1, failed: 2, finished: true }, [
            item(1, 'North', 2),
            item(2, 'South', 3, 'Device is offline'),
          ]),
    );
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action status' });
    await within(dialog).findByText('Finished: 1 done, 2 failed');
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Show only failed' }));
    await waitFor(() =>
      expect(states(dialog)).toEqual(['SouthFailedDevice is offline', 'EastFailedDevice is offline']),
    );
  });

  it('says so when the job cannot be read, and closes only when the user closes it', async () => {
    const view = renderForms(bulkForm(), { provider: { realtime: fakeRealtime() } });
    view.api.on('POST /devices/bulk', {
      status: 202,
      body: { data: { job_id: 12, total: 3 }, meta: { channel: 'private-bulk.12' } },
    });
    view.api.on('GET /devices/bulk/12', {
      status: 500,
      body: { errors: [{ code: 'SERVER_ERROR', message: 'Boom' }] },
    });
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action status' });
    expect(await within(dialog).findByText('Failed to load the action status')).toBeTruthy();
    // The modal's header has a Close control too; this is the status's own button.
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;
    await view.user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads the job again while no socket brings its progress', async () => {
    const view = renderForms(bulkForm());
    view.api.on('POST /devices/bulk', {
      status: 202,
      body: { data: { job_id: 12, total: 3 }, meta: { channel: 'private-bulk.12' } },
    });
    view.api.on('GET /devices/bulk/12', jobAnswer({}, queuedItems));
    await view.user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Action status' });
    await within(dialog).findByText('0 of 3 finished');
    view.api.on(
      'GET /devices/bulk/12',
      jobAnswer({ queued: 0, done: 3, finished: true }, [
        item(1, 'North', 2),
        item(2, 'South', 2),
        item(3, 'East', 2),
      ]),
    );
    expect(await within(dialog).findByText('Finished: 3 done, 0 failed', {}, { timeout: 4000 })).toBeTruthy();
    expect(view.api.calls('GET /devices/bulk/12')).toHaveLength(2);
  });
});
