/**
 * An IntersectionObserver for jsdom (which has none), whose elements come into view when the test says
 * so: `scrollToAll()` as a person scrolling down to each observed element. Removed after every test by
 * setup.ts (`removeIntersectionObserver`), so parts that start at once without it still do elsewhere.
 */
export function installIntersectionObserver(): { scrollToAll: () => void } {
  const observers = new Set<{
    callback: IntersectionObserverCallback;
    elements: Set<Element>;
    self: unknown;
  }>();
  class TestIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set<Element>(), self: this };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: TestIntersectionObserver,
  });
  return {
    scrollToAll: () => {
      for (const { callback, elements, self } of [...observers]) {
        const entries = [...elements].map((target) => ({ target, isIntersecting: true }));
        callback(entries as unknown as IntersectionObserverEntry[], self as IntersectionObserver);
      }
    },
  };
}

export function removeIntersectionObserver(): void {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}
