/**
 * Queues `run` as a task of its own (a message, as the page's yields are where `scheduler.yield` is
 * missing): it runs once code holding the thread gives it back. A timer would not tell: Node may run
 * queued messages before a due timer.
 */
export function queueTask(run: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    run();
  };
  port2.postMessage(null);
}
