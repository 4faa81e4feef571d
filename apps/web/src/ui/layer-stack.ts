/**
 * The open modal dialogs, newest last. A native modal <dialog> sits in the browser's top layer and makes the rest
 * of the page inert, so anything that must show above it (the toasts) is rendered inside the newest one.
 */
export interface LayerStack<T> {
  /** Adds a layer on top; the returned function removes it again (whatever its position by then). */
  push(layer: T): () => void;
  /** The newest layer still open, or null when none is. */
  top(): T | null;
  subscribe(listener: () => void): () => void;
}

export function createLayerStack<T>(): LayerStack<T> {
  let layers: readonly T[] = [];
  const listeners = new Set<() => void>();
  const update = (next: readonly T[]) => {
    layers = next;
    for (const listener of listeners) listener();
  };
  return {
    push(layer) {
      update([...layers, layer]);
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        update(layers.filter((open) => open !== layer));
      };
    },
    top: () => layers.at(-1) ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const openModals = createLayerStack<HTMLDialogElement>();
