/** Texts of the orguser routes; the user texts they share live with the profiles. */
export { USER_MESSAGES as ORGUSER_MESSAGES } from '../userprofile/messages';
