import type { DataTableSort } from '../src/components/DataTable.js';
import type { FetchPage } from '../src/data-grid/createRowSource.js';

/** A generated device row. */
export interface FakeDevice {
  id: number;
  name: string;
  serial: string;
  model: string;
  status: 'Online' | 'Offline' | 'Pending';
  firmware: string;
  company: string;
}

const MODELS = ['RUT241', 'RUTX11', 'RUT956', 'TRB140', 'RUTM50', 'TSW202', 'TAP100', 'OTD140'];
const STATUSES: FakeDevice['status'][] = ['Online', 'Offline', 'Pending'];
const COMPANIES = ['Nordlys AS', 'Harbour Logistics', 'Kyiv Metro Lab', 'Sakura Retail', 'Fjord Energy'];

/** Device number `n` (from 1): the same for every call, so pages agree with each other. */
export function fakeDevice(n: number): FakeDevice {
  return {
    id: n,
    name: `Device ${n}`,
    serial: String(1_100_000_000 + n * 7),
    model: MODELS[n % MODELS.length] as string,
    status: STATUSES[(n * 7) % 3] as FakeDevice['status'],
    firmware: `RUT9_R_00.07.${String(4 + (n % 8)).padStart(2, '0')}.${n % 10}`,
    company: COMPANIES[n % COMPANIES.length] as string,
  };
}

/** Every request the fake server answered. */
export interface FetchRecord {
  offset: number;
  limit: number;
}

/**
 * A fake server of `total` devices sorted by id (descending when `sort.desc`), each
 * page answered after `delay` ms. Records every request.
 */
export function fakeDeviceServer(total: number, delay: number, log: (record: FetchRecord) => void) {
  return (sort: DataTableSort | null): FetchPage<FakeDevice> =>
    (offset, limit, { signal }) => {
      log({ offset, limit });
      return new Promise((resolve, reject) => {
        const answer = () => {
          const end = Math.min(total, offset + limit);
          const rows: FakeDevice[] = [];
          for (let i = offset; i < end; i += 1) rows.push(fakeDevice(sort?.desc ? total - i : i + 1));
          resolve({ rows, total });
        };
        if (delay <= 0) {
          queueMicrotask(answer);
          return;
        }
        const timer = setTimeout(answer, delay);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    };
}
