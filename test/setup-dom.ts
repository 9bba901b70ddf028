import '@testing-library/jest-dom';

const original = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called: ${String(args[0])}`);
  };
});
afterEach(() => {
  console.error = original;
});

// jsdom has no PointerEvent (components dispatch one: live-player.tsx); a MouseEvent with its type.
if (typeof globalThis.PointerEvent !== 'function') {
  class PointerEventShim extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  globalThis.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}
