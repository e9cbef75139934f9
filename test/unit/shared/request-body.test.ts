import { z } from 'zod';

import { BadRequestError, PayloadTooLargeError } from '../../../lambdas/shared/errors';
import { MAX_JSON_BODY_BYTES, parseJsonBody } from '../../../lambdas/shared/request-body';

const registerSchema = z.strictObject({ name: z.string().min(1), description: z.string() });
const body = (text: string | null, isBase64Encoded = false) => ({ body: text, isBase64Encoded });

describe('parseJsonBody', () => {
  it('returns the fields the schema lists', () => {
    expect(parseJsonBody(body('{"name":"Sales","description":"d"}'), registerSchema)).toEqual({
      name: 'Sales',
      description: 'd',
    });
  });

  it('decodes a base64 body', () => {
    const encoded = Buffer.from('{"name":"Sales","description":""}').toString('base64');
    expect(parseJsonBody(body(encoded, true), registerSchema).name).toBe('Sales');
  });

  it('refuses fields the schema does not list', () => {
    const attempt = () =>
      parseJsonBody(body('{"name":"x","description":"","ouidChain":"a"}'), registerSchema);
    expect(attempt).toThrow(BadRequestError);
  });

  it('refuses a body that is not JSON, or missing', () => {
    expect(() => parseJsonBody(body('{name'), registerSchema)).toThrow(
      'The request body is not valid JSON',
    );
    expect(() => parseJsonBody(body(null), registerSchema)).toThrow(BadRequestError);
  });

  it('names the failing field', () => {
    expect(() => parseJsonBody(body('{"name":"","description":"d"}'), registerSchema)).toThrow(
      /name:/,
    );
  });

  it('refuses a body over the limit with 413', () => {
    const large = JSON.stringify({ name: 'x', description: 'a'.repeat(MAX_JSON_BODY_BYTES) });
    const attempt = () => parseJsonBody(body(large), registerSchema);
    expect(attempt).toThrow(PayloadTooLargeError);
    try {
      attempt();
    } catch (error) {
      expect((error as PayloadTooLargeError).statusCode).toBe(413);
    }
  });
});
