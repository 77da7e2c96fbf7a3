import { useState } from 'react';
import type { ToastKind, ToastStore } from '../../src/toast/createToastStore.js';
import { type ToastPosition, ToastViewport } from '../../src/toast/ToastViewport.js';
import { useToasts } from '../../src/toast/useToasts.js';

const KINDS: readonly ToastKind[] = ['info', 'success', 'warning', 'error'];
const POSITIONS: readonly ToastPosition[] = [
  'top',
  'top-right',
  'top-left',
  'bottom',
  'bottom-right',
  'bottom-left',
];

/** Toasts: push nine at once to see seven on screen and two waiting. */
export function ToastSection({ store }: { store: ToastStore }) {
  const [position, setPosition] = useState<ToastPosition>('top');
  const { visible, queued } = useToasts(store);
  const showing = visible.filter((toast) => toast.phase !== 'leaving').length;
  const pushNine = () => {
    for (let i = 1; i <= 9; i += 1) {
      store.push({ message: `Toast ${i}`, kind: KINDS[i % KINDS.length] });
    }
  };
  return (
    <section className="gallery__section" aria-labelledby="toasts-title">
      <h2 id="toasts-title">Toasts</h2>
      <div className="gallery__row">
        <button type="button" className="nf-button nf-button--primary" onClick={pushNine}>
          Push 9 toasts
        </button>
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="nf-button"
            onClick={() =>
              store.push({ kind, message: `A ${kind} toast`, title: kind === 'error' ? 'Failed' : undefined })
            }
          >
            Push {kind}
          </button>
        ))}
        <button
          type="button"
          className="nf-button"
          onClick={() => store.warning('The network connection has been lost.', { id: 'offline' })}
        >
          Go offline (same id)
        </button>
        <button type="button" className="nf-button" onClick={() => store.dismissAll()}>
          Dismiss all
        </button>
        <label className="gallery__row">
          Position
          <select
            className="nf-input"
            value={position}
            onChange={(event) => setPosition(event.target.value as ToastPosition)}
          >
            {POSITIONS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
      </div>
      <p
        className="gallery__muted"
        data-testid="toast-counts"
        data-showing={showing}
        data-waiting={queued.length}
      >
        Showing {showing}, waiting {queued.length}
      </p>
      <ToastViewport store={store} position={position} />
    </section>
  );
}
