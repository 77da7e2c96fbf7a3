import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsoleForm } from '../forms/test/renderConsoleForm.js';

const button = (name: string) => screen.getByRole('button', { name });

describe('multiconfig upload', () => {
  it('sends system type, a .json file and overwrite as multipart', async () => {
    const view = renderConsoleForm('multiconfig-upload');
    view.api.on('POST /devices/configurator/specifications', { status: 201, body: {} });
    await view.user.click(button('Upload'));
    expect(await screen.findByText('System type is required')).toBeTruthy();
    expect(screen.getByText('File is required')).toBeTruthy();
    await view.user.selectOptions(screen.getByRole('combobox', { name: /System type/ }), 'TSWOS');
    await view.user.upload(
      screen.getByLabelText(/^File/),
      new File(['{"a":1}'], 'spec.json', { type: 'application/json' }),
    );
    await view.user.click(screen.getByRole('checkbox', { name: /Overwrite/ }));
    await view.user.click(button('Upload'));
    await waitFor(() => expect(view.api.calls('POST /devices/configurator/specifications')).toHaveLength(1));
    const [request] = view.api.calls('POST /devices/configurator/specifications');
    expect(request?.contentType).toMatch(/^multipart\/form-data/);
    const body = request?.body as Record<string, unknown>;
    expect({ ...body, file: await (body.file as Blob).text() }).toEqual({
      system_type: 'tswos',
      file: '{"a":1}',
      overwrite: '1',
    });
  });
});
