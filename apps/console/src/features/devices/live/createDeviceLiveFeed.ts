import type { ChannelHandlers, DeviceChannelEvent } from '@netfleet/api-client';

/** What the feed needs of the realtime client. */
export interface LiveSubscriber {
  subscribe(channel: string, handlers: ChannelHandlers): () => void;
}

/** A device's live change: the fields of its row that a `status` or `telemetry` event carries. */
export type DeviceLivePatch = { id: number } & Partial<
  Record<'status' | 'signal' | 'data_used_bytes' | 'latitude' | 'longitude', number | null> &
    Record<'last_seen_at' | 'operator' | 'technology' | 'ip', string | null>
>;

/** Options of {@link createDeviceLiveFeed}. */
export interface DeviceLiveFeedOptions {
  realtime: LiveSubscriber;
  /** The channel of a device (`private-device.{id}`). */
  channelOf: (id: number) => string;
  /** Reads a message of a device channel (`null` for anything else). */
  parse: (message: Parameters<ChannelHandlers['onMessage']>[0]) => DeviceChannelEvent | null;
  /** Receives the changes of a batch, at most one patch per device (merged). */
  onPatches: (patches: readonly DeviceLivePatch[]) => void;
  /** Collects changes this long before handing them over, so a burst renders once. Defaults to `200`. */
  batchMs?: number;
}

/** The live feed of the devices on screen. */
export interface DeviceLiveFeed {
  /** Subscribes to these devices' channels and leaves those of devices no longer listed. */
  watch(ids: Iterable<number>): void;
  /**
   * The devices in view while a scroll goes on (before `watch` follows it): the changes of the
   * watched devices not among them are dropped until the next `watch`. They scrolled away, and
   * a change of a row out of view would re-render the grid in the middle of the scroll.
   */
  inView(ids: Iterable<number>): void;
  /** The devices subscribed to now. */
  watched(): number[];
  /** Leaves every channel and drops what is waiting. */
  stop(): void;
}

/**
 * Keeps one realtime subscription per device on screen (`private-device.{id}`): `watch` with
 * the visible rows' ids subscribes the new ones and unsubscribes those that scrolled away.
 * Status and telemetry events become row patches, merged per device and handed over in
 * batches (one render for a burst of updates). While a scroll goes on, `inView` with the rows
 * in view drops the changes of those that scrolled away, without leaving their channels yet.
 * React-free.
 *
 * @example
 * const feed = createDeviceLiveFeed({ realtime, channelOf: deviceChannel, parse: parseDeviceChannelMessage,
 *   onPatches: (patches) => patchRows(patches) });
 * feed.watch([12, 13, 14]);
 */
export function createDeviceLiveFeed(options: DeviceLiveFeedOptions): DeviceLiveFeed {
  const batchMs = options.batchMs ?? 200;
  const subscriptions = new Map<number, () => void>();
  const waiting = new Map<number, DeviceLivePatch>();
  // The watched devices still in view during a scroll; `null`: all of them.
  let shown: ReadonlySet<number> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    if (waiting.size === 0) return;
    const patches = [...waiting.values()];
    waiting.clear();
    options.onPatches(patches);
  };

  const receive = (patch: DeviceLivePatch) => {
    // A device that scrolled away while its message was on the way is not on screen any more.
    if (!subscriptions.has(patch.id) || (shown !== null && !shown.has(patch.id))) return;
    waiting.set(patch.id, { ...waiting.get(patch.id), ...patch });
    timer ??= setTimeout(flush, batchMs);
  };

  const handlersFor = (id: number): ChannelHandlers => ({
    onMessage(message) {
      const parsed = options.parse(message);
      if (!parsed || parsed.data.id !== id) return;
      if (parsed.event === 'status') {
        const { status, last_seen_at } = parsed.data;
        receive({ id, status, last_seen_at });
      } else {
        receive({ ...parsed.data, id });
      }
    },
  });

  return {
    watch(ids) {
      const next = new Set(ids);
      shown = null;
      for (const [id, unsubscribe] of subscriptions) {
        if (next.has(id)) continue;
        unsubscribe();
        subscriptions.delete(id);
        waiting.delete(id);
      }
      for (const id of next) {
        if (!subscriptions.has(id))
          subscriptions.set(id, options.realtime.subscribe(options.channelOf(id), handlersFor(id)));
      }
    },
    inView(ids) {
      shown = new Set(ids);
      for (const id of waiting.keys()) if (!shown.has(id)) waiting.delete(id);
    },
    watched: () => [...subscriptions.keys()],
    stop() {
      for (const unsubscribe of subscriptions.values()) unsubscribe();
      subscriptions.clear();
      waiting.clear();
      shown = null;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
