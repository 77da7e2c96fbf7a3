/** A device's ingest token, as the single add answers it once, and where the device reports with it. */
export interface IssuedIngestToken {
  serial: string;
  token: string;
  /** The report URL (HTTP, `Authorization: Bearer <token>`). */
  reportUrl: string;
  /** The MQTT broker's URL when the server runs one (user name = serial, password = token). */
  mqttUrl: string | null;
}

type Listener = (issued: IssuedIngestToken) => void;

const listeners = new Set<Listener>();

/**
 * The add-device form's answer carries the new device's ingest token once; the form's
 * submit callback (made by the form registry, outside React) hands it to the notice the
 * same form renders under its fields (a component, which can hold it) through this channel.
 */
export const ingestTokenIssued = {
  emit(issued: IssuedIngestToken): void {
    for (const listener of listeners) listener(issued);
  },
  listen(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
