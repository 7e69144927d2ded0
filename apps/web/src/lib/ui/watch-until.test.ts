import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchUntil } from './watch-until';

describe('watchUntil', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('asks once and watches nothing when it is done at once', () => {
    const done = vi.fn(() => true);
    watchUntil(document.body, { childList: true, subtree: true }, done, 1000);
    document.body.append(document.createElement('p'));
    return Promise.resolve().then(() => expect(done).toHaveBeenCalledTimes(1));
  });

  it('asks again on each change until it is done, then no more', async () => {
    let found = false;
    const done = vi.fn(() => found);
    watchUntil(document.body, { childList: true, subtree: true }, done, 1000);
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(2);
    found = true;
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(3);
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(done).toHaveBeenCalledTimes(3);
  });

  it('gives up after its time, and when stopped', async () => {
    vi.useFakeTimers();
    const late = vi.fn(() => false);
    watchUntil(document.body, { childList: true }, late, 1000);
    vi.advanceTimersByTime(1000);
    const stopped = vi.fn(() => false);
    const stop = watchUntil(document.body, { childList: true }, stopped, 1000);
    stop();
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
