/** The console's key rule: one Idempotency-Key per submit, kept until a definitive answer. */
import {
  IdempotencyKeys,
  isDefinitiveAnswer,
  type WriteRequest,
} from '../../../frontend/src/api/idempotency-keys';

const CREATE: WriteRequest = {
  method: 'POST',
  path: '/orgunit',
  ouid: 'ou-sales',
  headers: { 'x-ouidchain': 'ou-root/ou-sales' },
  body: { name: 'Sales West', description: '' },
};

function keys(): IdempotencyKeys {
  let next = 0;
  return new IdempotencyKeys(() => `key-${(next += 1)}`);
}

describe('isDefinitiveAnswer', () => {
  it.each([200, 201, 204, 400, 403, 404, 409, 422])('%i is definitive', (status) => {
    expect(isDefinitiveAnswer(status)).toBe(true);
  });

  it.each([0, 408, 429, 500, 502, 503, 504])(
    '%i is not: the write may not have happened',
    (status) => {
      expect(isDefinitiveAnswer(status)).toBe(false);
    },
  );
});

describe('IdempotencyKeys', () => {
  it('sends the same key again after a network error, a 503 or a throttle', () => {
    const store = keys();
    const first = store.keyFor(CREATE);
    for (const status of [0, 503, 429, 408, 502]) {
      store.answered(CREATE, status);
      expect(store.keyFor({ ...CREATE, body: { name: 'Sales West', description: '' } })).toBe(
        first,
      );
    }
  });

  it.each([201, 409, 400])('takes a fresh key after a %i answer', (status) => {
    const store = keys();
    const first = store.keyFor(CREATE);
    store.answered(CREATE, status);
    expect(store.keyFor(CREATE)).not.toBe(first);
  });

  it.each<[string, WriteRequest]>([
    ['another body', { ...CREATE, body: { name: 'Sales East', description: '' } }],
    ['another acting unit', { ...CREATE, ouid: 'ou-support' }],
    ['another path', { ...CREATE, path: '/team' }],
    ['another method', { ...CREATE, method: 'PUT' }],
    ['another header', { ...CREATE, headers: { 'x-ouidchain': 'ou-root/ou-support' } }],
  ])('gives %s its own key', (_label, other) => {
    const store = keys();
    expect(store.keyFor(other)).not.toBe(store.keyFor(CREATE));
  });

  it('retires only the answered write', () => {
    const store = keys();
    const other = { ...CREATE, path: '/team', body: { name: 'Team' } };
    const createKey = store.keyFor(CREATE);
    const otherKey = store.keyFor(other);
    store.answered(other, 201);
    expect(store.keyFor(CREATE)).toBe(createKey);
    expect(store.keyFor(other)).not.toBe(otherKey);
  });

  it('makes keys the API accepts', () => {
    expect(new IdempotencyKeys().keyFor(CREATE)).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
  });
});
