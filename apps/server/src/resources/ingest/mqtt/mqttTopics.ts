/** The topics of one device, named by its serial (its MQTT user name). */
export interface DeviceTopics {
  /** Where the device publishes its reports (the ingest API's report JSON). */
  report: string;
  /** Where the server publishes what a report's answer holds over HTTP: `{ device_id, commands }`. */
  commands: string;
}

/** The prefix of every device topic (a version in it, as in the HTTP path `/ingest/v1`). */
export const DEVICE_TOPIC_PREFIX = 'netfleet/v1/devices';

/** A serial that can be one topic level: no wildcards, no separator, no NUL. */
export const TOPIC_SAFE_SERIAL = /^[A-Za-z0-9._:-]{1,64}$/;

/** The topics of the device with this serial. */
export function deviceTopics(serial: string): DeviceTopics {
  return {
    report: `${DEVICE_TOPIC_PREFIX}/${serial}/report`,
    commands: `${DEVICE_TOPIC_PREFIX}/${serial}/commands`,
  };
}
