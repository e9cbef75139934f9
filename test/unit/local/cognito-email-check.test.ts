/** The local Cognito stand-in refuses an e-mail attribute the deployed pool refuses. */
import {
  emailRefusal,
  maySetEmail,
  INVALID_EMAIL_MESSAGE,
} from '../../../local/cognito-email-check';

const signUp = (email?: string) => ({
  Username: 'vera',
  Password: 'Start#2026pass',
  UserAttributes: [
    { Name: 'name', Value: 'Vera' },
    ...(email === undefined ? [] : [{ Name: 'email', Value: email }]),
  ],
});

describe('emailRefusal', () => {
  it.each(['SignUp', 'AdminCreateUser', 'AdminUpdateUserAttributes', 'UpdateUserAttributes'])(
    '%s with vera@visitor is refused as Cognito refuses it',
    (operation) => {
      expect(maySetEmail(operation)).toBe(true);
      const refusal = emailRefusal(operation, signUp('vera@visitor'));
      expect(refusal?.body).toEqual({
        __type: 'InvalidParameterException',
        message: INVALID_EMAIL_MESSAGE,
      });
      expect(refusal?.status).toBe(400);
    },
  );

  it('lets a real address, or a call without an e-mail, through', () => {
    expect(emailRefusal('SignUp', signUp('vera@visitor.example'))).toBeUndefined();
    expect(emailRefusal('SignUp', signUp())).toBeUndefined();
    expect(emailRefusal('SignUp', { Username: 'vera' })).toBeUndefined();
  });

  it('refuses an e-mail attribute that is not a string', () => {
    const request = { UserAttributes: [{ Name: 'email', Value: 42 }] };
    expect(emailRefusal('AdminCreateUser', request)?.type).toBe('InvalidParameterException');
  });

  it('reads no other operation', () => {
    expect(maySetEmail('InitiateAuth')).toBe(false);
    expect(emailRefusal('InitiateAuth', signUp('vera@visitor'))).toBeUndefined();
  });
});
