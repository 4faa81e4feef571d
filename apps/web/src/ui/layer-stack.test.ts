import { describe, expect, it, vi } from 'vitest';
import { createLayerStack } from './layer-stack';

describe('layer stack', () => {
  it('has no top layer until one opens', () => {
    expect(createLayerStack<string>().top()).toBeNull();
  });

  it('the newest open layer is on top, and closing it uncovers the one below', () => {
    const stack = createLayerStack<string>();
    const closeGenerate = stack.push('generate');
    const closeConfirm = stack.push('confirm');
    expect(stack.top()).toBe('confirm');
    closeConfirm();
    expect(stack.top()).toBe('generate');
    closeGenerate();
    expect(stack.top()).toBeNull();
  });

  it('closing a lower layer keeps the top one, and closing twice removes only once', () => {
    const stack = createLayerStack<string>();
    const closeA = stack.push('a');
    stack.push('b');
    closeA();
    closeA();
    expect(stack.top()).toBe('b');
  });

  it('tells subscribers about each change until they unsubscribe', () => {
    const stack = createLayerStack<string>();
    const listener = vi.fn();
    const unsubscribe = stack.subscribe(listener);
    const close = stack.push('a');
    close();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    stack.push('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
