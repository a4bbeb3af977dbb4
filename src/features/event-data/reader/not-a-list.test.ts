import { describe, expect, it } from 'vitest';
import { DescribedError } from '../../../lib/api-errors';
import { DayParser } from './day-parser';
import { ParserClient } from './parser-client';

const bytes = (text: string) => [new TextEncoder().encode(text)];
const outcomeOf = (text: string) =>
  new DayParser().parse({ seq: 1, bytes: bytes(text), options: { timeUnit: 'ms' } }).reply.outcome;

async function failureText(text: string): Promise<string> {
  const error: unknown = await new ParserClient(null)
    .parse(bytes(text), { timeUnit: 'ms' }, '2026-11-20')
    .then(
      () => null,
      (thrown: unknown) => thrown,
    );
  if (!(error instanceof DescribedError)) throw new Error('the day was read');
  return error.describe();
}

describe('a response that is not a list of events', () => {
  it('shows the message an error object sent with status 200 carries', async () => {
    const body = '{"error":"Too many requests","message":"Rate limit exceeded, retry in 30 s"}';
    expect(outcomeOf(body)).toMatchObject({
      ok: false,
      problem: 'not-array',
      message: 'Rate limit exceeded, retry in 30 s',
    });
    expect(await failureText(body)).toBe(
      'The API sent something other than a list of events for 2026-11-20: “Rate limit exceeded, retry in 30 s”',
    );
  });

  it('takes the first text among the usual fields, trimmed, and cuts a long one', () => {
    expect(outcomeOf('{"error":{"code":429},"error_description":"  slow\\n down  "}')).toMatchObject({
      message: 'slow down',
    });
    expect(outcomeOf('{"message":" ","title":"Forbidden"}')).toMatchObject({ message: 'Forbidden' });
    const long = outcomeOf(JSON.stringify({ detail: 'x'.repeat(1_000) }));
    expect('message' in long && long.message).toBe(`${'x'.repeat(300)}…`);
  });

  it('says only what it was when it carries no message', async () => {
    for (const body of ['{"data":[],"next":null}', '{"message":42}', '"events"', 'null'])
      expect(outcomeOf(body)).not.toHaveProperty('message');
    expect(await failureText('{"data":[]}')).toBe(
      'The API sent something other than a list of events for 2026-11-20.',
    );
  });
});
