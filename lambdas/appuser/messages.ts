/** Texts of the appuser routes; the user texts they share live with the profiles. */
export { USER_MESSAGES as APPUSER_MESSAGES } from '../userprofile/messages';
