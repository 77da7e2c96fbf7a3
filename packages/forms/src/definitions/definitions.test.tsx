import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForms } from '../../test/renderForms.js';
import type { FormUser } from '../react/FormsContext.js';
import { FormRoute } from '../react/routes/FormRoute.js';
import { createFormRegistry, defaultFormRegistry, registerForm } from '../react/routes/formRegistry.js';
import { FORM_NAMES } from './formNames.js';
import { registerStandardForms, STANDARD_FORMS } from './registerStandardForms.js';

const registry = createFormRegistry();
registerStandardForms(registry);

const superAdmin: FormUser = {
  email: 'root@netfleet.test',
  mfa_type: null,
  role: 'super_admin',
  permissions: [],
};
const admin: FormUser = { email: 'admin@netfleet.test', mfa_type: null, role: 'admin', permissions: [] };

const creditTypes = {
  body: {
    data: [
      { id: 1, name: 'Free Credit', payment_type: 'free' },
      { id: 2, name: 'Paid Credit', payment_type: 'paid' },
      { id: 3, name: 'Company data', payment_type: 'free' },
    ],
  },
};
const companies = {
  body: {
    data: [
      { id: 4, name: 'North' },
      { id: 5, name: 'South' },
    ],
  },
};

function route(
  name: string,
  options: { id?: string; user?: FormUser; defaults?: Record<string, unknown> } = {},
) {
  const back: string[] = [];
  const view = renderForms(
    <FormRoute
      name={name}
      id={options.id}
      navigateBack={() => back.push('back')}
      registry={registry}
      {...(options.defaults && { defaults: options.defaults })}
    />,
    { user: options.user ?? admin },
  );
  view.api.on('GET /credits/types', creditTypes);
  view.api.on('GET /companies', companies);
  return { view, back };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the standard forms', () => {
  it('registers every form of spec §2', () => {
    expect(Object.keys(STANDARD_FORMS).sort()).toEqual(Object.values(FORM_NAMES).sort());
    expect(registry.names()).toHaveLength(16);
  });
});

describe('FormRoute', () => {
  it('titles the page from the name and goes back one step after success', async () => {
    const { view, back } = route(FORM_NAMES.activateCode);
    view.api.on('POST /credits/codes/activate', { body: { message: 'ok' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Activate code' })).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: /Code/ }), ' ABCD-1234 ');
    await view.user.click(button('Activate'));
    await waitFor(() => expect(back).toEqual(['back']));
    expect(view.api.calls('POST /credits/codes/activate')[0]?.body).toEqual({ code: 'ABCD-1234' });
    expect(view.toasts).toEqual([{ message: 'Code activated successfully', kind: 'success' }]);
    // On the form route the table is not reloaded.
    expect(view.reloads).toEqual([]);
  });

  it('stays with skipNavigate, humanises a name without a title, and reports an unknown name', async () => {
    const unregister = registerForm('rename-thing', {
      fields: [{ key: 'name', label: 'Name' }],
      url: '/things',
      schema: { skipNavigate: true },
    });
    const back: string[] = [];
    const view = renderForms(<FormRoute name="rename-thing" navigateBack={() => back.push('back')} />);
    view.api.on('POST /things', { body: {} });
    expect(screen.getByRole('heading', { name: 'Rename thing' })).toBeTruthy();
    await view.user.click(button('Submit'));
    await waitFor(() => expect(view.api.requests).toHaveLength(1));
    await waitFor(() => expect(button('Submit')).toHaveProperty('disabled', false));
    expect(back).toEqual([]);
    unregister();
    expect(defaultFormRegistry.has('rename-thing')).toBe(false);
    view.unmount();
    renderForms(<FormRoute name="nope" navigateBack={() => {}} />);
    expect(screen.getByText('Form "nope" is not registered.')).toBeTruthy();
  });

  it('goes back with Cancel', async () => {
    const { view, back } = route(FORM_NAMES.activateCode);
    await view.user.click(button('Cancel'));
    expect(back).toEqual(['back']);
  });
});

describe('company name edit', () => {
  it('sends nothing for an unchanged name and says so', async () => {
    const { view } = route(FORM_NAMES.companyName, { id: '7', defaults: { name: 'North' } });
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveProperty('value', 'North');
    await view.user.type(name, '  ');
    await view.user.click(button('Save'));
    await waitFor(() =>
      expect(view.toasts).toEqual([
        { message: 'Please input different value to save changes.', kind: 'info' },
      ]),
    );
    expect(view.api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('sends a changed name with PUT /companies/{id}', async () => {
    const { view, back } = route(FORM_NAMES.companyName, { id: '7', defaults: { name: 'North' } });
    view.api.on('PUT /companies/7', { body: {} });
    await view.user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await view.user.type(screen.getByRole('textbox', { name: /Name/ }), 'Northern');
    await view.user.click(button('Save'));
    await waitFor(() => expect(back).toEqual(['back']));
    expect(view.api.calls('PUT /companies/7')[0]?.body).toEqual({ name: 'Northern' });
  });
});

describe('create code', () => {
  it('shows the company field and every type to super_admin only', async () => {
    const first = route(FORM_NAMES.createCode, { user: superAdmin });
    expect(screen.getByRole('combobox', { name: /Company/ })).toBeTruthy();
    await screen.findByRole('option', { name: 'Company data' });
    expect(screen.getByRole('option', { name: 'Free Credit' })).toBeTruthy();
    first.view.unmount();

    const { view } = route(FORM_NAMES.createCode, { user: admin });
    view.api.on('POST /credits/codes', { body: {} });
    expect(screen.queryByRole('combobox', { name: /Company/ })).toBeNull();
    await screen.findByRole('option', { name: 'Paid Credit' });
    expect(screen.queryByRole('option', { name: 'Free Credit' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Comment' }).getAttribute('maxlength')).toBe('200');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Paid Credit');
    await view.user.type(screen.getByRole('spinbutton', { name: /Amount/ }), '10');
    await view.user.click(button('Create'));
    await waitFor(() =>
      expect(view.api.calls('POST /credits/codes')[0]?.body).toEqual({ type: 2, amount: 10 }),
    );
  });

  it('requires the company of super_admin and refuses an amount over 12 digits', async () => {
    const { view } = route(FORM_NAMES.createCode, { user: superAdmin });
    await screen.findByRole('option', { name: 'Paid Credit' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Paid Credit');
    await view.user.type(screen.getByRole('spinbutton', { name: /Amount/ }), '1000000000000');
    await view.user.click(button('Create'));
    expect(await screen.findByText('Company is required')).toBeTruthy();
    expect(screen.getByText('Amount must be at most 12 digits')).toBeTruthy();
    expect(view.api.calls('POST /credits/codes')).toHaveLength(0);
  });
});

describe('add resources', () => {
  it('asks for a price and a proforma number only for credit types 2, 4, 6, 8, 10, 12, 14', async () => {
    const { view } = route(FORM_NAMES.addResources);
    view.api.on('POST /credits', { body: {} });
    await screen.findByRole('option', { name: 'Paid Credit' });
    const type = screen.getByRole('combobox', { name: /Resource type/ });
    expect(screen.queryByRole('spinbutton', { name: /Price/ })).toBeNull();
    await view.user.selectOptions(type, 'Company data');
    expect(screen.queryByRole('spinbutton', { name: /Price/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Proforma number/ })).toBeNull();
    await view.user.selectOptions(type, 'Paid Credit');
    const price = screen.getByRole('spinbutton', { name: /Price/ });
    expect([price.getAttribute('min'), price.getAttribute('step')]).toEqual(['0', '0.01']);
    await view.user.type(screen.getByRole('spinbutton', { name: /Count/ }), '5');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'South');
    await view.user.click(button('Add'));
    expect(await screen.findByText('Price is required')).toBeTruthy();
    expect(screen.getByText('Proforma number is required')).toBeTruthy();
    await view.user.type(price, '9.99');
    await view.user.type(screen.getByRole('textbox', { name: /Proforma number/ }), 'PF-1');
    await view.user.click(button('Add'));
    await waitFor(() =>
      expect(view.api.calls('POST /credits')[0]?.body).toEqual({
        type: 2,
        count: 5,
        company_id: 5,
        price: 9.99,
        proforma_number: 'PF-1',
      }),
    );
  });
});

describe('company data', () => {
  it('shows the data at 2 GB per credit and sends the digits', async () => {
    const { view } = route(FORM_NAMES.companyData, { id: '5' });
    view.api.on('POST /companies/data', { body: {} });
    const count = screen.getByRole('textbox', { name: /Credit count/ });
    expect(count.getAttribute('maxlength')).toBe('14');
    await view.user.type(count, '0012a');
    expect(screen.getByText('12 credits = 24 GB of data')).toBeTruthy();
    await view.user.click(button('Save'));
    await waitFor(() =>
      expect(view.api.calls('POST /companies/data')[0]?.body).toEqual({ credit_count: 12, company_id: 5 }),
    );
  });
});

describe('multiconfig upload', () => {
  it('sends system type, a .json file and overwrite as multipart', async () => {
    const { view } = route(FORM_NAMES.multiconfigUpload);
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

describe('admin forms', () => {
  it('remove suppressed email: DELETE /suppressed-emails/{email} without a body', async () => {
    const { view } = route(FORM_NAMES.removeSuppressedEmail);
    view.api.on('DELETE /suppressed-emails/a%2Bb%40c.io', { body: {} });
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'a+b@c.io');
    await view.user.click(button('Remove'));
    await waitFor(() => expect(view.api.calls('DELETE /suppressed-emails/a%2Bb%40c.io')).toHaveLength(1));
    expect(view.api.calls('DELETE /suppressed-emails/a%2Bb%40c.io')[0]?.body).toBeUndefined();
  });

  it.each([
    [FORM_NAMES.removeMfa, 'Remove', 'DELETE /admin/users/mfa'],
    [FORM_NAMES.deleteUser, 'Delete', 'DELETE /admin/users'],
    [FORM_NAMES.assignSsoAdmin, 'Assign', 'POST /admin/users/sso'],
  ])('%s sends { email } with %s', async (name, submitText, call) => {
    const { view } = route(name);
    view.api.on(call, { body: {} });
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'nope');
    await view.user.click(button(submitText));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await view.user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'user@netfleet.test');
    await view.user.click(button(submitText));
    await waitFor(() => expect(view.api.calls(call)[0]?.body).toEqual({ email: 'user@netfleet.test' }));
  });
});

describe('other forms', () => {
  it('distributor invitation: company name, e-mail and an upper-case country code', async () => {
    const { view } = route(FORM_NAMES.distributorInvitation);
    view.api.on('POST /distributors/invitations', { status: 201, body: {} });
    expect(screen.getByRole('heading', { name: 'Invite distributor' })).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: /Company name/ }), ' Baltic Net ');
    await view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'sales@baltic.test');
    await view.user.type(screen.getByRole('textbox', { name: /Country/ }), 'lt1v');
    expect(screen.getByRole('textbox', { name: /Country/ })).toHaveProperty('value', 'LT');
    await view.user.click(button('Invite'));
    await waitFor(() =>
      expect(view.api.calls('POST /distributors/invitations')[0]?.body).toEqual({
        company_name: 'Baltic Net',
        email: 'sales@baltic.test',
        country: 'LT',
      }),
    );
  });

  it('add company: the name needs 3 characters and a parent company', async () => {
    const { view } = route(FORM_NAMES.addCompany);
    view.api.on('POST /companies', { status: 201, body: {} });
    await view.user.type(screen.getByRole('textbox', { name: /Name/ }), 'AB');
    await view.user.click(button('Create'));
    expect(await screen.findByText('Name must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Parent company is required')).toBeTruthy();
    await view.user.type(screen.getByRole('textbox', { name: /Name/ }), 'C');
    await screen.findByRole('option', { name: 'North' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Parent company/ }), 'North');
    await view.user.click(button('Create'));
    await waitFor(() =>
      expect(view.api.calls('POST /companies')[0]?.body).toEqual({ name: 'ABC', parent_id: 4 }),
    );
  });

  it('move resources and move companies refuse the same source and target', async () => {
    const { view } = route(FORM_NAMES.moveCompanies);
    await screen.findAllByRole('option', { name: 'North' });
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Source company/ }), 'North');
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Target company/ }), 'North');
    await view.user.click(button('Move'));
    expect(await screen.findByText('Source and target companies must differ')).toBeTruthy();
    expect(view.api.calls('POST /companies/move')).toHaveLength(0);
  });

  it('add tag and invite user post their payloads', async () => {
    const tag = route(FORM_NAMES.addTag);
    tag.view.api.on('POST /tags', { status: 201, body: {} });
    await screen.findByRole('option', { name: 'South' });
    await tag.view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'South');
    await tag.view.user.type(screen.getByRole('textbox', { name: /Name/ }), 'prod');
    await tag.view.user.type(screen.getByRole('textbox', { name: 'Color' }), '1e88e5');
    await tag.view.user.click(button('Create'));
    await waitFor(() =>
      expect(tag.view.api.calls('POST /tags')[0]?.body).toEqual({
        company_id: 5,
        name: 'prod',
        color: '#1E88E5',
      }),
    );
    tag.view.unmount();

    const invite = route(FORM_NAMES.inviteUser);
    invite.view.api.on('GET /roles', { body: { data: [] } });
    invite.view.api.on('POST /users/invite', { status: 201, body: {} });
    await screen.findByRole('option', { name: 'North' });
    await invite.view.user.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'North');
    await invite.view.user.type(screen.getByRole('textbox', { name: /Email/ }), 'new@netfleet.test');
    await invite.view.user.click(button('Invite'));
    await waitFor(() =>
      expect(invite.view.api.calls('POST /users/invite')[0]?.body).toEqual({
        company_id: 4,
        email: 'new@netfleet.test',
      }),
    );
    const form = screen.getByRole('form', { name: 'Invite user' });
    expect(within(form).getByRole('combobox', { name: 'Role' })).toBeTruthy();
  });
});
