/** Input limits of the server's user schemas (lambdas/domain/schemas/userprofile.ts). */
export const USER_FIELD_MAX_LENGTH = {
  name: 200,
  username: 128,
  email: 254,
  /** '+' and at most 15 digits (E.164). */
  phone: 16,
  password: 256,
} as const;
