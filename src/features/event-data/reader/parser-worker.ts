import { ParserRole, type ParserMessage, type ParserNotice } from './parser-role';

/** An events parser worker: the page's keeper, or a helper linked to it (see ParserRole). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParserMessage>) => void) | null;
  postMessage: (message: ParserNotice, transfer: Transferable[]) => void;
};
const role = new ParserRole((notice, transfer) => scope.postMessage(notice, transfer));
scope.onmessage = (event) => role.receive(event.data);
