import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errors } from '../../../test/fakeApi.js';
import { renderForms } from '../../../test/renderForms.js';
import { MAC_MASK } from '../../core/mask/maskHelpers.js';
import { GenericForm } from '../GenericForm.js';

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('masked field', () => {
  function setup() {
    const view = renderForms(
      <GenericForm fields={[{ key: 'mac', label: 'MAC', mask: MAC_MASK }]} url="/macs" />,
    );
    return { view, input: screen.getByRole('textbox', { name: 'MAC' }) as HTMLInputElement };
  }

  it('formats while typing and sends the masked value', async () => {
    const { view, input } = setup();
    view.api.on('POST /macs', { body: {} });
    await view.user.type(input, '0011aabbccddee');
    expect(input.value).toBe('00:11:AA:BB:CC:DD');
    await view.user.click(submit());
    await waitFor(() => expect(view.api.calls('POST /macs')[0]?.body).toEqual({ mac: '00:11:AA:BB:CC:DD' }));
  });

  it('keeps the caret after the character typed in the middle', async () => {
    const { view, input } = setup();
    await view.user.type(input, '0011aa');
    expect(input.value).toBe('00:11:AA');
    await view.user.type(input, 'f', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('00:F1:1A:A');
    expect(input.selectionStart).toBe(4);
  });

  it('keeps value and caret when a refused character is typed', async () => {
    const { view, input } = setup();
    await view.user.type(input, '0011');
    await view.user.type(input, 'z', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input.value).toBe('00:11');
    expect(input.selectionStart).toBe(1);
  });

  it('formats pasted text', async () => {
    const { view, input } = setup();
    await view.user.click(input);
    await view.user.paste('aa-bb-cc-dd-ee-ff-11');
    expect(input.value).toBe('AA:BB:CC:DD:EE:FF');
  });
});

describe('password field', () => {
  it('generates a 16-character password and shows it', async () => {
    const view = renderForms(
      <GenericForm
        fields={[{ key: 'password', label: 'Password', type: 'password', generate: true }]}
        url="/x"
      />,
    );
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await view.user.click(screen.getByRole('button', { name: 'Generate password' }));
    expect(input.value).toHaveLength(16);
    expect(input.type).toBe('text');
    await view.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

describe('file field', () => {
  const fields = [
    { key: 'file', label: 'File', type: 'file', accept: '.json,application/json', required: true },
  ];

  it('refuses a file outside accept, takes a fitting one and sends the form as multipart', async () => {
    const view = renderForms(<GenericForm fields={fields} url="/specs" />);
    view.api.on('POST /specs', { body: {} });
    const input = screen.getByLabelText(/File/);
    const user = view.user;
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('File type is not allowed')).toBeTruthy();
    expect(screen.queryByText(/Chosen file/)).toBeNull();
    await user.upload(input, new File(['{}'], 'spec.json', { type: 'application/json' }));
    expect(screen.getByText('Chosen file: spec.json')).toBeTruthy();
    expect(screen.queryByText('File type is not allowed')).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(view.api.calls('POST /specs')).toHaveLength(1));
    const [request] = view.api.calls('POST /specs');
    expect(request?.contentType).toMatch(/^multipart\/form-data/);
  });

  it("offers pointers a Choose file button in the form's language; the input stays the keyboard's", async () => {
    const view = renderForms(<GenericForm fields={fields} url="/specs" />);
    const input = screen.getByLabelText(/File/) as HTMLInputElement;
    const picker = vi.spyOn(input, 'click');
    const choose = screen.getByText('Choose file');
    // Out of the tab order and the accessibility tree: the labelled input is the control there.
    expect(choose.getAttribute('aria-hidden')).toBe('true');
    expect((choose as HTMLButtonElement).tabIndex).toBe(-1);
    expect(input.tabIndex).toBe(0);
    await view.user.click(choose);
    expect(picker).toHaveBeenCalledOnce();
  });

  it('checks dropped files too', () => {
    renderForms(<GenericForm fields={fields} url="/specs" />);
    const zone = screen.getByTestId('file-drop-zone');
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'bad|name.json', { type: 'application/json' })] },
    });
    expect(screen.getByText('File name contains forbidden symbols')).toBeTruthy();
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['{}'], 'ok.json', { type: 'application/json' })] },
    });
    expect(screen.getByText('Chosen file: ok.json')).toBeTruthy();
  });
});

describe('ItemSelect', () => {
  it('loads a pick-list with limit 100 and sends the chosen id as a number', async () => {
    const view = renderForms(
      <GenericForm
        fields={[
          { key: 'company_id', label: 'Company', component: 'ItemSelect', source: { path: '/companies' } },
          {
            key: 'role_id',
            label: 'Role',
            component: 'ItemSelect',
            source: {
              path: '/roles',
              labelKey: 'title',
              params: (values) => ({ company_id: values.company_id as number | undefined }),
              filter: (item) => item.id !== 99,
            },
          },
        ]}
        url="/users/invite"
      />,
    );
    view.api.on('GET /companies', {
      body: {
        data: [
          { id: 4, name: 'North' },
          { id: 5, name: 'South' },
        ],
      },
    });
    view.api.on('GET /roles', (request) => ({
      body: {
        data: request.query.get('company_id')
          ? [
              { id: 2, title: 'Administrator' },
              { id: 99, title: 'Hidden' },
            ]
          : [],
      },
    }));
    view.api.on('POST /users/invite', { body: {} });
    const company = screen.getByRole('combobox', { name: 'Company' });
    await screen.findByRole('option', { name: 'South' });
    const [companies] = view.api.calls('GET /companies');
    expect(companies?.query.get('limit')).toBe('100');
    expect(companies?.query.get('fields')).toBe('id,name');
    await view.user.selectOptions(company, 'South');
    await screen.findByRole('option', { name: 'Administrator' });
    expect(view.api.calls('GET /roles').at(-1)?.query.get('company_id')).toBe('5');
    expect(screen.queryByRole('option', { name: 'Hidden' })).toBeNull();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Administrator');
    await view.user.click(submit());
    await waitFor(() =>
      expect(view.api.calls('POST /users/invite')[0]?.body).toEqual({ company_id: 5, role_id: 2 }),
    );
  });

  it('clears a choice that the list of a later query leaves out, and keeps one it still offers', async () => {
    const view = renderForms(
      <GenericForm
        fields={[
          { key: 'company_id', label: 'Company', component: 'ItemSelect', source: { path: '/companies' } },
          {
            key: 'tag_id',
            label: 'Tag',
            component: 'ItemSelect',
            source: {
              path: '/tags',
              params: (values) => ({ device_company_id: values.company_id as number }),
            },
          },
        ]}
        url="/devices"
      />,
    );
    view.api.on('GET /companies', {
      body: {
        data: [
          { id: 4, name: 'North' },
          { id: 5, name: 'North Depot' },
          { id: 6, name: 'South' },
        ],
      },
    });
    // North's tag fits its subsidiary North Depot too; South has its own.
    const tagsOf: Record<string, { id: number; name: string }[]> = {
      '': [
        { id: 1, name: 'Fleet' },
        { id: 2, name: 'Coast' },
      ],
      '4': [{ id: 1, name: 'Fleet' }],
      '5': [{ id: 1, name: 'Fleet' }],
      '6': [{ id: 2, name: 'Coast' }],
    };
    view.api.on('GET /tags', (request) => ({
      body: { data: tagsOf[request.query.get('device_company_id') ?? ''] ?? [] },
    }));
    view.api.on('POST /devices', { body: {} });
    const company = screen.getByRole('combobox', { name: 'Company' });
    const tag = screen.getByRole('combobox', { name: 'Tag' }) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Coast' });
    await view.user.selectOptions(tag, 'Fleet');
    await view.user.selectOptions(company, 'North');
    await waitFor(() => expect(view.api.calls('GET /tags').at(-1)?.query.get('device_company_id')).toBe('4'));
    await waitFor(() => expect(tag.getAttribute('aria-busy')).toBeNull());
    expect(tag.value).toBe('1');
    await view.user.selectOptions(company, 'South');
    await screen.findByRole('option', { name: 'Coast' });
    await waitFor(() => expect(tag.value).toBe(''));
    expect(screen.queryByRole('option', { name: '1' })).toBeNull();
    await view.user.click(submit());
    await waitFor(() => expect(view.api.calls('POST /devices')[0]?.body).toMatchObject({ company_id: 6 }));
    expect(view.api.calls('POST /devices')[0]?.body).not.toHaveProperty('tag_id', 1);
  });

  it('groups the choices by groupKey, so that tags of the same name in two companies tell apart', async () => {
    const view = renderForms(
      <GenericForm
        fields={[
          {
            key: 'tag_id',
            label: 'Tag',
            component: 'ItemSelect',
            source: { path: '/tags', groupKey: 'company_name' },
          },
        ]}
        url="/x"
      />,
    );
    view.api.on('GET /tags', {
      body: {
        data: [
          { id: 2, name: 'Depot', company_name: 'Metro' },
          { id: 1, name: 'Depot', company_name: 'Harbor' },
          { id: 3, name: 'Night', company_name: 'Harbor' },
        ],
      },
    });
    view.api.on('POST /x', { body: {} });
    const metro = await screen.findByRole('group', { name: 'Metro' });
    expect(view.api.calls('GET /tags')[0]?.query.get('fields')).toBe('id,name,company_name');
    const harbor = screen.getByRole('group', { name: 'Harbor' });
    // Groups in alphabetical order, whatever order the list gave.
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('label'))).toEqual([
      'Harbor',
      'Metro',
    ]);
    expect(
      within(harbor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Depot', 'Night']);
    expect(
      within(metro)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['2']);
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), '2');
    await view.user.click(submit());
    await waitFor(() => expect(view.api.calls('POST /x')[0]?.body).toEqual({ tag_id: 2 }));
  });

  it('shows a load failure on the field', async () => {
    renderForms(
      <GenericForm
        fields={[
          { key: 'company_id', label: 'Company', component: 'ItemSelect', source: { path: '/companies' } },
        ]}
        url="/x"
      />,
    );
    expect(await screen.findByText('Not found')).toBeTruthy();
  });
});

describe('DeviceSelect', () => {
  it('searches GET /devices as the user types and picks with the keyboard', async () => {
    const view = renderForms(
      <GenericForm fields={[{ key: 'device_id', label: 'Device', component: 'DeviceSelect' }]} url="/x" />,
    );
    view.api.on('GET /devices', (request) => ({
      body: {
        data: [
          { id: 11, name: 'Office', serial: '1100' },
          { id: 12, name: 'Office 2', serial: '1200' },
        ].filter((device) => device.name.toLowerCase().includes(request.query.get('q') ?? '')),
      },
    }));
    view.api.on('POST /x', { body: {} });
    const input = screen.getByRole('combobox', { name: 'Device' });
    await view.user.type(input, 'office');
    await screen.findByRole('option', { name: 'Office 2 (1200)' });
    const search = view.api.calls('GET /devices').at(-1);
    expect(search?.query.get('q')).toBe('office');
    expect(search?.query.get('limit')).toBe('100');
    await view.user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveProperty('value', 'Office 2 (1200)');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await view.user.click(submit());
    await waitFor(() => expect(view.api.calls('POST /x')[0]?.body).toEqual({ device_id: 12 }));
  });
});

describe('TableInput', () => {
  it('edits rows and shows bulk errors on the table', async () => {
    const view = renderForms(
      <GenericForm
        fields={[
          {
            key: 'data',
            label: 'Devices',
            component: 'TableInput',
            columns: [
              { key: 'serial', label: 'Serial' },
              { key: 'name', label: 'Name' },
            ],
          },
        ]}
        url="/devices"
      />,
    );
    view.api.on('POST /devices', {
      status: 422,
      body: errors({ message: 'The data.1.serial has already been taken.', source: 'data.1.serial' }),
    });
    expect(screen.getByText('No rows yet')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Add row' }));
    await view.user.click(screen.getByRole('button', { name: 'Add row' }));
    await view.user.click(screen.getByRole('button', { name: 'Add row' }));
    await view.user.type(screen.getByRole('textbox', { name: 'Serial, row 1' }), '1100');
    await view.user.type(screen.getByRole('textbox', { name: 'Serial, row 2' }), '1200');
    await view.user.type(screen.getByRole('textbox', { name: 'Name, row 2' }), 'B');
    await view.user.click(screen.getByRole('button', { name: 'Remove row 3' }));
    await view.user.click(submit());
    const group = screen.getByRole('group', { name: 'Devices' });
    expect(await within(group).findByText('The serial has already been taken.')).toBeTruthy();
    expect(view.api.calls('POST /devices')[0]?.body).toEqual({
      data: [
        { serial: '1100', name: '' },
        { serial: '1200', name: 'B' },
      ],
    });
  });
});

describe('ListInput field', () => {
  it('is required as a list and sends its entries', async () => {
    const view = renderForms(
      <GenericForm
        fields={[
          {
            key: 'serials',
            label: 'Serials',
            component: 'ListInput',
            required: true,
            list: { noDupes: true },
          },
        ]}
        url="/x"
      />,
    );
    view.api.on('POST /x', { body: {} });
    await view.user.click(submit());
    expect(await screen.findByText('Serials is required')).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: /Serials/ }), '1,2,1{Enter}');
    await view.user.click(submit());
    await waitFor(() => expect(view.api.calls('POST /x')[0]?.body).toEqual({ serials: ['1', '2'] }));
  });
});

describe('hint', () => {
  it('shows a tooltip button next to the label', () => {
    renderForms(
      <GenericForm fields={[{ key: 'name', label: 'Name', hint: 'Unique per company' }]} url="/x" />,
    );
    expect(screen.getByRole('button', { name: 'Name: Unique per company' })).toBeTruthy();
  });
});
