import { DayParser, type ParseRequest, type ParseReply } from './day-parser';

/** The events parser's worker: one per page, so the pool's codes mean the same for every day it reads. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
  postMessage: (message: ParseReply, transfer: Transferable[]) => void;
};
const parser = new DayParser();
scope.onmessage = (event) => {
  const { reply, transfer } = parser.parse(event.data);
  scope.postMessage(reply, transfer);
};
