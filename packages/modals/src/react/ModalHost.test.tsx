import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState, useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHost } from '../../test/renderHost.js';
import { createModalManager, type ModalManager } from '../core/createModalManager.js';
import { createModalRegistry } from './createModalRegistry.js';
import { ModalHost } from './ModalHost.js';
import { ModalsProvider, useModals } from './ModalsContext.js';
import { useModalWindow } from './ModalWindowContext.js';
import { SCROLL_LOCK_CLASS } from './useScrollLock.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Menu() {
  return (
    <input aria-label="Search" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
  );
}

function Asker() {
  const { confirm } = useModals();
  return (
    <button type="button" onClick={() => void confirm({ title: 'Sure?', message: 'Really?' })}>
      Ask
    </button>
  );
}

function Field() {
  return <input aria-label="Name" />;
}

function LongForm() {
  const modal = useModalWindow();
  return (
    <button type="button" onClick={() => modal.scrollToTop()}>
      Submit
    </button>
  );
}

function TwoButtons() {
  return (
    <div>
      <button type="button">First action</button>
      <button type="button">Last action</button>
    </div>
  );
}

function OpenButton() {
  const { openModal } = useModals();
  return (
    <button type="button" onClick={() => openModal('TwoButtons', {}, { title: 'Device access' })}>
      Open
    </button>
  );
}

function HandOver() {
  const { openModal } = useModals();
  const modal = useModalWindow();
  return (
    <button
      type="button"
      onClick={() => {
        openModal('TwoButtons', {}, { title: 'Progress' });
        modal.close();
      }}
    >
      Submit
    </button>
  );
}

function OpenHandOver() {
  const { openModal } = useModals();
  return (
    <button type="button" onClick={() => openModal('HandOver', {}, { title: 'Form' })}>
      Open form
    </button>
  );
}

/** Opens TwoButtons from the page's Open button and closes it with Esc: the focus goes in, then back to Open. */
async function openAndCloseWithEsc(user: UserEvent) {
  const open = screen.getByRole('button', { name: 'Open' });
  await user.click(open);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First action' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(open);
}

/** A host rendered once the first modal opened, and kept (as the console loads its host). */
function LateHost({ manager }: { manager: ModalManager }) {
  const open = useSyncExternalStore(manager.subscribe, () => manager.getSnapshot().modals.length > 0);
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  return needed ? <ModalHost /> : null;
}

function setup(options: Parameters<typeof renderHost>[0] = {}) {
  const rendered = renderHost({ page: <OpenButton />, ...options });
  rendered.registry.registerModal('TwoButtons', TwoButtons);
  return rendered;
}

describe('ModalHost windows', () => {
  it('renders each open modal as a dialog labelled by its title, aria-modal only on the main one', () => {
    const { run, manager } = setup();
    run(() => manager.open({ id: 'a', title: 'Add company', subtitle: 'Step 1' }));
    run(() => manager.open({ id: 'b', title: 'Add tag' }));

    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(2);
    const company = screen.getByRole('dialog', { name: 'Add company' });
    const tag = screen.getByRole('dialog', { name: 'Add tag' });
    expect(company.getAttribute('aria-modal')).toBeNull();
    expect(tag.getAttribute('aria-modal')).toBe('true');
    expect(within(company).getByText('Step 1')).toBeTruthy();
    // The main one is stacked in front.
    expect(Number(tag.style.zIndex)).toBeGreaterThan(Number(company.style.zIndex));
  });

  it('renders a registered component with its props by name', async () => {
    const { run, manager, registry } = setup();
    registry.registerModal('Greeting', Greeting);
    run(() => manager.openModal('Greeting', { name: 'RUTX11' }, { title: 'Hi' }));
    expect(within(screen.getByRole('dialog', { name: 'Hi' })).getByText('Hello RUTX11')).toBeTruthy();
  });

  it('says so when a named modal is not registered, and renders it once registered', () => {
    const { run, manager, registry } = setup();
    run(() => manager.openModal('Later', {}, { title: 'Later' }));
    expect(screen.getByRole('alert').textContent).toBe('The window "Later" is not available.');
    run(() => registry.registerModal('Later', () => <p>Arrived</p>));
    expect(screen.getByText('Arrived')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the other modals when one content throws', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { run, manager, registry } = setup();
    registry.registerModal('Broken', () => {
      throw new Error('boom');
    });
    run(() => manager.openModal('TwoButtons', {}, { title: 'Fine' }));
    run(() => manager.openModal('Broken', {}, { title: 'Broken' }));
    expect(within(screen.getByRole('dialog', { name: 'Broken' })).getByRole('alert').textContent).toBe(
      'This window could not be displayed.',
    );
    expect(within(screen.getByRole('dialog', { name: 'Fine' })).getByText('First action')).toBeTruthy();
    error.mockRestore();
  });

  it('brings a window behind to the front when it is pressed', () => {
    const { run, manager } = setup();
    run(() => manager.open({ id: 'a', title: 'A' }));
    run(() => manager.open({ id: 'b', title: 'B' }));
    fireEvent.pointerDown(screen.getByRole('dialog', { name: 'A' }));
    expect(manager.getSnapshot().mainId).toBe('a');
    expect(screen.getByRole('dialog', { name: 'A' }).getAttribute('aria-modal')).toBe('true');
  });
});

describe('header controls', () => {
  it('labels minimize and close, and shows fullscreen only where allowed', async () => {
    const { run, manager, user } = setup();
    run(() => manager.open({ id: 'plain', title: 'Plain' }));
    const plain = screen.getByRole('dialog', { name: 'Plain' });
    expect(within(plain).getByRole('button', { name: 'Minimize' })).toBeTruthy();
    expect(within(plain).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(plain).queryByRole('button', { name: 'Full screen' })).toBeNull();

    run(() => manager.open({ id: 'big', title: 'Big', fullscreen: { allowed: true } }));
    const big = screen.getByRole('dialog', { name: 'Big' });
    await user.click(within(big).getByRole('button', { name: 'Full screen' }));
    expect(manager.get('big')?.fullscreen.active).toBe(true);
    expect(big.classList.contains('nf-modal--fullscreen')).toBe(true);
    await user.click(within(big).getByRole('button', { name: 'Exit full screen' }));
    expect(big.classList.contains('nf-modal--fullscreen')).toBe(false);
  });

  it('closes with the close button', async () => {
    const { run, manager, user } = setup();
    run(() => manager.open({ id: 'a', title: 'A' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the help link in a new tab without giving it the opener', () => {
    const { run, manager } = setup();
    run(() => manager.open({ id: 'a', title: 'Tags', helpLink: 'https://wiki.example/tags' }));
    const help = screen.getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(help.getAttribute('href')).toBe('https://wiki.example/tags');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('hides the window controls with hideHeaderControls', () => {
    const { run, manager } = setup();
    run(() =>
      manager.open({ id: 'a', title: 'Terms', hideHeaderControls: true, fullscreen: { allowed: true } }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    for (const name of ['Minimize', 'Close', 'Full screen', 'Move window (arrow keys)']) {
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('Esc', () => {
  it('closes the main modal only', async () => {
    const { run, manager, user } = setup();
    run(() => manager.open({ id: 'a', title: 'A' }));
    run(() => manager.open({ id: 'b', title: 'B' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'B' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'A' })).toBeTruthy();
  });

  it('does not close a modal whose header controls are hidden', async () => {
    const { run, manager, user } = setup();
    run(() => manager.open({ id: 'a', title: 'Terms', hideHeaderControls: true }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeTruthy();
  });

  it('does not close the e-mail prompt', async () => {
    const { run, manager, user } = setup();
    let settled = false;
    run(() => {
      void manager
        .confirm({ id: 'emailPrompt', title: 'Enter authentication code', input: { label: 'Code' } })
        .then(() => {
          settled = true;
        });
    });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Enter authentication code' })).toBeTruthy();
    expect(settled).toBe(false);
  });

  it('does not close a modal in guide mode, nor does its close button', async () => {
    const { run, manager, user } = setup();
    run(() => manager.open({ id: 'a', title: 'Tour', guideMode: true }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Tour' })).toBeTruthy();
  });

  it('leaves an Esc that the content already handled alone', async () => {
    const { run, manager, registry, user } = setup();
    registry.registerModal('Menu', Menu);
    run(() => manager.openModal('Menu', {}, { title: 'Menu' }));
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
  });
});

describe('backdrop', () => {
  it('does not close by default, and closes the main modal with closeOnBackdrop', async () => {
    const first = setup();
    first.run(() => first.manager.open({ id: 'a', title: 'A' }));
    fireEvent.click(document.querySelector('.nf-modal-backdrop') as Element);
    expect(first.manager.get('a')).toBeDefined();
    first.unmount();

    const second = setup({ host: { closeOnBackdrop: true } });
    second.run(() => second.manager.open({ id: 'a', title: 'A' }));
    fireEvent.click(document.querySelector('.nf-modal-backdrop') as Element);
    expect(second.manager.get('a')).toBeUndefined();
  });
});

describe('focus', () => {
  it('moves focus into the modal, and back to the opener when it closes', async () => {
    const { user } = setup();
    await openAndCloseWithEsc(user);
  });

  it('cycles Tab and Shift+Tab inside the main modal', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Device access' });
    const move = within(dialog).getByRole('button', { name: 'Move window (arrow keys)' });
    const last = within(dialog).getByRole('button', { name: 'Last action' });

    await user.tab(); // First action → Last action
    expect(document.activeElement).toBe(last);
    await user.tab(); // wraps to the first control of the header
    expect(document.activeElement).toBe(move);
    await user.tab({ shift: true }); // and back around
    expect(document.activeElement).toBe(last);

    for (let index = 0; index < 12; index += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('returns focus into the first modal when a prompt opened from it is answered', async () => {
    const { run, manager, registry, user } = setup();
    registry.registerModal('Asker', Asker);
    run(() => manager.openModal('Asker', {}, { title: 'Form' }));
    const ask = screen.getByRole('button', { name: 'Ask' });
    await user.click(ask);
    const prompt = screen.getByRole('dialog', { name: 'Sure?' });
    expect(prompt.contains(document.activeElement)).toBe(true);
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(document.activeElement).toBe(ask);
  });

  it('returns focus to the first opener when a modal that handed over to another has closed', async () => {
    const { registry, user } = setup({ page: <OpenHandOver /> });
    registry.registerModal('HandOver', HandOver);
    const open = screen.getByRole('button', { name: 'Open form' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog', { name: 'Form' })).toBeNull();
    const progress = screen.getByRole('dialog', { name: 'Progress' });
    expect(progress.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('returns focus to the opener of the modal it was mounted for (a host loaded when the first modal opens)', async () => {
    const manager = createModalManager();
    const registry = createModalRegistry();
    registry.registerModal('TwoButtons', TwoButtons);
    render(
      <ModalsProvider manager={manager} registry={registry}>
        <OpenButton />
        <LateHost manager={manager} />
      </ModalsProvider>,
    );
    await openAndCloseWithEsc(userEvent.setup());
  });

  it('moves focus to the modal that becomes main when the main one is minimized', async () => {
    const { run, manager, user } = setup();
    run(() => manager.openModal('TwoButtons', {}, { id: 'below', title: 'Below' }));
    run(() => manager.open({ id: 'top', title: 'Top' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Top' })).getByRole('button', { name: 'Minimize' }),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First action' }));
  });
});

describe('minimize and restore', () => {
  it('hides a minimized modal, keeps its state, and restores it from the tray', async () => {
    const { run, manager, registry, user } = setup();
    registry.registerModal('Field', Field);
    run(() => manager.openModal('Field', {}, { title: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Office');
    await user.click(screen.getByRole('button', { name: 'Minimize' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const tray = screen.getByRole('region', { name: 'Minimized windows' });
    await user.click(within(tray).getByRole('button', { name: 'Restore Add tag' }));

    expect(screen.getByRole('dialog', { name: 'Add tag' }).getAttribute('aria-modal')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Office');
    expect(screen.queryByRole('region', { name: 'Minimized windows' })).toBeNull();
  });

  it('refuses a sixth minimize with the message, through notify', async () => {
    const notify = vi.fn();
    const { run, manager, user } = setup({ managerOptions: { notify } });
    for (let index = 1; index <= 6; index += 1)
      run(() => manager.open({ id: `m${index}`, title: `M${index}` }));
    for (let index = 1; index <= 5; index += 1) run(() => manager.minimize(`m${index}`));
    await user.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(screen.getByRole('dialog', { name: 'M6' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Minimized windows' })).getAllByRole('button'),
    ).toHaveLength(5);
    expect(notify).toHaveBeenCalledExactlyOnceWith(
      'You can not minimize more than 5 windows.',
      'minimizeLimit',
      { count: 5 },
    );
  });
});

describe('scroll lock', () => {
  it('locks page scroll while any modal is not minimized', async () => {
    const { run, manager, unmount } = setup();
    const locked = () => document.documentElement.classList.contains(SCROLL_LOCK_CLASS);
    expect(locked()).toBe(false);
    run(() => manager.open({ id: 'a', title: 'A' }));
    expect(locked()).toBe(true);
    run(() => manager.minimize('a'));
    expect(locked()).toBe(false);
    expect(document.querySelector('.nf-modal-backdrop')).toBeNull();
    run(() => manager.restore('a'));
    expect(locked()).toBe(true);
    unmount();
    expect(locked()).toBe(false);
  });
});

describe('scrollToTop', () => {
  it('scrolls the body of the modal whose content asks for it', async () => {
    const { run, manager, registry, user } = setup();
    registry.registerModal('LongForm', LongForm);
    run(() => manager.openModal('LongForm', {}, { title: 'Long' }));
    run(() => manager.open({ id: 'other', title: 'Other' }));
    const bodies = [...document.querySelectorAll<HTMLElement>('.nf-modal__body')];
    for (const body of bodies) body.scrollTop = 300;

    run(() => manager.activate('LongForm'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const longBody = screen
      .getByRole('dialog', { name: 'Long' })
      .querySelector('.nf-modal__body') as HTMLElement;
    const otherBody = screen
      .getByRole('dialog', { name: 'Other' })
      .querySelector('.nf-modal__body') as HTMLElement;
    expect(longBody.scrollTop).toBe(0);
    expect(otherBody.scrollTop).toBe(300);
  });
});

describe('drag', () => {
  function placeWindow(dialog: HTMLElement) {
    dialog.getBoundingClientRect = () =>
      ({ left: 312, top: 234, width: 400, height: 300, right: 712, bottom: 534, x: 312, y: 234 }) as DOMRect;
  }

  it('moves the window by its header and keeps it inside the viewport', () => {
    const { run, manager } = setup();
    run(() => manager.open({ id: 'a', title: 'Drag me' }));
    const dialog = screen.getByRole('dialog', { name: 'Drag me' });
    placeWindow(dialog);
    const header = dialog.querySelector('header') as HTMLElement;

    fireEvent.pointerDown(header, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 150, clientY: 130 });
    expect(manager.get('a')?.position).toEqual({ x: 362, y: 264 });
    expect(dialog.style.left).toBe('362px');
    expect(dialog.style.top).toBe('264px');

    // jsdom's viewport is 1024×768: the 400×300 window stops at 624, 468 and at 0, 0.
    fireEvent.pointerMove(window, { clientX: 5000, clientY: 5000 });
    expect(manager.get('a')?.position).toEqual({ x: 624, y: 468 });
    fireEvent.pointerMove(window, { clientX: -5000, clientY: -5000 });
    expect(manager.get('a')?.position).toEqual({ x: 0, y: 0 });

    fireEvent.pointerUp(window);
    fireEvent.pointerMove(window, { clientX: 150, clientY: 130 });
    expect(manager.get('a')?.position).toEqual({ x: 0, y: 0 });
  });

  it('does not start a drag from a header button or in fullscreen', () => {
    const { run, manager } = setup();
    run(() => manager.open({ id: 'a', title: 'A', fullscreen: { allowed: true } }));
    const dialog = screen.getByRole('dialog', { name: 'A' });
    placeWindow(dialog);
    fireEvent.pointerDown(within(dialog).getByRole('button', { name: 'Minimize' }), { button: 0 });
    fireEvent.pointerMove(window, { clientX: 50, clientY: 50 });
    fireEvent.pointerUp(window);
    expect(manager.get('a')?.position).toBeNull();

    run(() => manager.toggleFullscreen('a'));
    fireEvent.pointerDown(dialog.querySelector('header') as HTMLElement, {
      button: 0,
      clientX: 0,
      clientY: 0,
    });
    fireEvent.pointerMove(window, { clientX: 50, clientY: 50 });
    expect(manager.get('a')?.position).toBeNull();
  });

  it('moves the window with arrow keys on the move handle', async () => {
    const { run, manager, user } = setup();
    run(() => manager.open({ id: 'a', title: 'Keys' }));
    const dialog = screen.getByRole('dialog', { name: 'Keys' });
    placeWindow(dialog);
    within(dialog).getByRole('button', { name: 'Move window (arrow keys)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(manager.get('a')?.position).toEqual({ x: 322, y: 234 });
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(manager.get('a')?.position).toEqual({ x: 322, y: 184 });
  });
});
