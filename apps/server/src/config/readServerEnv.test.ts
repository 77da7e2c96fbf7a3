import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerEnv } from './readServerEnv.js';

describe('readServerEnv', () => {
  it('reads MAP_STYLE_URL as an absolute http(s) URL, unset by default (the offline basemap)', () => {
    expect(
      readServerEnv({ MAP_STYLE_URL: ' https://tiles.example.net/style.json ' }, '/srv').options.mapStyleUrl,
    ).toBe('https://tiles.example.net/style.json');
    expect(readServerEnv({}, '/srv').options.mapStyleUrl).toBeUndefined();
    expect(() => readServerEnv({ MAP_STYLE_URL: 'tiles.example.net/style.json' }, '/srv')).toThrow(
      /MAP_STYLE_URL must be an absolute http\(s\) URL/,
    );
    expect(() => readServerEnv({ MAP_STYLE_URL: 'file:///etc/passwd' }, '/srv')).toThrow(/MAP_STYLE_URL/);
  });

  it('reads PUBLIC_ORIGIN as an origin, and leaves it unset by default (the listen address)', () => {
    expect(
      readServerEnv({ PUBLIC_ORIGIN: 'https://fleet.example.com/app/' }, '/srv').options.publicOrigin,
    ).toBe('https://fleet.example.com');
    expect(readServerEnv({}, '/srv').options.publicOrigin).toBeUndefined();
    expect(() => readServerEnv({ PUBLIC_ORIGIN: 'fleet.example.com' }, '/srv')).toThrow(/http or https URL/);
  });

  it('reads DATABASE_POOL_SIZE as a count of connections, unset by default (the pool of defaultPoolSize)', () => {
    expect(readServerEnv({}, '/srv').options.databasePoolSize).toBeUndefined();
    expect(readServerEnv({ DATABASE_POOL_SIZE: ' 2 ' }, '/srv').options.databasePoolSize).toBe(2);
    expect(() => readServerEnv({ DATABASE_POOL_SIZE: '0' }, '/srv')).toThrow(
      /DATABASE_POOL_SIZE must be at least 1, got 0/,
    );
    expect(() => readServerEnv({ DATABASE_POOL_SIZE: 'two' }, '/srv')).toThrow(
      /DATABASE_POOL_SIZE must be a whole number/,
    );
  });

  it('starts the MQTT broker of device ingest only with MQTT_PORT, on HOST', () => {
    expect(readServerEnv({}, '/srv').options.mqtt).toBeUndefined();
    expect(readServerEnv({ MQTT_PORT: '1883' }, '/srv').options.mqtt).toEqual({
      port: 1883,
      host: '127.0.0.1',
    });
    expect(readServerEnv({ MQTT_PORT: '8883', HOST: '0.0.0.0' }, '/srv').options.mqtt).toEqual({
      port: 8883,
      host: '0.0.0.0',
    });
    expect(() => readServerEnv({ MQTT_PORT: 'mqtt' }, '/srv')).toThrow(/MQTT_PORT must be a whole number/);
  });

  it('takes device reports from a broker of its own with MQTT_URL', () => {
    expect(readServerEnv({}, '/srv').options.mqttBroker).toBeUndefined();
    expect(
      readServerEnv({ MQTT_URL: 'mqtt://netfleet:secret@broker:1883' }, '/srv').options.mqttBroker,
    ).toEqual({
      url: 'mqtt://netfleet:secret@broker:1883',
    });
    expect(() => readServerEnv({ MQTT_URL: 'broker:1883' }, '/srv')).toThrow(/MQTT_URL must be a URL/);
    // The error does not repeat the credentials of a URL it refuses.
    expect(() => readServerEnv({ MQTT_URL: 'http://netfleet:secret@broker' }, '/srv')).toThrow(
      /^MQTT_URL must be a URL such as mqtt:\/\/user:password@broker:1883, got http:\/\/…$/,
    );
  });

  it('streams uploads into DATA_DIR/uploads, with STORAGE_QUOTA_MB per company', () => {
    const env = readServerEnv({ DATA_DIR: '/var/lib/netfleet', STORAGE_QUOTA_MB: '50' }, '/srv');
    expect(env.options.uploads).toEqual({
      dir: join('/var/lib/netfleet', 'uploads'),
      quotaBytes: 50 * 1024 ** 2,
    });
    expect(readServerEnv({ DATA_DIR: 'memory' }, '/srv').options.uploads).toEqual({
      dir: undefined,
      quotaBytes: 1024 ** 3,
    });
  });
});
