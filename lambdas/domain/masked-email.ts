/**
 * An e-mail address shown to someone who may not read it whole (the username check of the add-user
 * form): the first character of the local part, then `•••`, then the domain.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email === '' ? '' : '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
