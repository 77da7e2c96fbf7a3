import { createCodeSchema } from '@netfleet/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errors } from '../../test/fakeApi.js';
import { renderForms } from '../../test/renderForms.js';
import type { FieldDefinition } from '../core/fields/FieldDefinition.js';
import { GenericForm } from './GenericForm.js';

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('GenericForm: rendering', () => {
  it('renders every field key: label, required, placeholder, subtext, addon, link, alert and options', () => {
    const fields: FieldDefinition[] = [
      { key: 'name', label: 'Name', required: true, placeholder: 'Office', subtext: 'Shown in tables' },
      { key: 'interval', label: 'Interval', type: 'number', min: 60, max: 600, step: 60, addon: 's' },
      {
        key: 'note',
        component: 'BaseAlert',
        label: 'Heads up',
        subtext: 'Devices restart.',
        href: 'https://wiki.test/x',
      },
      { key: 'mode', label: 'Mode', type: 'select', options: [{ value: 1, label: 'One' }] },
      { key: 'agree', label: 'Agree', type: 'checkbox' },
      { key: 'about', label: 'About', type: 'textarea', maxlength: 20, href: 'https://wiki.test/about' },
    ];
    renderForms(<GenericForm fields={fields} url="/x" />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveProperty('placeholder', 'Office');
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Shown in tables').id).toBe(name.getAttribute('aria-describedby'));
    const interval = screen.getByRole('spinbutton', { name: 'Interval' });
    expect([
      interval.getAttribute('min'),
      interval.getAttribute('max'),
      interval.getAttribute('step'),
    ]).toEqual(['60', '600', '60']);
    expect(interval.getAttribute('aria-describedby')).toContain(screen.getByText('s').id);
    const alert = screen.getByRole('status');
    expect(within(alert).getByText('Heads up')).toBeTruthy();
    expect(within(alert).getByText('Devices restart.')).toBeTruthy();
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('https://wiki.test/x');
    expect(screen.getByRole('option', { name: 'One' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Agree' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'About' }).getAttribute('maxlength')).toBe('20');
    const links = screen.getAllByRole('link', { name: 'More information' });
    expect(links.map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank']);
  });
});

describe('GenericForm: rules of the payload schema', () => {
  it('gives the fields the required keys, lengths and ranges the schema declares', async () => {
    const view = renderForms(
      <GenericForm
        fields={[
          { key: 'type', label: 'Type', type: 'number' },
          { key: 'amount', label: 'Amount', type: 'number' },
          { key: 'comment', label: 'Comment', type: 'textarea' },
        ]}
        url="/credits/codes"
        payloadSchema={createCodeSchema({ isSuperAdmin: false })}
      />,
    );
    const amount = screen.getByRole('spinbutton', { name: /Amount/ });
    expect(amount.getAttribute('aria-required')).toBe('true');
    expect([amount.getAttribute('min'), amount.getAttribute('max'), amount.getAttribute('step')]).toEqual([
      '1',
      '999999999999',
      '1',
    ]);
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment.getAttribute('maxlength')).toBe('200');
    expect(comment.getAttribute('aria-required')).toBeNull();
    // The schema's own messages win over the input's constraint messages.
    await view.user.type(amount, '1000000000000');
    await view.user.click(submit());
    expect(await screen.findByText('Amount must be at most 12 digits')).toBeTruthy();
    expect(screen.getByText('Type is required')).toBeTruthy();
    expect(view.api.requests).toEqual([]);
  });
});

describe('GenericForm: submit', () => {
  it('sends trimmed text (not passwords) to the url, toasts and reloads the table', async () => {
    const view = renderForms(
      <GenericForm
        fields={[
          { key: 'name', label: 'Name' },
          { key: 'password', label: 'Password', type: 'password' },
          { key: 'count', label: 'Count', type: 'number' },
        ]}
        url="/tags"
        schema={{ tableRef: 'tags', successMsg: 'Tag created successfully' }}
      />,
    );
    view.api.on('POST /tags', { status: 201, body: { data: { id: 1 } } });
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), '  prod  ');
    await view.user.type(screen.getByLabelText('Password'), ' p w ');
    await view.user.type(screen.getByRole('spinbutton', { name: 'Count' }), '3');
    await view.user.click(submit());
    await waitFor(() =>
      expect(view.toasts).toEqual([{ message: 'Tag created successfully', kind: 'success' }]),
    );
    expect(view.api.calls('POST /tags')[0]?.body).toEqual({ name: 'prod', password: ' p w ', count: '3' });
    expect(view.reloads).toEqual(['tags']);
  });

  it('stops on the fields own rules and sends nothing', async () => {
    const view = renderForms(
      <GenericForm
        fields={[
          { key: 'name', label: 'Name', required: true },
          { key: 'code', label: 'Code', minlength: 4 },
        ]}
        url="/x"
      />,
    );
    await view.user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    await view.user.click(submit());
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please lengthen this text to 4 characters or more')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(view.api.requests).toHaveLength(0);
  });

  it('ignores a second submit while the first is pending: button disabled and busy', async () => {
    const view = renderForms(<GenericForm fields={[{ key: 'name', label: 'Name' }]} url="/tags" />);
    const reply = deferred<{ status: number; body: unknown }>();
    view.api.on('POST /tags', () => reply.promise);
    await view.user.type(screen.getByRole('textbox', { name: 'Name' }), 'a');
    await view.user.click(submit());
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    expect(submit().getAttribute('aria-busy')).toBe('true');
    // The button is disabled; a submit by other means (Enter) is ignored by the flow.
    fireEvent.submit(submit().closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.api.calls('POST /tags')).toHaveLength(1);
    reply.resolve({ status: 200, body: { message: 'Saved' } });
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    expect(view.toasts).toEqual([{ message: 'Saved', kind: 'success' }]);
    expect(view.api.calls('POST /tags')).toHaveLength(1);
  });
});

describe('GenericForm: depends and permission', () => {
  const fields: FieldDefinition[] = [
    {
      key: 'type',
      label: 'Type',
      type: 'select',
      options: [
        { value: 1, label: 'Free' },
        { value: 2, label: 'Paid' },
      ],
    },
    { key: 'price', label: 'Price', type: 'number', depends: { key: 'type', value: 2 } },
    { key: 'secret', label: 'Secret', permission: 'manage_secrets' },
  ];

  it('hides a field whose rule fails and clears its value', async () => {
    const view = renderForms(<GenericForm fields={fields} url="/credits" />);
    view.api.on('POST /credits', { body: {} });
    expect(screen.queryByRole('spinbutton', { name: 'Price' })).toBeNull();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Paid');
    await view.user.type(screen.getByRole('spinbutton', { name: 'Price' }), '9.5');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Free');
    expect(screen.queryByRole('spinbutton', { name: 'Price' })).toBeNull();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Paid');
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveProperty('value', '');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Free');
    await view.user.click(submit());
    await waitFor(() => expect(view.api.calls('POST /credits')).toHaveLength(1));
    // The select keeps the option's own type; the hidden price is not sent.
    expect(view.api.calls('POST /credits')[0]?.body).toEqual({ type: 1 });
  });

  it('shows a permission field only when can(permission) holds', () => {
    const first = renderForms(<GenericForm fields={fields} url="/x" />, { permissions: [] });
    expect(screen.queryByRole('textbox', { name: 'Secret' })).toBeNull();
    first.unmount();
    renderForms(<GenericForm fields={fields} url="/x" />, { permissions: ['manage_secrets'] });
    expect(screen.getByRole('textbox', { name: 'Secret' })).toBeTruthy();
  });
});

describe('GenericForm: server errors', () => {
  const fields: FieldDefinition[] = [
    { key: 'email', label: 'Email', type: 'email' },
    { key: 'password', label: 'Password', type: 'password' },
    { key: 'password_confirmation', label: 'Repeat password', type: 'password' },
  ];

  it('shows an error on its field by source; editing the field clears it', async () => {
    const view = renderForms(<GenericForm fields={fields} url="/users" />);
    view.api.on('POST /users', {
      status: 422,
      body: errors({ message: 'The email has already been taken.', source: 'email' }),
    });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await view.user.type(email, 'a@b.io');
    await view.user.click(submit());
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // The submit disabled the form's controls; the refusal brings the focus to the named field.
    await waitFor(() => expect(document.activeElement).toBe(email));
    await view.user.type(email, 'x');
    expect(screen.queryByText('The email has already been taken.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('blanks the password confirmation error when the password has one', async () => {
    const view = renderForms(<GenericForm fields={fields} url="/users" />);
    view.api.on('POST /users', {
      status: 422,
      body: errors(
        { message: 'The password is too weak.', source: 'password' },
        { message: 'The passwords do not match.', source: 'password_confirmation' },
      ),
    });
    await view.user.click(submit());
    expect(await screen.findByText('The password is too weak.')).toBeTruthy();
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
    expect(screen.getByLabelText('Repeat password').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists errors not tied to a field in the form', async () => {
    const view = renderForms(<GenericForm fields={fields} url="/users" />);
    view.api.on('POST /users', {
      status: 422,
      body: errors({ message: 'Company limit reached' }, { message: 'Try later', source: 'other' }),
    });
    await view.user.click(submit());
    const list = await screen.findByRole('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Company limit reached', 'Try later']);
    await waitFor(() => expect(document.activeElement).toBe(list));
    expect(view.toasts).toEqual([]);
  });

  it('toasts a single general error with useToast', async () => {
    const view = renderForms(<GenericForm fields={fields} url="/users" useToast />);
    view.api.on('POST /users', { status: 500, body: errors({ message: 'Server is busy' }) });
    await view.user.click(submit());
    await waitFor(() => expect(view.toasts).toEqual([{ message: 'Server is busy', kind: 'error' }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the Error modal with modalError', async () => {
    const view = renderForms(<GenericForm fields={fields} url="/users" modalError />);
    view.api.on('POST /users', { status: 422, body: errors({ message: 'First' }, { message: 'Second' }) });
    await view.user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second']);
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows "Failed to send request. Try again later" for a body that is not JSON', async () => {
    const view = renderForms(<GenericForm fields={fields} url="/nowhere-json" />);
    view.api.on('POST /nowhere-json', { status: 502 });
    await view.user.click(submit());
    expect(await screen.findByText('Failed to send request. Try again later')).toBeTruthy();
  });
});
