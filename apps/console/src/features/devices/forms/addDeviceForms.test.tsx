import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../../forms/test/renderConsoleForm.js';

describe('add device', () => {
  it('posts the serial, the MAC typed through the mask, the name, company and tag, then shows the token once', async () => {
    const view = renderConsoleForm('add-device');
    view.api.on('GET /tags', { body: { data: [{ id: 8, name: 'prod' }] } });
    view.api.on('POST /devices', {
      status: 201,
      body: {
        data: {
          id: 77,
          name: 'Depot gateway',
          serial: '1100000077',
          mac: '00:1E:42:AA:BB:CC',
          company_id: 5,
          company_name: 'South',
          status: 3,
          tags: [{ id: 8, name: 'prod', color: '#1E88E5' }],
          created_at: '2026-11-23T10:00:00.000Z',
          ingest_token: 'nfd_secret-token',
          ingest: {
            report_url: 'https://fleet.example.com/ingest/v1/report',
            mqtt_url: 'mqtt://fleet.example.com:1883',
          },
        },
        message: 'Device created successfully',
      },
    });
    await screen.findByRole('option', { name: 'South' });
    await view.user.type(screen.getByRole('textbox', { name: /Serial number/ }), '1100000077');
    await view.user.type(screen.getByRole('textbox', { name: /MAC address/ }), '001e42aabbcc');
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Depot gateway');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'South');
    // The tags offered are those a device of South may carry.
    await waitFor(() => expect(view.api.calls('GET /tags').at(-1)?.query.get('device_company_id')).toBe('5'));
    await screen.findByRole('option', { name: 'prod' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'prod');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(view.api.calls('POST /devices')[0]?.body).toEqual({
        serial: '1100000077',
        mac: '00:1E:42:AA:BB:CC',
        name: 'Depot gateway',
        company_id: 5,
        tag_ids: [8],
      }),
    );
    expect((await screen.findByTestId('ingest-token')).textContent).toBe('nfd_secret-token');
    expect(screen.getByText('Device added: 1100000077')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    // Where the device reports with it: over HTTP, and over MQTT as its serial.
    expect(screen.getByTestId('ingest-report-url').textContent).toBe(
      'https://fleet.example.com/ingest/v1/report',
    );
    expect(screen.getByTestId('ingest-mqtt-url').textContent).toBe('mqtt://fleet.example.com:1883');
    expect(screen.getByText('user name 1100000077, password the token')).toBeTruthy();
    expect(view.toasts).toEqual([{ message: 'Device created successfully', kind: 'success' }]);
    // The token would be lost by leaving: the form stays.
    expect(view.back).toEqual([]);
  });

  it('refuses what AddDeviceSchema refuses before sending anything', async () => {
    const view = renderConsoleForm('add-device');
    view.api.on('GET /tags', { body: { data: [] } });
    await screen.findByRole('option', { name: 'South' });
    await view.user.type(screen.getByRole('textbox', { name: /Serial number/ }), 'ab');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Serial must be 4 to 32 letters, digits or hyphens')).toBeTruthy();
    expect(view.api.calls('POST /devices')).toHaveLength(0);
  });

  it('shows the server’s field errors on their fields', async () => {
    const view = renderConsoleForm('add-device');
    view.api.on('GET /tags', { body: { data: [] } });
    view.api.on('POST /devices', {
      status: 422,
      body: {
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'A device with identical serial but different MAC is already registered',
            source: 'serial',
          },
        ],
      },
    });
    await screen.findByRole('option', { name: 'South' });
    await view.user.type(screen.getByRole('textbox', { name: /Serial number/ }), '1100000001');
    await view.user.type(screen.getByRole('textbox', { name: /MAC address/ }), '001e42000001');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'South');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('A device with identical serial but different MAC is already registered'),
    ).toBeTruthy();
    expect(screen.queryByTestId('ingest-token')).toBeNull();
  });
});

describe('add device in Norwegian', () => {
  it("shows the schema's and the server's English messages in Norwegian", async () => {
    const view = renderConsoleForm('add-device', { language: 'nb' });
    view.api.on('GET /tags', { body: { data: [{ id: 8, name: 'prod' }] } });
    view.api.on('POST /devices', {
      status: 422,
      body: {
        errors: [
          { code: 'VALIDATION_FAILED', message: "No tag 8 for this device's company.", source: 'tag_ids' },
        ],
      },
    });
    await screen.findByRole('option', { name: 'South' });
    const serial = screen.getByRole('textbox', { name: /Serienummer/ });
    await view.user.type(serial, 'ab');
    await view.user.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(
      await screen.findByText('Serienummeret må være 4 til 32 bokstaver, sifre eller bindestreker'),
    ).toBeTruthy();
    expect(view.api.calls('POST /devices')).toHaveLength(0);

    await view.user.clear(serial);
    await view.user.type(serial, '1100000001');
    await view.user.type(screen.getByRole('textbox', { name: /MAC-adresse/ }), '001e42000001');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Selskap/ }), 'South');
    await screen.findByRole('option', { name: 'prod' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Etikett' }), 'prod');
    await view.user.click(screen.getByRole('button', { name: 'Legg til' }));
    expect(await screen.findByText('Etiketten 8 hører ikke til selskapet til denne enheten.')).toBeTruthy();
  });
});

describe('add devices from file', () => {
  const csv = (name: string, type: string) => new File(['serial,mac,name\n'], name, { type });

  it('offers the sample file and refuses a file that is not a CSV with the spec toast', async () => {
    const view = renderConsoleForm('import-devices');
    view.api.on('POST /devices/import', { body: { data: { created: 1 } } });
    const sample = screen.getByRole('link', { name: 'Download the sample CSV file' });
    expect(sample.getAttribute('href')).toBe('/samples/devices-sample.csv');
    await view.user.upload(screen.getByLabelText(/CSV file/), csv('devices.txt', 'text/plain'));
    await view.user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(view.toasts).toEqual([{ message: 'Not a CSV file selected', kind: 'info' }]));
    expect(view.api.calls('POST /devices/import')).toHaveLength(0);
  });

  it('names the bad line of the file: the message, then (column, line X in the file)', async () => {
    const view = renderConsoleForm('import-devices');
    view.api.on('POST /devices/import', {
      status: 422,
      body: {
        errors: [
          { code: 'VALIDATION_FAILED', message: 'MAC is not valid', source: 'file.3.mac' },
          { code: 'VALIDATION_FAILED', message: '2 devices were added; 1 error', source: null },
        ],
        meta: { added: 2 },
      },
    });
    await view.user.upload(screen.getByLabelText(/CSV file/), csv('devices.csv', 'text/csv'));
    await view.user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('MAC is not valid (mac, line 3 in devices.csv)')).toBeTruthy();
    expect(screen.getByText('2 devices were added; 1 error')).toBeTruthy();
    // The good lines were added: the devices list reloads although the answer is an error.
    expect(view.reloads).toEqual(['devices']);
    const [sent] = view.api.calls('POST /devices/import');
    if (!sent) throw new Error('Nothing was sent');
    expect(sent.contentType).toContain('multipart/form-data');
    // The file goes as a part of the form (jsdom's File arrives as the fetch realm's Blob).
    expect((sent.body as { file?: Blob }).file?.type).toBe('text/csv');
  });

  it("asks for the file in the user's language", async () => {
    const view = renderConsoleForm('import-devices', { language: 'nb' });
    await view.user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('CSV-fil må fylles ut')).toBeTruthy();
    expect(view.api.calls('POST /devices/import')).toHaveLength(0);
  });

  it("shows the server's English import errors in the user's language, and a text it does not know as it came", async () => {
    const view = renderConsoleForm('import-devices', { language: 'nb' });
    view.api.on('POST /devices/import', {
      status: 422,
      body: {
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'MAC must be six hex pairs, such as 00:1E:42:AB:CD:EF',
            source: 'file.3.mac',
          },
          {
            code: 'VALIDATION_FAILED',
            message: "No tag NoSuchTag in the device's company",
            source: 'file.4.tags',
          },
          { code: 'VALIDATION_FAILED', message: 'Something only the server knows', source: 'file.5' },
          { code: 'VALIDATION_FAILED', message: '1 device was added; 3 errors in the file.', source: null },
        ],
        meta: { added: 1 },
      },
    });
    await view.user.upload(screen.getByLabelText(/CSV-fil/), csv('devices.csv', 'text/csv'));
    await view.user.click(screen.getByRole('button', { name: 'Importer' }));
    // The file field's errors, one a line.
    const fileErrors = await screen.findByText(/^MAC-adressen må være/);
    expect(fileErrors.textContent?.split('\n')).toEqual([
      'MAC-adressen må være seks heksadesimale par, for eksempel 00:1E:42:AB:CD:EF (mac, linje 3 i devices.csv)',
      'Etiketten NoSuchTag finnes ikke i enhetens selskap (tags, linje 4 i devices.csv)',
      'Something only the server knows (linje 5 i devices.csv)',
    ]);
    expect(screen.getByText('Enheter lagt til: 1. Feil i filen: 3.')).toBeTruthy();
  });
});
