import { createToastStore, ToastViewport } from '@netfleet/ui-kit';
import { useRef, useState } from 'react';
import { EMAIL_PROMPT_ID } from '../src/core/constants.js';
import { createModalManager } from '../src/core/createModalManager.js';
import { applyConfigPrompt, monitoringTemplatesRemovePrompt } from '../src/core/promptPresets.js';
import type { ConfirmOptions, ConfirmResult } from '../src/core/types.js';
import { createModalRegistry } from '../src/react/createModalRegistry.js';
import { ModalHost } from '../src/react/ModalHost.js';
import { ModalsProvider, useModalSnapshot, useModals } from '../src/react/ModalsContext.js';
import { AddTag, DeviceInfo, GuideStep, Note, TermsNotice } from './galleryModals.js';
import { createLocalStorageReminders } from './localStorageReminders.js';

/** Reminder key of the "Reboot devices" prompt (its "Do not show again" flag lives in localStorage). */
export const REBOOT_REMINDER = 'rebootDevices';

// One of each for the page's lifetime. The minimize-limit message (and a failed reminder save) is a ui-kit toast.
const toasts = createToastStore();
const manager = createModalManager({
  notify: (message) => toasts.error(message),
  reminders: createLocalStorageReminders(),
});
const registry = createModalRegistry({ AddTagForm: AddTag, DeviceInfo, TermsNotice, GuideStep, Note });

const COMPANIES = ['Acme Networks', 'Acme Networks / Retail', 'Northwind Transport'] as const;
const TEMPLATE_NAMES = Array.from({ length: 12 }, (_, index) => `Template ${index + 1}`);
const FLEET = Array.from({ length: 40 }, (_, index) => ({
  name: `Router ${index + 1}`,
  serial: String(1_102_345_600 + index),
  status: index % 3 === 0 ? 'Offline' : 'Online',
}));

/** The gallery page: buttons that open every kind of modal and prompt, and enough content to scroll. */
export function Gallery() {
  return (
    <ModalsProvider manager={manager} registry={registry}>
      <main className="gallery">
        <header className="gallery__header">
          <h1>Netfleet modals gallery</h1>
          <ModalState />
        </header>
        <WindowsSection />
        <PromptsSection />
        <FleetSection />
      </main>
      <ModalHost />
      <ToastViewport store={toasts} position="top" className="gallery__toasts" />
    </ModalsProvider>
  );
}

/** Open, minimized and main modal, and the scroll lock, as text and data attributes (for the tests). */
function ModalState() {
  const snapshot = useModalSnapshot();
  return (
    <p
      className="gallery__muted"
      data-testid="modal-state"
      data-open={snapshot.modals.length}
      data-minimized={snapshot.minimizedCount}
      data-main={snapshot.mainId ?? ''}
      data-locked={snapshot.scrollLocked}
    >
      Open {snapshot.modals.length}, minimized {snapshot.minimizedCount}, main {snapshot.mainId ?? 'none'},
      page scroll {snapshot.scrollLocked ? 'locked' : 'free'}
    </p>
  );
}

function WindowsSection() {
  const modals = useModals();
  const windowCount = useRef(0);
  const [saved, setSaved] = useState('');

  const openNext = () => {
    windowCount.current += 1;
    const index = windowCount.current;
    modals.openModal('Note', { index }, { id: `note-${index}`, title: `Window ${index}` });
  };

  return (
    <section className="gallery__section" aria-labelledby="windows-title">
      <h2 id="windows-title">Windows</h2>
      <div className="gallery__row">
        <button
          type="button"
          className="nf-button nf-button--primary"
          onClick={() =>
            modals.openModal(
              'AddTagForm',
              {
                companies: COMPANIES,
                onSave: (tag) => {
                  setSaved(`${tag.name} (${tag.color}) in ${tag.company}`);
                  toasts.success(`Tag ${tag.name} was created successfully.`);
                },
              },
              {
                title: 'Add tag',
                subtitle: 'Tags group devices across companies',
                helpLink: 'https://wiki.netfleet.example/tags',
                fullscreen: { allowed: true },
              },
            )
          }
        >
          Add tag
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() =>
            modals.openModal(
              'DeviceInfo',
              {
                device: {
                  model: 'RUTX11',
                  serial: '1102345678',
                  mac: '00:1E:42:12:34:56',
                  firmware: 'RUTX_R_00.07.06',
                  status: 'Online',
                },
              },
              { title: 'Device info', subtitle: 'Fullscreen not allowed' },
            )
          }
        >
          Device info
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() =>
            modals.openModal('TermsNotice', {}, { title: 'Terms and conditions', hideHeaderControls: true })
          }
        >
          Terms and conditions
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() => modals.openModal('GuideStep', {}, { title: 'Guided tour', guideMode: true })}
        >
          Guided tour
        </button>
        <button type="button" className="nf-button" onClick={openNext}>
          Open another window
        </button>
        <button type="button" className="nf-button" onClick={() => modals.closeAll()}>
          Close all
        </button>
      </div>
      <p className="gallery__muted" data-testid="saved-tag">
        {saved ? `Last tag: ${saved}` : 'No tag added yet.'}
      </p>
    </section>
  );
}

function PromptsSection() {
  const modals = useModals();
  const [result, setResult] = useState('');

  const ask = (label: string, options: ConfirmOptions) => {
    void modals.confirm(options).then((answer: ConfirmResult) => {
      setResult(`${label}: ${JSON.stringify(answer)}`);
    });
  };

  return (
    <section className="gallery__section" aria-labelledby="prompts-title">
      <h2 id="prompts-title">Prompts</h2>
      <div className="gallery__row">
        <button
          type="button"
          className="nf-button"
          onClick={() =>
            ask('E-mail code', {
              id: EMAIL_PROMPT_ID,
              title: 'Enter authentication code',
              message:
                'The verification code has been sent to admin@example.com. Please check your inbox and complete authentication step.',
              input: { label: 'Code', placeholder: '123456' },
            })
          }
        >
          E-mail code
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() =>
            ask('Rename device', {
              title: 'Rename device',
              message: 'Enter a new name for RUTX11 (1102345678).',
              input: { label: 'Name' },
            })
          }
        >
          Rename device
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() =>
            ask('Move devices', {
              title: 'Move devices',
              message: 'Move 3 devices to another company?',
              selectBox: {
                label: 'Target company',
                required: true,
                options: COMPANIES.map((name) => ({ value: name, label: name })),
              },
              confirmText: 'Move',
            })
          }
        >
          Move devices
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() =>
            ask('Reboot devices', {
              title: 'Reboot devices',
              message: 'Reboot 3 devices? They are offline for about a minute.',
              reminderKey: REBOOT_REMINDER,
              confirmText: 'Reboot',
            })
          }
        >
          Reboot devices
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() => {
            void manager
              .resetReminder(REBOOT_REMINDER)
              .then(() => setResult('The reboot prompt is shown again.'));
          }}
        >
          Ask about reboots again
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() =>
            ask('Apply configuration', applyConfigPrompt({ configName: 'Office LAN', deviceCount: 3 }))
          }
        >
          Apply configuration
        </button>
        <button
          type="button"
          className="nf-button"
          onClick={() =>
            ask(
              'Remove monitoring templates',
              monitoringTemplatesRemovePrompt({ templateNames: TEMPLATE_NAMES }),
            )
          }
        >
          Remove monitoring templates
        </button>
      </div>
      <p>
        Last answer:{' '}
        <output data-testid="prompt-result" aria-live="polite">
          {result || 'none yet'}
        </output>
      </p>
    </section>
  );
}

/** Filler so the page scrolls: the scroll lock is visible (and testable) only on a long page. */
function FleetSection() {
  return (
    <section className="gallery__section" aria-labelledby="fleet-title">
      <h2 id="fleet-title">Fleet</h2>
      <p className="gallery__muted">
        A long page: while a modal is open (not minimized) it must not scroll behind the window.
      </p>
      <table className="gallery__table">
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">Serial</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {FLEET.map((device) => (
            <tr key={device.serial}>
              <td>{device.name}</td>
              <td>{device.serial}</td>
              <td>{device.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
