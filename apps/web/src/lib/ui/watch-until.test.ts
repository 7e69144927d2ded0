import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchUntil } from './watch-until';

/** Lets the MutationObserver's callback run (it is a microtask). */
const observed = () => Promise.resolve();

describe('watchUntil', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('asks once, watches nothing and ends when it is done at once', async () => {
    const done = vi.fn(() => true);
    const onEnd = vi.fn();
    watchUntil(document.body, { childList: true, subtree: true }, done, 1000, onEnd);
    document.body.append(document.createElement('p'));
    await observed();
    expect(done).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('asks again on each change until it is done, then no more', async () => {
    let found = false;
    const done = vi.fn(() => found);
    const onEnd = vi.fn();
    watchUntil(document.body, { childList: true, subtree: true }, done, 1000, onEnd);
    document.body.append(document.createElement('p'));
    await observed();
    expect(done).toHaveBeenCalledTimes(2);
    expect(onEnd).not.toHaveBeenCalled();
    found = true;
    document.body.append(document.createElement('p'));
    await observed();
    expect(done).toHaveBeenCalledTimes(3);
    expect(onEnd).toHaveBeenCalledTimes(1);
    document.body.append(document.createElement('p'));
    await observed();
    expect(done).toHaveBeenCalledTimes(3);
  });

  it('watches its target for the changes it is given, and nothing else', async () => {
    const target = document.createElement('div');
    const beside = document.createElement('div');
    document.body.append(target, beside);
    const done = vi.fn(() => false);
    watchUntil(target, { attributeFilter: ['open'] }, done, 1000);
    document.body.append(document.createElement('p'));
    target.setAttribute('title', 'x');
    target.append(document.createElement('p'));
    beside.setAttribute('open', '');
    await observed();
    expect(done).toHaveBeenCalledTimes(1);
    target.setAttribute('open', '');
    await observed();
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('watches for its whole time and no longer', async () => {
    vi.useFakeTimers();
    const done = vi.fn(() => false);
    const onEnd = vi.fn();
    watchUntil(document.body, { childList: true }, done, 1000, onEnd);
    vi.advanceTimersByTime(999);
    document.body.append(document.createElement('p'));
    await observed();
    expect(done).toHaveBeenCalledTimes(2);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    document.body.append(document.createElement('p'));
    await observed();
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('stops when told to', async () => {
    const done = vi.fn(() => false);
    const onEnd = vi.fn();
    const stop = watchUntil(document.body, { childList: true }, done, 1000, onEnd);
    stop();
    expect(onEnd).toHaveBeenCalledTimes(1);
    document.body.append(document.createElement('p'));
    await observed();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
