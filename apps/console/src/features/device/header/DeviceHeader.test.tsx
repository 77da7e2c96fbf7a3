import type { ErrorItem } from '@netfleet/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceDetail, renderStateTab } from '../ports/test/renderStateTab.js';
import { DeviceHeader } from './DeviceHeader.js';

const header = (overrides: Parameters<typeof deviceDetail>[0] = {}, onDeleteOpened = vi.fn()) => (
  <DeviceHeader device={deviceDetail(overrides)} remoteAccess onDeleteOpened={onDeleteOpened} />
);

describe('the device header', () => {
  it("shows the device's facts, the available firmware and the last connection attempt in words", async () => {
    await renderStateTab(
      header({
        name: 'Depot gate',
        imei: '354800000000013',
        firmware_available: 'RUTX_R_00.07.14.3',
        connection_code: 15,
        signal: -71,
        operator: 'Telia',
        technology: 'LTE',
        ip: '10.0.0.7',
        tags: [{ id: 4, name: 'North', color: '#2e7d32' }],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Depot gate' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture of RUTX11' }).getAttribute('src')).toBe(
      '/models/rut.svg',
    );
    const facts = screen.getByLabelText('Device details');
    expect(within(facts).getByText('Update available: RUTX_R_00.07.14.3')).toBeTruthy();
    expect(within(facts).getByText('The device has no active credit (code 15)')).toBeTruthy();
    expect(within(facts).getByText('354800000000013')).toBeTruthy();
    expect(within(facts).getByText('Online')).toBeTruthy();
    expect(within(facts).getByText('-71 dBm')).toBeTruthy();
    expect(within(facts).getByText('Telia · LTE')).toBeTruthy();
    expect(within(facts).getByText('10.0.0.7')).toBeTruthy();
    expect(screen.getByText('North')).toBeTruthy();
  });

  it('offers an operator rename, tags and the actions, and a Guest none of them', async () => {
    const { view } = await renderStateTab(header());
    const actions = screen.getByRole('group', { name: 'Device actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reboot', 'Update firmware', 'Move to company', 'Delete device']);
    expect(within(actions).getByRole('link', { name: 'Remote access' }).getAttribute('href')).toBe(
      '/devices/12/access',
    );
    expect(screen.getByRole('button', { name: 'Rename' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit tags' })).toBeTruthy();
    view.unmount();

    await renderStateTab(header(), { role: 'read_only' });
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit tags' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Device actions' })).queryAllByRole('button')).toEqual(
      [],
    );
  });

  it("keeps the typed name with the server's message under the field when the save fails", async () => {
    const errors: ErrorItem[] = [
      { code: 'VALIDATION_FAILED', message: 'That name is taken', source: 'name' },
    ];
    const { api } = await renderStateTab(header(), {
      failures: { '/api/devices/12': { status: 422, errors } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const field = (await screen.findByRole('textbox', { name: 'Device name' })) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'Depot 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('That name is taken');
    expect(field.value).toBe('Depot 2');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo('/api/devices/12', 'PUT').map((request) => request.body)).toEqual([
      { name: 'Depot 2' },
    ]);
  });

  it("says the name's problems in the user's language, the schema's and the server's alike", async () => {
    const errors: ErrorItem[] = [
      { code: 'VALIDATION_FAILED', message: 'Name must be at most 255 characters', source: 'name' },
    ];
    await renderStateTab(header(), {
      language: 'nb',
      failures: { '/api/devices/12': { status: 422, errors } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Gi nytt navn' }));
    const field = (await screen.findByRole('textbox', { name: 'Enhetsnavn' })) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await screen.findByText('Enhetsnavn må fylles ut');
    fireEvent.change(field, { target: { value: 'Depot 2' } });
    expect(screen.queryByText('Enhetsnavn må fylles ut')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    await screen.findByText('Enhetsnavn kan ha høyst 255 tegn');
    expect(field.value).toBe('Depot 2');
  });

  it('sends nothing for an unchanged name, and ends the edit on Escape', async () => {
    const { api } = await renderStateTab(header());
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Device name' });
    fireEvent.change(field, { target: { value: ' Gate ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Device name' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    fireEvent.keyDown(await screen.findByRole('textbox', { name: 'Device name' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Device name' })).toBeNull());
    expect(api.requestsTo('/api/devices/12', 'PUT')).toEqual([]);
  });

  it('saves the ticked tags as the whole set', async () => {
    const tag = (id: number, name: string, company_id: number) => ({
      id,
      name,
      color: '#1769aa',
      description: null,
      company_id,
      company_name: 'Fleet Co',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const { api } = await renderStateTab(header({ tags: [{ id: 4, name: 'North', color: '#2e7d32' }] }), {
      search: { tags: { data: [tag(4, 'North', 3), tag(5, 'South', 3)] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit tags' }));
    const picker = await screen.findByRole('group', { name: 'Tags of the device' });
    const south = await within(picker).findByRole('checkbox', { name: 'South' });
    expect((within(picker).getByRole('checkbox', { name: 'North' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(south);
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'North' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save tags' }));
    await waitFor(() => expect(api.requestsTo('/api/devices/12/tags', 'PUT')).toHaveLength(1));
    expect(api.requestsTo('/api/devices/12/tags', 'PUT')[0]?.body).toEqual({ tag_ids: [5] });
    // The pick-list asked for the device's company's tags.
    expect(api.requestsTo('/api/tags', 'GET')[0]?.url.searchParams.get('company_id')).toBe('3');
  });

  it('tells the page when the user opens the delete form', async () => {
    const onDeleteOpened = vi.fn();
    await renderStateTab(header({}, onDeleteOpened));
    fireEvent.click(screen.getByRole('button', { name: 'Delete device' }));
    expect(onDeleteOpened).toHaveBeenCalledTimes(1);
    await screen.findByRole('dialog', { name: 'Delete devices' });
  });
});
