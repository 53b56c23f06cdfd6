import { testSiteConfig } from '@site/shared/testing';
import { openRealtime } from './index';
import { startRealtime } from './realtime-service';

jest.mock('./realtime-service', () => ({ startRealtime: jest.fn() }));

const started = startRealtime as jest.MockedFunction<typeof startRealtime>;
const siteConfig = testSiteConfig({ realtime: { key: 'k', host: '127.0.0.1', port: 3000, tls: false } });
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => started.mockReset());

describe('@site/shared/realtime openRealtime: the socket client as a chunk of its own', () => {
  it('starts the service once its client has loaded, and stops it', async () => {
    const stop = jest.fn();
    started.mockReturnValue({ stop });
    const service = openRealtime({ siteConfig });
    expect(started).not.toHaveBeenCalled();
    await flush();
    expect(started).toHaveBeenCalledWith({ siteConfig });
    service.stop();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never opens a socket stopped before its client arrived', async () => {
    openRealtime({ siteConfig }).stop();
    await flush();
    expect(started).not.toHaveBeenCalled();
  });
});
