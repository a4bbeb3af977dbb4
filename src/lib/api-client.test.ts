import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../testing/msw-server';
import { buildApiUrl, eitherSignal, getJson, parseResponse } from './api-client';
import {
  ApiError,
  CrossRegionKeyError,
  describeError,
  MalformedResponseError,
  NetworkError,
  RedirectRefusedError,
} from './api-errors';

const au = { token: 'au-secret-key', baseUrl: 'https://api.example.test/au' };

describe('getJson', () => {
  it('sends the key as Bearer to its own region and returns the JSON', async () => {
    let auth: string | null = null;
    server.use(
      http.get('https://api.example.test/au/v1/events', ({ request }) => {
        auth = request.headers.get('Authorization');
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    await expect(getJson(au, buildApiUrl(au.baseUrl, '/v1/events', { types: 'ignition' }))).resolves.toEqual([
      { id: 1 },
    ]);
    expect(auth).toBe('Bearer au-secret-key');
  });

  it('never sends a key to another region, host or lookalike path', async () => {
    for (const url of [
      'https://api.example.test/nz/v1/events',
      'https://api.example.test/au-evil/v1/events',
      'https://evil.example.test/au/v1/events',
    ]) {
      await expect(getJson(au, url)).rejects.toBeInstanceOf(CrossRegionKeyError);
    }
  });

  it('turns the API error body into the message and reads Retry-After', async () => {
    server.use(
      http.get('https://api.example.test/au/v1/events', () =>
        HttpResponse.json(
          { status: 429, error: 'Too Many Requests', message: 'Slow down' },
          { status: 429, headers: { 'Retry-After': '7' } },
        ),
      ),
    );
    const error = await getJson(au, `${au.baseUrl}/v1/events`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Slow down', retryAfterSeconds: 7 });
  });

  it('keeps the status line when an error body is not JSON', async () => {
    server.use(
      http.get('https://api.example.test/au/v1/x', () => new HttpResponse('<html>', { status: 502 })),
    );
    await expect(getJson(au, `${au.baseUrl}/v1/x`)).rejects.toMatchObject({ status: 502 });
  });

  it('reports a body that is not JSON, and a network failure, as their own errors', async () => {
    server.use(
      http.get('https://api.example.test/au/v1/bad', () => new HttpResponse('[{"id":1', { status: 200 })),
      http.get('https://api.example.test/au/v1/down', () => HttpResponse.error()),
    );
    await expect(getJson(au, `${au.baseUrl}/v1/bad`)).rejects.toBeInstanceOf(MalformedResponseError);
    await expect(getJson(au, `${au.baseUrl}/v1/down`)).rejects.toBeInstanceOf(NetworkError);
  });

  it('gives up on a server that never answers, as a network failure naming the wait', async () => {
    server.use(
      http.get('https://api.example.test/au/v1/hang', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const error = await getJson({ ...au, timeoutMs: 50 }, `${au.baseUrl}/v1/hang`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ message: 'no answer within 1 s' });
  });

  it('refuses to follow a redirect, so the key is never sent on, and says so', async () => {
    const followed: (string | null)[] = [];
    server.use(
      http.get(
        'https://api.example.test/au/v1/moved',
        () => new HttpResponse(null, { status: 302, headers: { Location: '/au/v1/elsewhere' } }),
      ),
      http.get('https://api.example.test/au/v1/elsewhere', ({ request }) => {
        followed.push(request.headers.get('Authorization'));
        return HttpResponse.json([]);
      }),
    );
    const error = await getJson(au, `${au.baseUrl}/v1/moved`).catch((e: unknown) => e);
    expect(followed).toEqual([]);
    expect(error).toBeInstanceOf(RedirectRefusedError);
    expect(describeError(error)).toMatch(/answered with a redirect.*not follow/);
  });

  it("passes a caller's cancel through as a cancel, not as a network failure", async () => {
    server.use(
      http.get('https://api.example.test/au/v1/slow', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = getJson(au, `${au.baseUrl}/v1/slow`, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    controller.abort();
    expect(await pending).not.toBeInstanceOf(NetworkError);
  });
});

describe('eitherSignal', () => {
  it('aborts with whichever signal aborts first, also where AbortSignal.any is missing', () => {
    const original = AbortSignal.any;
    try {
      for (const withAny of [true, false]) {
        Object.defineProperty(AbortSignal, 'any', {
          value: withAny ? original : undefined,
          configurable: true,
        });
        const first = new AbortController();
        const second = new AbortController();
        const both = eitherSignal(first.signal, second.signal);
        expect(both.aborted).toBe(false);
        second.abort('second');
        expect(both.aborted).toBe(true);
        expect(both.reason).toBe('second');
        expect(eitherSignal(AbortSignal.abort('early'), new AbortController().signal).reason).toBe('early');
      }
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: original, configurable: true });
    }
  });
});

describe('parseResponse', () => {
  it('names the first bad field', () => {
    expect(() => parseResponse(z.object({ id: z.number() }), { id: 'x' }, 'a user')).toThrow(
      /a user that could not be read at id/,
    );
  });
});
