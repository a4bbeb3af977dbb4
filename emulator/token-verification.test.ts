import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, passwordToken, startTestEmulator, type Emulator } from './test-support.ts';

let emu: Emulator;
let shortLived: Emulator;
beforeAll(async () => {
  [emu, shortLived] = await Promise.all([
    startTestEmulator(),
    startTestEmulator({ accessTokenTtlSeconds: 4 }),
  ]);
  // Each emulator makes nine RSA keys at start: slow on a busy machine.
}, 60_000);
afterAll(() => Promise.all([emu.close(), shortLived.close()]));

const sso = (on: Emulator, token: string) => getJson(`${on.url}/au/v1/auth/sso`, token);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function tokens(on: Emulator = emu) {
  const { body } = await passwordToken(on, 'au', { client_id: 'fleet-events-explorer', client_secret: '' });
  return { access: String(body.access_token), id: String(body.id_token) };
}

/**
 * The SSO exchange verifies the identity provider's JWT. Each case spoils exactly one property of a
 * token that is otherwise accepted, so each refusal is that check's doing.
 */
describe('the SSO exchange refuses a token that is not genuine', () => {
  it('accepts the untouched token (the baseline every case below changes one thing of)', async () => {
    const { access } = await tokens();
    expect((await sso(emu, access)).status).toBe(200);
  });

  it('a bad signature', async () => {
    const [header, payload, signature = ''] = (await tokens()).access.split('.');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    const { status, body } = await sso(emu, `${header}.${payload}.${flipped}`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: expect.stringMatching(/signature verification failed/) });
  });

  it('alg none, with the same claims and no signature', async () => {
    const [header = '', payload] = (await tokens()).access.split('.');
    const original = JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>;
    const { status, body } = await sso(emu, `${b64({ ...original, alg: 'none' })}.${payload}.`);
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: expect.stringMatching(/Unsupported "alg"/) });
  });

  it('a genuine token of the same provider for another audience (the ID token)', async () => {
    const { id } = await tokens();
    const { status, body } = await sso(emu, id);
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: expect.stringMatching(/"aud" claim/) });
  });

  it('a genuine token whose exp has passed', async () => {
    const { access } = await tokens(shortLived);
    expect((await sso(shortLived, access)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 4_100));
    const { status, body } = await sso(shortLived, access);
    expect(status).toBe(401);
    expect(body).toMatchObject({ message: expect.stringMatching(/"exp" claim timestamp check failed/) });
  });
});
