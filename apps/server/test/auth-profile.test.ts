import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.js';
import { createSession, signIn } from './support/sign-in.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_SECRET: 'p'.repeat(40) });
  token = await signIn(t.app, { email: 'cook@example.com', name: 'Casey Cook' });
});
afterAll(async () => t.close());

const get = () => t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
const put = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` }, payload: payload as object });

describe('profile', () => {
  it('starts with the defaults, every dietary flag off and no subscriptions', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      email: 'cook@example.com',
      full_name: 'Casey Cook',
      cooking_skill_level: 'beginner',
      household_size: 2,
      dietary_preferences: {
        vegetarian: false, vegan: false, 'gluten-free': false, 'dairy-free': false,
        keto: false, paleo: false, 'low-carb': false, 'low-fat': false,
      },
      subscriptions: [],
    });
  });

  it('saves the edits and returns the new profile', async () => {
    const res = await put({
      full_name: '  Casey Q. Cook ',
      cooking_skill_level: 'advanced',
      household_size: 4,
      dietary_preferences: { vegan: true, 'low-fat': true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'Casey Q. Cook', cooking_skill_level: 'advanced', household_size: 4 });
    const again = (await get()).json();
    expect(again.dietary_preferences).toMatchObject({ vegan: true, 'low-fat': true, keto: false });
    // Flags not named keep their value.
    await put({ dietary_preferences: { keto: true } });
    expect((await get()).json().dietary_preferences).toMatchObject({ vegan: true, 'low-fat': true, keto: true });
  });

  it.each([
    [1, 200],
    [20, 200],
    [0, 400],
    [21, 400],
    [2.5, 400],
  ])('household size %s answers %s', async (size, status) => {
    const res = await put({ household_size: size });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json().household_size).toBe(size);
    else expect(res.json().message).toMatch(/^household_size: /);
  });

  it('rejects an unknown dietary flag by name and changes nothing', async () => {
    const before = (await get()).json();
    const res = await put({ full_name: 'Changed', dietary_preferences: { pescatarian: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^dietary_preferences: .*pescatarian/);
    expect((await get()).json()).toEqual(before);
  });

  it('refuses to change the email', async () => {
    const res = await put({ email: 'someone-else@example.com', full_name: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'email: email cannot be changed', code: 'VALIDATION_FAILED' });
    expect((await get()).json()).toMatchObject({ email: 'cook@example.com' });
  });

  it('rejects an unknown cooking skill level by name', async () => {
    const res = await put({ cooking_skill_level: 'chef' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^cooking_skill_level: /);
  });

  it('shows the new name in the next session', async () => {
    await put({ full_name: 'Renamed Cook' });
    const next = await createSession(t.app, { email: 'cook@example.com' });
    expect(next.user.user_metadata).toEqual({ full_name: 'Renamed Cook' });
  });

  it('is only for the signed-in user', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { household_size: 3 } })).statusCode).toBe(401);
  });
});
